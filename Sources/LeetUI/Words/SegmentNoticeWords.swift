import LeetModel
import LeetText

/// The words of the segment pages' own notices: loading, failures, more to load.
public struct SegmentNoticeWords: Sendable {
  /// `Loading the comments…`.
  public var loading: @Sendable (Segment) -> String
  /// `Refreshing the comments…`.
  public var refreshing: @Sendable (Segment) -> String
  /// `Could not load the comments: `, before the reason.
  public var couldNotLoad: @Sendable (Segment) -> String
  /// Before the reason more entries could not be loaded.
  public var couldNotLoadMore: String
  /// Before the reason an entry could not be opened.
  public var couldNotOpen: String
  /// An entry being opened.
  public var loadingItem: String
  /// More entries being loaded.
  public var loadingMore: String
  /// Started with `--offline`: trying again would fetch nothing.
  public var startedOffline: String
  /// `Press r to try again.`, the key bold.
  public var retryHint: [Span]
  /// A cached copy is shown because the refresh failed.
  public var stale: @Sendable (_ reason: String) -> String
  /// `Press m to load more.`, the key bold.
  public var moreHint: [Span]
}
