import FoundationEssentials
import LeetModel

/// One submission as fetched: the answer's body to cache verbatim, and the submission it holds.
public struct FetchedSubmission: Sendable {
  /// The body exactly as received.
  public var body: Data
  /// The answer parsed, to keep in a segment's cache file.
  public var answer: JSONValue
  /// The submission decoded.
  public var record: SubmissionRecord
}
