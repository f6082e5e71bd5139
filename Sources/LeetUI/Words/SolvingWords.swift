/// The words of solving in the interface: the judge's panel, the box for typing cases, and their
/// status-line messages.
public struct SolvingWords: Sendable {
  /// The panel's heading for a submission that was sent but whose verdict was not fetched.
  public var verdictNotFetched: String
  /// `t` or `x` without a session: how to sign in, with the site's login command; nothing is
  /// asked or sent.
  public var needsSession: @Sendable (_ login: String) -> String
  /// What the box for typing cases asks when the problem has examples (editing them), or none.
  public var editCases: String, typeCasesNoExamples: String
  /// How many lines make a case, when that is known.
  public var linesPerCase: @Sendable (_ lines: Int) -> String
  /// The running panel's heading for a test of typed cases.
  public var runningTyped: String
  /// Ctrl-D on an empty box.
  public var typeFirst: String
  /// The hints under the box for typing cases, and of the key that edits a test's cases.
  public var run: String, cancel: String, casesHint: String
  /// The Code segment's key hints: edit the solution, test it with the judge, test it on this
  /// machine, submit it (with `casesHint`).
  public var editHint: String, testHint: String, localHint: String, submitHint: String
  /// `asked` while the judge runs cases the user typed: wait for them.
  public var busyWithTypedCases: @Sendable (_ asked: SolveKind) -> String
  /// A key asked while the judge works: submitting while the examples run, testing while the
  /// submission is judged, and either asked again.
  public var examplesStillRunning: String, submissionStillJudged: String
  public var examplesAlreadyRunning: String, submissionAlreadyJudged: String
  /// The question before submitting (the keys follow it).
  public var confirmSubmit: String
  /// The running panel's heading: the examples run, or the solution submitted.
  public var runningExamples: String, submitting: String
  /// The judge's state before it has answered.
  public var sending: String
  /// Under the running panel's heading.
  public var escHides: String
  /// The heading of a panel whose judgement failed.
  public var notJudged: String
  /// The panel's titles.
  public var submitTitle: String, testTitle: String
  /// The panel's footer.
  public var escClose: String
  /// The Code segment's heading over the last verdict.
  public var lastResult: String
  /// The judge's panel hidden while the judge works: where its answer will show.
  public var judgeCarriesOn: String
  /// `t` or `x` when started with `--offline`.
  public var judgeNeedsNetwork: String
  /// A test or submit that ended with its panel hidden: the kind, then its line.
  public var judgeEnded: @Sendable (_ kind: SolveKind, _ line: String) -> String

  /// `asked` while the judge works on `running`: wait for it.
  public func busy(_ running: SolveKind, _ asked: SolveKind) -> String {
    switch (running, asked) {
    case (.test, .submit): examplesStillRunning
    case (.submit, .test): submissionStillJudged
    case (.test, .test): examplesAlreadyRunning
    case (.submit, .submit): submissionAlreadyJudged
    }
  }
}
