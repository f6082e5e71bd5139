import FoundationEssentials
import LeetModel

/// The review list ready to show: the queue on the clock's day, today's grades against the cap,
/// and how old the list of solved problems is.
public struct ReviewPage: Sendable {
  /// The problems by when they are due.
  public var queue: ReviewQueue
  /// The clock the queue was made on: today, and the local day of each solve.
  public var clock: ReviewClock
  /// The grades given today, and the most a day.
  public var gradedToday: Int
  public var dailyCap: Int
  /// When LeetCode listed the solved problems.
  public var fetchedAt: Date
  /// Why the cached list is shown although a newer one was wanted (`offline`, a failed
  /// refresh), in words; nil otherwise.
  public var staleBecause: String?

  /// The page of every solved problem of `questions` and every card of `schedule` on `clock`'s day.
  public init(
    questions: [ProgressQuestion], schedule: ReviewSchedule, clock: ReviewClock, fetchedAt: Date,
    staleBecause: String? = nil
  ) {
    queue = ReviewQueue(questions: questions, schedule: schedule, clock: clock)
    self.clock = clock
    gradedToday = schedule.gradedToday(clock)
    dailyCap = schedule.dailyCap
    self.fetchedAt = fetchedAt
    self.staleBecause = staleBecause
  }

  /// When `item` is due, from today.
  public func due(_ item: ReviewQueue.Item) -> ReviewDue {
    ReviewDue(dueDay: item.dueDay, today: clock.today)
  }

  /// The local date of `item`'s last solve (`2026-04-26`); nil when LeetCode did not date it.
  public func solvedDay(_ item: ReviewQueue.Item) -> String? {
    item.solvedDay.map { UTCDay(number: $0).iso }
  }
}
