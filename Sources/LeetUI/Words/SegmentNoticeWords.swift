import LeetModel
import LeetText

/// The words of the segment pages' own notices: loading, failures, more to load.
public protocol SegmentNoticeWords: Sendable {
  /// `Loading the comments…`.
  func loading(_ segment: Segment) -> String
  /// `Refreshing the comments…`.
  func refreshing(_ segment: Segment) -> String
  /// `Could not load the comments: `, before the reason.
  func couldNotLoad(_ segment: Segment) -> String
  /// Before the reason more entries could not be loaded.
  var couldNotLoadMore: String { get }
  /// Before the reason an entry could not be opened.
  var couldNotOpen: String { get }
  /// An entry being opened.
  var loadingItem: String { get }
  /// More entries being loaded.
  var loadingMore: String { get }
  /// Started with `--offline`: trying again would fetch nothing.
  var startedOffline: String { get }
  /// `Press r to try again.`, the key bold.
  var retryHint: [Span] { get }
  /// A cached copy is shown because the refresh failed.
  func stale(_ reason: String) -> String
  /// `Press m to load more.`, the key bold.
  var moreHint: [Span] { get }
}
