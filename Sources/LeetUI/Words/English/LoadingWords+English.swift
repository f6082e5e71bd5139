extension LoadingWords {
  /// The loading screen's words in English.
  static let english = LoadingWords(
    couldNotLoad: { "Could not load \($0)" }, fetching: { "Fetching \($0)… \($1) s" },
    problem: { "problem \($0)" }, theList: "the problem list", todaysDaily: "today's daily problem",
    tryAgain: "try again")
}
