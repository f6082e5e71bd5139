import LeetText

extension SegmentNoticeWords {
  /// The segment pages' notices in Chinese, naming the pages as leetcode.cn does.
  static let chinese = SegmentNoticeWords(
    loading: { "正在加载\(PanelWords.segmentName($0))…" },
    refreshing: { "正在刷新\(PanelWords.segmentName($0))…" },
    couldNotLoad: { "无法加载\(PanelWords.segmentName($0))：" }, couldNotLoadMore: "无法加载更多：",
    couldNotOpen: "无法打开：",
    loadingItem: "正在加载…", loadingMore: "正在加载更多…", startedOffline: "以 --offline 启动：不会联网获取。",
    retryHint: [Span("按 ", style: .dim), Span("r", style: .bold), Span(" 重试。", style: .dim)],
    stale: { "显示的是缓存副本，刷新失败：\($0)" },
    moreHint: [Span("按 ", style: .dim), Span("m", style: .bold), Span(" 加载更多。", style: .dim)])
}
