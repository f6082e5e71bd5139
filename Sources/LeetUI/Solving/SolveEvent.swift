import LeetModel
import LeetText

/// What solving work reports back (`ProblemAction.solve`).
public enum SolveEvent: Hashable, Sendable {
  /// The solution file (or the template) was read.
  case codeLoaded(SolutionCode)
  /// The solution cannot be shown (no template in the language, an unreadable file); why.
  case codeUnavailable(String)
  /// The editor failed or could not start; why.
  case editFailed(String)
  /// The judge is working; its state (`PENDING`, `STARTED`), or nil while sending.
  case judging(SolveKind, state: String?)
  /// The judge took the submission `id`: from now on it is submitted, whatever follows.
  case submitted(id: String)
  /// The judge's final answer; for a test, the cases that were run; for a submit, the
  /// Submissions segment with the verdict recorded (nil when it could not be kept).
  case judged(SolveKind, JudgeResult, cases: [String], submissions: SegmentOutcome?)
  /// The submission reached the judge, but its verdict could not be fetched: the message (it
  /// names the id and says the verdict will show in Submissions).
  case verdictNotFetched(String)
  /// The request failed before a verdict (no session, offline, 403, 429, a timeout); why.
  case judgeFailed(SolveKind, String)
  /// A line for the status line from the runner (a newer session took over).
  case notice(String)
  /// Whether a session was found when looked for again, and the key waiting for it.
  case sessionChecked(signedIn: Bool, then: KeyCommand)
  /// A local run's table, as the command line prints it.
  case ranLocally([StyledLine])
  /// A local run could not start (no toolchain, an unknown type, ...); why, in plain words.
  case localRunFailed(String)
  /// The review grade was kept: the grade and when the problem is due next.
  case reviewGraded(ReviewGrade, ReviewDue)
  /// The review grade could not be kept; why, in plain words.
  case reviewNotGraded(String)
}
