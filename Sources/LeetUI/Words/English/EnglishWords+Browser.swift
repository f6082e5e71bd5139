import LeetModel

extension EnglishWords: BrowserWords {
  var recentlyViewed: String { "Recently viewed" }
  var allProblems: String { "All" }
  var cachedOffline: String { "Cached offline" }
  func tagSection(_ name: String) -> String { "Tag: " + name }
  var problems: String { "Problems" }
  var typeToFilter: String { "  type to filter" }
  func matches(_ count: Int, of total: Int) -> String { "\(count) of \(total)" }
  var noProblemMatches: String { "No problem matches" }

  /// `Medium` from 50 columns, `Med.` below.
  func difficulty(_ difficulty: Difficulty, width: Int) -> String {
    width >= 50 ? difficulty.rawValue : (difficulty == .medium ? "Med." : difficulty.rawValue)
  }
  func difficultyColumns(width: Int) -> Int { width >= 50 ? 6 : 4 }

  var loadingShort: String { "loading…" }
  var notCached: String { "Not cached" }
  var notLoaded: String { "Not loaded" }
  var openHint: String { "open" }
  var helpHint: String { "help" }
  var problemHint: String { "problem" }
  var sidebarHint: String { "sidebar" }
  var syncHint: String { "sync" }
  var otherLanguage: String { "中文" }
  var tabsHint: String { "tabs" }
  var clearHint: String { "clear" }
  var quitHint: String { "quit" }
}
