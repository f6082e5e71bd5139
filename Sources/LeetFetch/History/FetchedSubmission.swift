import FoundationEssentials
import LeetModel

/// One submission as fetched: the answer's body to cache verbatim, and the submission it holds.
public struct FetchedSubmission: Sendable {
  /// The body exactly as received.
  public var body: Data
  /// The submission decoded.
  public var record: SubmissionRecord
}
