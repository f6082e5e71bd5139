import FoundationEssentials
import LeetModel
import Synchronization

/// The review of solved problems: every problem the user touched, from `userProgressQuestionList`
/// (cached in `<site>/review/solved.json` with its fetch time, fetched again when older than an
/// hour, never offline), and the learner's schedule (`ReviewScheduleFile`), graded by SM-2.
public final class ReviewService: Sendable {
  /// The problems' service, for the session, the client, the cache, the policy and the clock.
  public let problems: ProblemService
  /// Keeps the list's pages apart, politely: a user with 3,000 solved problems takes 30 of them.
  public let pacer: RequestPacer
  /// The schedule's file; nil when no state folder is known (no home).
  public let scheduleFile: ReviewScheduleFile?
  /// Serializes the read, grade and write of the schedule within the process.
  private let scheduleLock = Mutex(())

  /// How old a cached list may be before it is fetched again: an hour.
  public static let maxAge: TimeInterval = 3_600

  /// A service over `problems`' session and cache, the schedule in the session's state folder.
  public init(problems: ProblemService, pacer: RequestPacer = RequestPacer(interval: .milliseconds(200))) {
    self.problems = problems
    self.pacer = pacer
    scheduleFile = ReviewScheduleFile.locate(environment: problems.session.environment, site: problems.site)
  }

  /// Whether a session is there to ask LeetCode with (the list is the signed-in user's).
  public var isSignedIn: Bool { problems.session.credentials?.session != nil }

  /// The cached list with its age now; nil when none is cached or it is damaged.
  public func cached() -> LoadedSolvedList? {
    guard let list = try? problems.store.readSolvedList() else { return nil }
    let age = max(0, problems.now().timeIntervalSince(list.fetchedAt))
    return LoadedSolvedList(list: list, age: age, fromCache: true)
  }

  /// The list under the policy: a fresh cached copy as is, else fetched; offline, or when the
  /// fetch fails, the cached copy with why.
  /// - Throws: `LoadError.signInNeeded` signed out; `LoadError` when nothing is cached and it
  ///   cannot be fetched.
  public func load() throws -> LoadedSolvedList {
    guard isSignedIn else { throw LoadError.signInNeeded("the review list") }
    let cached = cached()
    if problems.policy.offline {
      guard var cached else {
        throw LoadError.notKeptOffline("the review list", remedy: "run `leetview review` once online")
      }
      cached.staleBecause = .said("offline")
      return cached
    }
    if let cached, !problems.policy.refresh, cached.age < Self.maxAge { return cached }
    do {
      return LoadedSolvedList(list: try refresh(), age: 0, fromCache: false)
    } catch let error as FetchError {
      let reason = FetchReason.failed(error, offlineHelps: cached == nil)
      guard var cached else { throw LoadError.network(reason) }
      cached.staleBecause = reason
      return cached
    }
  }

  /// Fetches every page of the list and stores it; the cache is left as it was when it fails.
  /// - Throws: `FetchError` from the requests (LeetCode's words when it refuses); a failed
  ///   write is kept for the cache warning.
  public func refresh() throws -> SolvedList {
    let list: SolvedList
    do {
      let page = try problems.api().progressQuestions(beforeRequest: pacer.waitForTurn)
      list = SolvedList(fetchedAt: problems.now(), questions: page.questions)
    } catch let error as FetchError {
      problems.noteFailure(error)
      throw error
    }
    problems.noteSuccess()
    problems.keep { try problems.store.writeSolvedList(list) }
    return list
  }

  /// The clock of now, in the C library's local zone.
  public var clock: ReviewClock { ReviewClock.local(now: problems.now()) }

  /// The schedule as its file holds it (empty when there is none).
  /// - Throws: `LoadError.configuration` for a file that is there but cannot be used.
  public func schedule() throws -> ReviewSchedule {
    guard let scheduleFile else { return ReviewSchedule() }
    return try scheduleFile.read()
  }

  /// Grades the problem `slug` now and writes the schedule.
  /// - Returns: its card as graded.
  /// - Throws: `LoadError.configuration` when the schedule cannot be read or written (the file
  ///   is then as it was).
  @discardableResult
  public func grade(_ slug: TitleSlug, _ grade: ReviewGrade, clock: ReviewClock) throws -> ReviewCard {
    guard let scheduleFile else {
      throw LoadError.configuration("the review schedule needs a home folder: set HOME or XDG_STATE_HOME")
    }
    return try scheduleLock.withLock { _ in
      var schedule = try scheduleFile.read()
      schedule.grade(slug.rawValue, grade, clock: clock)
      try scheduleFile.write(schedule)
      return schedule.cards[slug.rawValue] ?? ReviewCard.graded(nil, grade, today: clock.today)
    }
  }
}
