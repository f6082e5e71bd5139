import TermCore

extension EnglishWords: QuestionWords {
  var quitTitle: String { " Quit " }
  func quitQuestion(width: Int) -> [String] {
    WrappedParagraph.lines(
      "A sync is running in the background. Quitting stops it; the problems it fetched so far "
        + "are kept.", width: min(44, width))
  }
  func quitAnswers(yes: String, no: String) -> String { "\(yes) quit  \(no) stay" }

  var syncTitle: String { " Sync " }
  func detailsQuestion(listKey: String) -> [String] {
    [
      "Fetch every free problem in the background for offline reading?",
      "It makes thousands of requests and can take a long time.", "\(listKey) refreshes only the list.",
    ]
  }
  var listQuestion: String {
    "Fetch the problem list again in the background? It makes a few dozen requests."
  }
  /// The sentences as one paragraph, wrapped to 44 columns at most.
  func questionLines(_ sentences: [String], width: Int) -> [String] {
    WrappedParagraph.lines(sentences.joined(separator: " "), width: min(44, width))
  }
  func syncAnswers(yes: String, no: String) -> String { "\(yes) start  \(no) cancel" }
}
