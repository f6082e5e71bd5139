extension SolvingWords {
  /// Solving's words in English.
  static let english = SolvingWords(
    verdictNotFetched: "Submitted, verdict not fetched",
    needsSession: {
      "Testing and submitting need a LeetCode session: run `\($0)` (or set "
        + "LEETCODE_SESSION and LEETCODE_CSRFTOKEN), then start leetview again; nothing was sent"
    },
    editCases: "Edit the test cases, one argument a line.",
    typeCasesNoExamples: "This problem has no example cases cached: type the input, one argument a line.",
    linesPerCase: { " Each case is \($0) \($0 == 1 ? "line" : "lines")." },
    runningTyped: "Running the cases typed", typeFirst: "Type the input first: one argument a line",
    run: "run", cancel: "cancel", casesHint: "cases", editHint: "edit", testHint: "test",
    localHint: "test here", submitHint: "submit",
    busyWithTypedCases: {
      $0 == .submit
        ? "The cases typed are still running: press x again once they finish"
        : "The cases typed are already running"
    },
    examplesStillRunning: "The examples are still running: press x again once they finish",
    submissionStillJudged: "The submission is still being judged: press t again once it is done",
    examplesAlreadyRunning: "The examples are already running",
    submissionAlreadyJudged: "The submission is already being judged",
    confirmSubmit: "Submit the solution to the judge? ", runningExamples: "Running the examples",
    submitting: "Submitting", sending: "sending",
    escHides: "Esc hides this panel; the judge carries on.", notJudged: "Not judged",
    submitTitle: " Submit ", testTitle: " Test ", escClose: " Esc close ", lastResult: "Last result",
    judgeCarriesOn: "The judge carries on; its answer will show here and in Code",
    judgeNeedsNetwork: "The judge needs the network (started with --offline)",
    judgeEnded: { "\($0 == .test ? "Test" : "Submit"): \($1)" })
}
