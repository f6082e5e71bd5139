extension AppMessageWords {
  /// The app's messages in Chinese: counts ungrouped, and a cached list's age left unsaid.
  static let chinese = AppMessageWords(
    stillLoading: { "「\($0)」仍在加载；显示后 e、t、x 才可用" }, listHint: "列表", refreshingList: "正在刷新题目列表…",
    listRefreshed: { "题目列表已刷新：\($0) 道题" }, listNotRefreshed: { "无法刷新题目列表（\($0)）；\(kept($1))" },
    noProblemOpen: { "还没有打开的题目；按 \($0) 打开所选题目" },
    escapeDoesNotQuit: { "按 \($0) 退出；Esc 只关闭搜索、面板或帮助" },
    sidebarHidden: { "侧栏已隐藏；\($0) 显示" }, sidebarNeedsWidth: { "侧栏需要至少 \($0) 列宽的终端" },
    readingList: "正在读取题目列表…", noListCached: "没有缓存的题目列表；不带题号运行 leetview 即可获取",
    syncGoesOn: "同步继续在后台进行", noTranslation: "这道题没有中文翻译；仅切换界面文字",
    syncNeedsNetwork: "同步需要联网（以 --offline 启动）", syncAlreadyRunning: "同步已在进行", syncStarting: "同步：正在开始",
    tabsNotSaved: { "无法保存标签栏：\($0)" }, cachedCopy: { "显示的是缓存副本：\($0)" },
    bundledCopy: { "显示的是内置副本：\($0)" })

  /// Which list is still shown after a failed refresh.
  private static func kept(_ list: StaleList?) -> String {
    switch list {
    case .bundled?: "仍显示内置列表"
    case .old?: "仍显示缓存的列表"
    case nil: "仍显示原列表"
    }
  }
}
