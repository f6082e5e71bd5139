import LeetModel

extension EnglishWords: ProblemPageWords {
  func difficultyName(_ difficulty: Difficulty) -> String { difficulty.name(chinese: false) }
  var premium: String { "Premium" }
  var hints: String { "Hints" }
  var similarQuestions: String { "Similar questions" }
  var readingSolution: String { "Reading the solution file…" }
}
