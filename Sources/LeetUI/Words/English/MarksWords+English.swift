extension MarksWords {
  /// The marks' words in English.
  static let english = MarksWords(
    solved: "Solved", attempted: "Attempted",
    noRandomMatch: { $0.isEmpty ? "No problem to pick from" : "No problem matches \($0)" },
    notRefreshed: { "Could not refresh your solved marks (\($0)); the cached ones are shown" },
    signedOut: "LeetCode says the session is signed out, so the marks were not refreshed: run leetview login")
}
