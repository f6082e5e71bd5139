extension HintWords {
  /// The hints' words in Chinese.
  static let chinese = HintWords(
    hintFold: { "提示 \($0) / \($1)" }, nextHint: "下一个提示", similarQuestions: "相似题目",
    noMoreHints: "提示已全部展开", close: "关闭", noHints: "本题没有提示", noSimilarQuestions: "力扣没有列出相似题目",
    backTo: { "按 \($0) 返回 \($1)" }, noProblemBefore: "没有可返回的题目")
}
