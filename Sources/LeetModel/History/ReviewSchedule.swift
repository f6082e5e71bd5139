/// The learner's review schedule, kept locally: a card per problem graded, and how many grades
/// were given today against the daily cap, which starts again at local midnight.
///
/// Pure: every change takes the clock.
public struct ReviewSchedule: Hashable, Sendable {
  /// The cards, by the problem's title slug.
  public var cards: [String: ReviewCard]
  /// The most reviews a day: the due list shows no more than are left of it today.
  public var dailyCap: Int
  /// The local day whose grades `gradedOnCountedDay` counts.
  public var countedDay: Int
  /// The grades given on `countedDay`.
  public var gradedOnCountedDay: Int

  /// The cap when none is set.
  public static let defaultDailyCap = 10

  /// A schedule of `cards`, with `dailyCap` reviews a day.
  public init(
    cards: [String: ReviewCard] = [:], dailyCap: Int = defaultDailyCap, countedDay: Int = 0, graded: Int = 0
  ) {
    self.cards = cards
    self.dailyCap = max(0, dailyCap)
    self.countedDay = countedDay
    gradedOnCountedDay = max(0, graded)
  }

  /// The grades given today by `clock` (none once the day has turned).
  public func gradedToday(_ clock: ReviewClock) -> Int {
    countedDay == clock.today ? gradedOnCountedDay : 0
  }

  /// The reviews left today under the cap.
  public func leftToday(_ clock: ReviewClock) -> Int {
    max(0, dailyCap - gradedToday(clock))
  }

  /// Grades the problem `slug` today: its next due day by SM-2, and one more review today.
  public mutating func grade(_ slug: String, _ grade: ReviewGrade, clock: ReviewClock) {
    let today = clock.today
    cards[slug] = ReviewCard.graded(cards[slug], grade, today: today)
    if countedDay != today {
      countedDay = today
      gradedOnCountedDay = 0
    }
    gradedOnCountedDay += 1
  }
}
