extension MarksWords {
  /// The marks' words in Chinese.
  static let chinese = MarksWords(
    solved: "已解答", attempted: "尝试过",
    noRandomMatch: { $0.isEmpty ? "没有可选的题目" : "没有匹配 \($0) 的题目" },
    notRefreshed: { "无法刷新做题标记（\($0)）；显示的是缓存的标记" },
    signedOut: "LeetCode 表示会话已登出，标记未刷新：请运行 leetview login")
}
