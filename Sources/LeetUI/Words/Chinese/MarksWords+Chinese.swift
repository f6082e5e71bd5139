extension MarksWords {
  /// The marks' words in Chinese.
  static let chinese = MarksWords(
    solved: "已解答", attempted: "尝试过",
    noRandomMatch: { $0.isEmpty ? "没有可选的题目" : "没有匹配 \($0) 的题目" })
}
