extension BrowserWords {
  /// The browser's words in Chinese; the language key names the other language in its own words.
  static let chinese = BrowserWords(
    recentlyViewed: "最近浏览", allProblems: "全部题目", cachedOffline: "离线可读", tagSection: { "标签 " + $0 },
    problems: "题库", typeToFilter: "  输入即筛选", matches: { "\($0) / \($1)" }, noProblemMatches: "没有匹配的题目",
    // Two characters at any width: `中等`.
    difficulty: { difficulty, _ in ProblemPageWords.chinese.difficultyName(difficulty) },
    difficultyColumns: { _ in 4 },
    loadingShort: "加载中…", notCached: "未缓存", notLoaded: "无法加载", openHint: "打开", helpHint: "帮助",
    problemHint: "题目", sidebarHint: "侧栏", syncHint: "同步", practiceHint: "学习计划", otherLanguage: "English",
    tabsHint: "标签栏",
    clearHint: "清除", quitHint: "退出")
}
