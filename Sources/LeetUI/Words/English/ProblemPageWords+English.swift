extension ProblemPageWords {
  /// A problem page's words in English.
  static let english = ProblemPageWords(
    difficultyName: { $0.rawValue }, premium: "Premium", hints: "Hints",
    similarQuestions: "Similar questions", readingSolution: "Reading the solution file…")
}
