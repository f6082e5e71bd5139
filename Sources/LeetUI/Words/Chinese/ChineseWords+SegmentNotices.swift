import LeetModel
import LeetText

extension ChineseWords: SegmentNoticeWords {
  func loading(_ segment: Segment) -> String { "正在加载\(name(of: segment))…" }
  func refreshing(_ segment: Segment) -> String { "正在刷新\(name(of: segment))…" }
  func couldNotLoad(_ segment: Segment) -> String { "无法加载\(name(of: segment))：" }
  var couldNotLoadMore: String { "无法加载更多：" }
  var couldNotOpen: String { "无法打开：" }
  var loadingItem: String { "正在加载…" }
  var loadingMore: String { "正在加载更多…" }
  var startedOffline: String { "以 --offline 启动：不会联网获取。" }
  var retryHint: [Span] { [Span("按 ", style: .dim), Span("r", style: .bold), Span(" 重试。", style: .dim)] }
  func stale(_ reason: String) -> String { "显示的是缓存副本，刷新失败：\(reason)" }
  var moreHint: [Span] { [Span("按 ", style: .dim), Span("m", style: .bold), Span(" 加载更多。", style: .dim)] }
}
