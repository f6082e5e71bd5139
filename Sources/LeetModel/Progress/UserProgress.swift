/// A user's progress as LeetCode reports it: solved by difficulty, the submission calendar and
/// the contest standing.
public struct UserProgress: Hashable, Sendable {
  /// The user's name (sanitized).
  public var user: String
  /// Solved of all problems, when known.
  public var all: DifficultyProgress?
  /// Solved by difficulty; a difficulty LeetCode did not count is absent.
  public var byDifficulty: [Difficulty: DifficultyProgress]
  /// Submissions per UTC day.
  public var calendar: SubmissionCalendar
  /// The contest standing; nil when the user has none (never rated) or it was not sent.
  public var contest: ContestRating?
  /// What LeetCode reported beside its data (`errors[]`), sanitized, on one line each.
  public var problems: [String]

  /// The progress of `user`.
  public init(
    user: String, all: DifficultyProgress? = nil, byDifficulty: [Difficulty: DifficultyProgress] = [:],
    calendar: SubmissionCalendar = SubmissionCalendar(), contest: ContestRating? = nil,
    problems: [String] = []
  ) {
    self.user = user
    self.all = all
    self.byDifficulty = byDifficulty
    self.calendar = calendar
    self.contest = contest
    self.problems = problems
  }
}
