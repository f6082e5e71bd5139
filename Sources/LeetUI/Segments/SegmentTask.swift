import Foundation
import LeetModel

/// One piece of work for a segment, asked of the runtime and answered by `.segmentResult`.
public enum SegmentTask: Hashable, Sendable {
  /// The segment the first time it is shown (cache first).
  case load
  /// The segment fetched again (`r`).
  case refresh
  /// The next page of the list.
  case more
  /// The item behind an entry: a solution article, a comment's replies, a submission's code.
  case open(String)
}
