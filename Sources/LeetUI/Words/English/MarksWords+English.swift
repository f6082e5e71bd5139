extension MarksWords {
  /// The marks' words in English.
  static let english = MarksWords(
    solved: "Solved", attempted: "Attempted",
    noRandomMatch: { $0.isEmpty ? "No problem to pick from" : "No problem matches \($0)" })
}
