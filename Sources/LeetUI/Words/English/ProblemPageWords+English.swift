extension ProblemPageWords {
  /// A problem page's words in English.
  static let english = ProblemPageWords(
    difficultyName: { $0.rawValue }, premium: "Premium", hints: "Hints",
    similarQuestions: "Similar questions", readingSolution: "Reading the solution file…",
    englishInstead: "This problem has no Chinese statement; the English original follows.",
    templateForKey: "No solution file yet; this is the template. Press e to write it.",
    templateForCommand: { "No solution file yet; this is the template. `\($0)` writes it." })
}
