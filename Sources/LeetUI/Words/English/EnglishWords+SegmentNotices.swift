import LeetModel
import LeetText

extension EnglishWords: SegmentNoticeWords {
  func loading(_ segment: Segment) -> String { "Loading the \(name(of: segment))…" }
  func refreshing(_ segment: Segment) -> String { "Refreshing the \(name(of: segment))…" }
  func couldNotLoad(_ segment: Segment) -> String { "Could not load the \(name(of: segment)): " }
  var couldNotLoadMore: String { "Could not load more: " }
  var couldNotOpen: String { "Could not open this: " }
  var loadingItem: String { "Loading…" }
  var loadingMore: String { "Loading more…" }
  var startedOffline: String { "Started with --offline: nothing is fetched." }
  var retryHint: [Span] {
    [Span("Press ", style: .dim), Span("r", style: .bold), Span(" to try again.", style: .dim)]
  }
  func stale(_ reason: String) -> String { "Showing a cached copy; could not refresh: \(reason)" }
  var moreHint: [Span] {
    [Span("Press ", style: .dim), Span("m", style: .bold), Span(" to load more.", style: .dim)]
  }
}
