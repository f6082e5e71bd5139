extension ProblemPageWords {
  /// A problem page's words in Chinese.
  static let chinese = ProblemPageWords(
    difficultyName: { $0.name(chinese: true) }, premium: "会员", hints: "提示", similarQuestions: "相似题目",
    readingSolution: "正在读取解答文件…")
}
