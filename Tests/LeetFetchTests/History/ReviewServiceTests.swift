import Foundation
import LeetModel
import LeetTestSupport
import Testing

@testable import LeetFetch

/// The review list and schedule over the loopback fake: 3,000+ real problems of the corpus paged
/// from `userProgressQuestionList` and kept with their fetch time, malformed dates left out, the
/// cached copy offline with its age, and the schedule in the state folder, graded by SM-2 with an
/// injected clock, private, and never lost to a bad file or a failed write.
@Suite(.timeLimit(.minutes(2))) struct ReviewServiceTests {
  static let credentials = ["LEETCODE_SESSION": "review-cookie-31", "LEETCODE_CSRFTOKEN": "csrf-31"]
  /// Problems in the fake's list: more than 3,000 solved.
  static let count = 3_600

  /// A fixture whose fake serves `rows` as the progress list.
  static func fixture(_ rows: [String]) throws -> FetchFixture {
    let fake = try FakeLeetCode()
    fake.serveHistory(FakeHistory(rows: rows))
    return try FetchFixture(fake: fake)
  }

  /// A review service over `fixture`, signed in unless told, its pages not paced.
  static func service(
    _ fixture: FetchFixture, signedIn: Bool = true, policy: FetchPolicy = FetchPolicy()
  ) throws -> ReviewService {
    let problems = try fixture.service(policy: policy, environment: signedIn ? credentials : [:])
    return ReviewService(problems: problems, pacer: RequestPacer(interval: .zero))
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason))
  func everySolvedProblemOfTheCorpusIsListedAndKeptWithItsFetchTime() throws {
    let fixture = try Self.fixture(
      try #require(FakeHistoryFixtures.corpusProgressRows(Self.count, now: Date())))
    defer { fixture.cleanUp() }
    let loaded = try Self.service(fixture).load()
    #expect(!loaded.fromCache && loaded.list.questions.count == Self.count)
    #expect(fixture.fake.operations.filter { $0 == "userProgressQuestionList" }.count == 36)
    let schedule = ReviewSchedule(dailyCap: 10_000)
    let queue = ReviewQueue(
      questions: loaded.list.questions, schedule: schedule, clock: ReviewClock(now: Date(), fixedOffset: 0))
    #expect(
      queue.due.count == FakeHistoryFixtures.corpusReviewable(Self.count), "malformed dates are left out")
    #expect(queue.due.count > 3_000)
    #expect(
      queue.due.first?.titleSlug
        == loaded.list.questions.last { $0.lastSubmittedAt != nil && $0.mark == .solved }?.titleSlug)
    let cached = try #require(try fixture.store.readSolvedList())
    #expect(cached.questions == loaded.list.questions)
    #expect(abs(cached.fetchedAt.timeIntervalSince(fixture.clock.now)) < 1)
    let mode = try FileManager.default.attributesOfItem(atPath: fixture.store.solvedListURL.path)[
      .posixPermissions]
    #expect((mode as? NSNumber)?.intValue == 0o600)
  }

  @Test func aFreshCopyIsNotFetchedAgainAndOfflineTheCopyShowsWithItsAge() throws {
    let fixture = try Self.fixture(FakeHistoryFixtures.progressRows(150))
    defer { fixture.cleanUp() }
    _ = try Self.service(fixture).load()
    let asked = fixture.fake.operations.count
    fixture.clock.advance(600)
    let again = try Self.service(fixture).load()
    #expect(again.fromCache && abs(again.age - 600) < 1 && fixture.fake.operations.count == asked)
    fixture.clock.advance(7_200)
    let offline = try Self.service(fixture, policy: FetchPolicy(offline: true)).load()
    #expect(offline.fromCache && abs(offline.age - 7_800) < 1 && offline.staleBecause == .said("offline"))
    #expect(offline.list.questions.count == 150 && fixture.fake.operations.count == asked)
  }

  @Test func offlineWithNothingCachedAndSignedOutEachIsOneReason() throws {
    let fixture = try Self.fixture(FakeHistoryFixtures.progressRows(3))
    defer { fixture.cleanUp() }
    #expect(throws: LoadError.signInNeeded("the review list")) {
      try Self.service(fixture, signedIn: false).load()
    }
    #expect(throws: LoadError.self) { try Self.service(fixture, policy: FetchPolicy(offline: true)).load() }
    #expect(fixture.fake.requests.isEmpty, "nothing is asked signed out or offline")
  }

  @Test func gradingWithAnInjectedClockMovesTheDueDateAsSM2Says() throws {
    let fixture = try Self.fixture([])
    defer { fixture.cleanUp() }
    let service = try Self.service(fixture)
    let slug = try #require(TitleSlug.validated("two-sum"))
    let start = Date(timeIntervalSince1970: 1_778_414_400)  // 2026-05-10 12:00 UTC
    let day = { (n: Double) in ReviewClock(now: start + n * 86_400, fixedOffset: 0) }
    let today = day(0).today
    #expect(try service.grade(slug, .good, clock: day(0)).dueDay == today + 1)
    #expect(try service.grade(slug, .good, clock: day(1)).dueDay == today + 1 + 6)
    let third = try service.grade(slug, .good, clock: day(7))
    #expect(third.intervalDays == 15 && third.dueDay == today + 7 + 15, "6 × 2.5 = 15")
    let lapse = try service.grade(slug, .again, clock: day(22))
    #expect(lapse.repetitions == 0 && lapse.dueDay == today + 23)
    let easy = try service.grade(slug, .easy, clock: day(23))
    #expect(abs(easy.easiness - 2.6) < 1e-9 && easy.dueDay == today + 24)
    let kept = try service.schedule()
    #expect(kept.cards["two-sum"] == easy && kept.gradedToday(day(23)) == 1)
  }

  @Test func aVersionOneListIsStillReadAndHostileCompactRowsAreCheckedAsLeetCodesAre() throws {
    let v1 = #"""
      {"version":1,"fetchedAt":1800000000,"questions":[{"frontendId":"1","title":"Two  Sum","titleSlug":"two-sum",\#
      "difficulty":"EASY","lastSubmittedAt":1799990000,"questionStatus":"SOLVED","numSubmitted":3}]}
      """#
    let read = try #require(SolvedList.decode(Data(v1.utf8)))
    #expect(read.questions.map(\.title) == ["Two Sum"] && read.questions.first?.mark == .solved)
    let again = try #require(SolvedList.decode(read.encoded()))
    #expect(again == read, "the compact rows keep every field")
    let hostile = #"""
      {"version":2,"fetchedAt":1800000000,"questions":[["2","Add\u001b[31m Two","add-two","MEDIUM",1799990000,\#
      1,"SOLVED",null],["3","Bad","../etc","EASY",null,null,"SOLVED",null],["4"],"x",\#
      ["5","Short","short-row"]]}
      """#
    let checked = try #require(SolvedList.decode(Data(hostile.utf8)))
    #expect(checked.questions.map(\.titleSlug) == ["add-two", "short-row"])
    #expect(checked.questions.first?.title == "Add Two" && checked.questions.last?.lastSubmittedAt == nil)
  }

  @Test func theScheduleIsPrivateInTheStateFolderAndABadFileIsNeverReplaced() throws {
    let fixture = try Self.fixture([])
    defer { fixture.cleanUp() }
    let service = try Self.service(fixture)
    let file = try #require(service.scheduleFile)
    #expect(file.url.path == fixture.root.path + "/.local/state/leetview/leetcode.com/review-schedule.json")
    let slug = try #require(TitleSlug.validated("two-sum"))
    let clock = ReviewClock(now: Date(), fixedOffset: 0)
    try service.grade(slug, .good, clock: clock)
    let mode = try FileManager.default.attributesOfItem(atPath: file.url.path)[.posixPermissions]
    #expect((mode as? NSNumber)?.intValue == 0o600)
    let folder = try FileManager.default.attributesOfItem(atPath: file.root.path)[.posixPermissions]
    #expect((folder as? NSNumber)?.intValue == 0o700)
    try Data("{ not json".utf8).write(to: file.url)
    #expect(throws: LoadError.self) { try service.grade(slug, .easy, clock: clock) }
    #expect(
      try Data(contentsOf: file.url) == Data("{ not json".utf8), "a damaged schedule is left for the user")
  }

  @Test(.enabled(if: getuid() != 0, "root writes through a read-only folder"))
  func aFailedWriteLeavesTheOldScheduleWhole() throws {
    let fixture = try Self.fixture([])
    defer { fixture.cleanUp() }
    let service = try Self.service(fixture)
    let file = try #require(service.scheduleFile)
    let clock = ReviewClock(now: Date(), fixedOffset: 0)
    try service.grade(try #require(TitleSlug.validated("two-sum")), .good, clock: clock)
    let before = try Data(contentsOf: file.url)
    let folder = file.url.deletingLastPathComponent()
    try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: folder.path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path) }
    #expect(throws: LoadError.self) {
      try service.grade(try #require(TitleSlug.validated("add-two-numbers")), .hard, clock: clock)
    }
    #expect(try Data(contentsOf: file.url) == before)
    #expect(try service.schedule().cards.keys.sorted() == ["two-sum"])
  }

  @Test func aStateFolderThatCannotBeMadeIsOneReasonAndNothingElseMoves() throws {
    let fixture = try Self.fixture([])
    defer { fixture.cleanUp() }
    try Data("a file, not a folder\n".utf8).write(to: fixture.root.appendingPathComponent(".local"))
    let service = try Self.service(fixture)
    let slug = try #require(TitleSlug.validated("two-sum"))
    do {
      try service.grade(slug, .good, clock: ReviewClock(now: Date(), fixedOffset: 0))
      Issue.record("a schedule that cannot be written was said to be kept")
    } catch let error as LoadError {
      #expect(
        error.message.contains("could not be written") && error.message.contains("review-schedule.json"))
      #expect(!error.message.contains("\n"))
    }
    #expect(try service.schedule().cards.isEmpty)
  }
}
