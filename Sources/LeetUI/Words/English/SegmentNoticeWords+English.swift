import LeetText

extension SegmentNoticeWords {
  /// The segment pages' notices in English.
  static let english = SegmentNoticeWords(
    loading: { "Loading the \($0.title.lowercased())…" },
    refreshing: { "Refreshing the \($0.title.lowercased())…" },
    couldNotLoad: { "Could not load the \($0.title.lowercased()): " },
    couldNotLoadMore: "Could not load more: ",
    couldNotOpen: "Could not open this: ", loadingItem: "Loading…", loadingMore: "Loading more…",
    startedOffline: "Started with --offline: nothing is fetched.",
    retryHint: [Span("Press ", style: .dim), Span("r", style: .bold), Span(" to try again.", style: .dim)],
    stale: { "Showing a cached copy; could not refresh: \($0)" },
    moreHint: [Span("Press ", style: .dim), Span("m", style: .bold), Span(" to load more.", style: .dim)])
}
