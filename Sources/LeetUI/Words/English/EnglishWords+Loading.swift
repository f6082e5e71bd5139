extension EnglishWords: LoadingWords {
  func couldNotLoad(_ what: String) -> String { "Could not load \(what)" }
  func fetching(_ what: String, elapsed: Int) -> String { "Fetching \(what)… \(elapsed) s" }
  func problem(_ query: String) -> String { "problem \(query)" }
  var theList: String { "the problem list" }
  var todaysDaily: String { "today's daily problem" }
  var tryAgain: String { "try again" }
}
