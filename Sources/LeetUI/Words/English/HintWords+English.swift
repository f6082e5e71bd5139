extension HintWords {
  /// The hints' words in English.
  static let english = HintWords(
    hintFold: { "Hint \($0) of \($1)" }, nextHint: "next hint",
    similarQuestions: "Similar questions", noMoreHints: "Every hint is open",
    close: "close", noHints: "This problem has no hints",
    noSimilarQuestions: "LeetCode names no similar question",
    backTo: { "\($0) goes back to \($1)" }, noProblemBefore: "No problem to go back to")
}
