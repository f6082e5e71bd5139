import TermCore

extension QuestionWords {
  /// The questions in English, wrapped to 44 columns at most.
  static let english = QuestionWords(
    quitTitle: " Quit ",
    quitQuestion: {
      WrappedParagraph.lines(
        "A sync is running in the background. Quitting stops it; the problems it fetched so far "
          + "are kept.", width: min(44, $0))
    },
    quitJudgingQuestion: {
      WrappedParagraph.lines(
        "A submission is being judged. Quitting stops waiting for its verdict; it will show in "
          + "Submissions.", width: min(44, $0))
    },
    quitAnswers: { "\($0) quit  \($1) stay" }, syncTitle: " Sync ",
    detailsQuestion: {
      [
        "Fetch every free problem in the background for offline reading?",
        "It makes thousands of requests and can take a long time.", "\($0) refreshes only the list.",
      ]
    },
    listQuestion: "Fetch the problem list again in the background? It makes a few dozen requests.",
    questionLines: { WrappedParagraph.lines($0.joined(separator: " "), width: min(44, $1)) },
    syncAnswers: { "\($0) start  \($1) cancel" })
}
