import Foundation
import Testing

@testable import LeetModel

/// The review schedule (SM-2) state in and out: the intervals and E-factors of each grade, the
/// queue of every solved problem (never reviewed: oldest solve first), the daily cap that starts
/// again at local midnight, and the schedule's file.
@Suite struct ReviewScheduleTests {
  /// 2026-05-10 12:00 UTC.
  static let noon = Date(timeIntervalSince1970: 1_778_414_400)

  static func clock(_ date: Date = noon, offset: Int = 0) -> ReviewClock {
    ReviewClock(now: date, fixedOffset: offset)
  }

  static func solved(_ slug: String, _ date: Date?, mark: SolvedMark = .solved) -> ProgressQuestion {
    ProgressQuestion(
      frontendID: "1", title: slug, titleSlug: slug, difficulty: .easy, lastSubmittedAt: date, submissions: 1,
      mark: mark, lastAccepted: true)
  }

  @Test func goodGradesGrowTheIntervalOneSixThenByTheEFactor() {
    var card = ReviewCard.graded(nil, .good, today: 100)
    #expect(card.intervalDays == 1 && card.dueDay == 101 && card.repetitions == 1 && card.easiness == 2.5)
    card = ReviewCard.graded(card, .good, today: 101)
    #expect(card.intervalDays == 6 && card.dueDay == 107)
    card = ReviewCard.graded(card, .good, today: 107)
    #expect(card.intervalDays == 15 && card.dueDay == 122 && card.repetitions == 3)
  }

  @Test func easyHardAndAgainMoveTheEFactorAsSM2Says() {
    let easy = ReviewCard.graded(nil, .easy, today: 0)
    #expect(abs(easy.easiness - 2.6) < 1e-9)
    let hard = ReviewCard.graded(nil, .hard, today: 0)
    #expect(abs(hard.easiness - 2.36) < 1e-9 && hard.intervalDays == 1)
    var card = ReviewCard.graded(ReviewCard.graded(nil, .good, today: 0), .good, today: 1)
    let before = card.easiness
    card = ReviewCard.graded(card, .again, today: 7)
    #expect(card.repetitions == 0 && card.intervalDays == 1 && card.dueDay == 8 && card.easiness == before)
    var worn = ReviewCard.graded(nil, .hard, today: 0)
    for day in 1...20 { worn = ReviewCard.graded(worn, .hard, today: day) }
    #expect(worn.easiness == ReviewCard.lowestEasiness)
    var long = ReviewCard.graded(nil, .easy, today: 0)
    for day in 1...40 { long = ReviewCard.graded(long, .easy, today: day) }
    #expect(long.intervalDays == ReviewCard.longestInterval)
  }

  @Test func neverReviewedProblemsAreDueOldestSolveFirstAndOnlySolvedOnes() {
    let day: TimeInterval = 86_400
    let questions = [
      Self.solved("newer", Self.noon - 3 * day), Self.solved("oldest", Self.noon - 400 * day),
      Self.solved("tried", Self.noon - 500 * day, mark: .attempted), Self.solved("undated", nil),
      Self.solved("middle", Self.noon - 30 * day),
    ]
    let queue = ReviewQueue(questions: questions, schedule: ReviewSchedule(dailyCap: 50), clock: Self.clock())
    #expect(queue.due.map(\.titleSlug) == ["oldest", "middle", "newer"])
    #expect(queue.later.isEmpty && !queue.isCapped)
    #expect(queue.due.allSatisfy { $0.card == nil })
  }

  @Test func aGradedProblemMovesToItsDueDayAndACardLeetCodeDidNotListStays() {
    let clock = Self.clock()
    var schedule = ReviewSchedule(dailyCap: 50)
    schedule.grade("oldest", .good, clock: clock)
    schedule.grade("solved-here", .again, clock: clock)
    let questions = [
      Self.solved("oldest", Self.noon - 400 * 86_400), Self.solved("newer", Self.noon - 86_400),
    ]
    let queue = ReviewQueue(questions: questions, schedule: schedule, clock: clock)
    #expect(queue.due.map(\.titleSlug) == ["newer"])
    #expect(queue.later.map(\.titleSlug) == ["oldest", "solved-here"])
    #expect(queue.later.map(\.dueDay) == [clock.today + 1, clock.today + 1])
    let tomorrow = Self.clock(Self.noon + 86_400)
    #expect(
      ReviewQueue(questions: questions, schedule: schedule, clock: tomorrow).due.map(\.titleSlug) == [
        "newer", "oldest", "solved-here",
      ])
  }

  @Test func theDailyCapHoldsBackTheRestAndStartsAgainAtLocalMidnight() {
    let questions = (1...5).map { Self.solved("p\($0)", Self.noon - Double(100 - $0) * 86_400) }
    // 23:30 in a zone nine hours ahead of UTC: 14:30 UTC.
    let lateEvening = Self.clock(Date(timeIntervalSince1970: 1_778_423_400), offset: 9 * 3_600)
    var schedule = ReviewSchedule(dailyCap: 3)
    var queue = ReviewQueue(questions: questions, schedule: schedule, clock: lateEvening)
    #expect(queue.due.map(\.titleSlug) == ["p1", "p2", "p3"] && queue.isCapped)
    schedule.grade("p1", .good, clock: lateEvening)
    schedule.grade("p2", .good, clock: lateEvening)
    #expect(schedule.gradedToday(lateEvening) == 2 && schedule.leftToday(lateEvening) == 1)
    queue = ReviewQueue(questions: questions, schedule: schedule, clock: lateEvening)
    #expect(queue.due.map(\.titleSlug) == ["p3"] && queue.isCapped)
    // Forty minutes on it is 00:10 there: a new day, the cap whole again (14:30 UTC is not midnight).
    let afterMidnight = Self.clock(Date(timeIntervalSince1970: 1_778_425_800), offset: 9 * 3_600)
    #expect(afterMidnight.today == lateEvening.today + 1)
    #expect(schedule.gradedToday(afterMidnight) == 0)
    queue = ReviewQueue(questions: questions, schedule: schedule, clock: afterMidnight)
    #expect(queue.due.map(\.titleSlug) == ["p3", "p4", "p5"] && queue.isCapped)
    #expect(queue.later.map(\.titleSlug) == ["p1", "p2"], "graded yesterday, due today, past the cap")
    schedule.grade("p3", .hard, clock: afterMidnight)
    #expect(schedule.countedDay == afterMidnight.today && schedule.gradedOnCountedDay == 1)
  }

  @Test func theLocalDayFollowsAZoneWhoseOffsetChanges() {
    // Summer time from 2026-03-29 01:00 UTC: +1 h before, +2 h after (as in Berlin).
    let change = Date(timeIntervalSince1970: 1_774_746_000)
    let berlin = { @Sendable (date: Date) -> Int in date < change ? 3_600 : 7_200 }
    // 22:30 UTC on the 29th is 00:30 on the 30th in summer time.
    let late = ReviewClock(now: Date(timeIntervalSince1970: 1_774_823_400), utcOffset: berlin)
    #expect(late.today == ReviewClock(now: Date(timeIntervalSince1970: 1_774_828_800), fixedOffset: 0).today)
    // 22:30 UTC on the 28th is 23:30 there: still the 28th.
    let before = ReviewClock(now: Date(timeIntervalSince1970: 1_774_737_000), utcOffset: berlin)
    #expect(before.today == late.today - 2)
  }

  @Test func theScheduleFileRoundTripsAndDropsWhatItCannotTrust() throws {
    var schedule = ReviewSchedule(dailyCap: 7)
    schedule.grade("two-sum", .good, clock: Self.clock())
    schedule.grade("two-sum", .easy, clock: Self.clock(Self.noon + 86_400))
    schedule.grade("lru-cache", .again, clock: Self.clock(Self.noon + 86_400))
    let written = JSONWriter.data(schedule.json)
    #expect(ReviewSchedule(json: try JSONValue.parse(written)) == schedule)
    let hostile = try JSONValue.parse(
      Data(
        (#"{"cards":{"../x":{"repetitions":1,"easiness":2.5,"interval":1,"due":1,"reviewed":1},"#
          + #""ok":{"repetitions":-1,"easiness":2.5,"interval":1,"due":1,"reviewed":1},"#
          + #""nan":{"repetitions":1,"easiness":"NaN","interval":1,"due":1,"reviewed":1},"#
          + #""far":{"repetitions":1,"easiness":2.5,"interval":1,"due":1e300,"reviewed":1},"#
          + #""fine":{"repetitions":2,"easiness":1.3,"interval":6,"due":20000,"reviewed":19994}},"#
          + #""dailyCap":-3,"countedDay":"today","graded":1.5}"#).utf8))
    let read = ReviewSchedule(json: hostile)
    #expect(Array(read.cards.keys) == ["fine"])
    #expect(
      read.dailyCap == ReviewSchedule.defaultDailyCap && read.countedDay == 0 && read.gradedOnCountedDay == 0)
    #expect(ReviewSchedule(json: .null) == ReviewSchedule())
  }
}
