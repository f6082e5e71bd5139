extension BrowserWords {
  /// The browser's words in English.
  static let english = BrowserWords(
    recentlyViewed: "Recently viewed", allProblems: "All", cachedOffline: "Cached offline",
    tagSection: { "Tag: " + $0 }, problems: "Problems", typeToFilter: "  type to filter",
    matches: { "\($0) of \($1)" }, noProblemMatches: "No problem matches",
    // `Medium` from 50 columns, `Med.` below.
    difficulty: { $1 >= 50 ? $0.rawValue : ($0 == .medium ? "Med." : $0.rawValue) },
    difficultyColumns: { $0 >= 50 ? 6 : 4 }, loadingShort: "loading…", notCached: "Not cached",
    notLoaded: "Not loaded", openHint: "open", helpHint: "help", problemHint: "problem",
    sidebarHint: "sidebar", syncHint: "sync", practiceHint: "plans", otherLanguage: "中文", tabsHint: "tabs",
    clearHint: "clear",
    quitHint: "quit")
}
