import LeetModel

extension ChineseWords: BrowserWords {
  var recentlyViewed: String { "最近浏览" }
  var allProblems: String { "全部题目" }
  var cachedOffline: String { "离线可读" }
  func tagSection(_ name: String) -> String { "标签 " + name }
  var problems: String { "题库" }
  var typeToFilter: String { "  输入即筛选" }
  func matches(_ count: Int, of total: Int) -> String { "\(count) / \(total)" }
  var noProblemMatches: String { "没有匹配的题目" }
  /// Two characters at any width: `中等`.
  func difficulty(_ difficulty: Difficulty, width: Int) -> String { difficultyName(difficulty) }
  func difficultyColumns(width: Int) -> Int { 4 }
  var loadingShort: String { "加载中…" }
  var notCached: String { "未缓存" }
  var notLoaded: String { "无法加载" }
  var openHint: String { "打开" }
  var helpHint: String { "帮助" }
  var problemHint: String { "题目" }
  var sidebarHint: String { "侧栏" }
  var syncHint: String { "同步" }
  /// The other language is named in its own words.
  var otherLanguage: String { "English" }
  var tabsHint: String { "标签栏" }
  var clearHint: String { "清除" }
  var quitHint: String { "退出" }
}
