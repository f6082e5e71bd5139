extension ChineseWords: AppMessageWords {
  func stillLoading(_ title: String) -> String { "「\(title)」仍在加载；显示后 e、t、x 才可用" }
  var listHint: String { "列表" }
  var refreshingList: String { "正在刷新题目列表…" }
  /// The count without grouping: `4029 道题`.
  func listRefreshed(_ count: Int) -> String { "题目列表已刷新：\(count) 道题" }

  /// The reason, and which list is still shown; the cached list's age is left unsaid.
  func listNotRefreshed(_ reason: String, kept: StaleList?) -> String {
    let shown =
      switch kept {
      case .bundled?: "仍显示内置列表"
      case .old?: "仍显示缓存的列表"
      case nil: "仍显示原列表"
      }
    return "无法刷新题目列表（\(reason)）；\(shown)"
  }
  func sidebarHidden(key: String) -> String { "侧栏已隐藏；\(key) 显示" }
  func sidebarNeedsWidth(_ columns: Int) -> String { "侧栏需要至少 \(columns) 列宽的终端" }
  var readingList: String { "正在读取题目列表…" }
  var noListCached: String { "没有缓存的题目列表；不带题号运行 leetview 即可获取" }
  var syncGoesOn: String { "同步继续在后台进行" }
}
