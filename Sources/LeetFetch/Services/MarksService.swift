import FoundationEssentials
import LeetModel
import Synchronization

/// The user's solved marks: read from the cache with their age, refreshed in one request, and
/// moved at once by a submit, never down.
public final class MarksService: Sendable {
  /// The problems' service, for the session, the client, the cache and the clock.
  public let problems: ProblemService
  /// How old marks may be before they are refreshed in the background: an hour.
  public static let maxAge: TimeInterval = 3_600
  /// Serializes the read, merge and write of `marks.json` within the process.
  private let fileLock = Mutex(())

  /// A service over `problems`' session and cache.
  public init(problems: ProblemService) {
    self.problems = problems
  }

  /// The cached marks with their age now; nil when there are none or the file is damaged.
  public func cached() -> CachedMarks? {
    try? problems.store.readMarks(at: problems.now())
  }

  /// Whether the cached marks are missing or older than `maxAge`.
  public func needsRefresh() -> Bool {
    guard let cached = cached() else { return true }
    return cached.age >= Self.maxAge
  }

  /// Fetches the marks, merges them by maximum with the cached ones and stores the result.
  ///
  /// Without a session cookie nothing is asked. Marks cached for another user are replaced,
  /// not merged. When the request fails the cache is left as it was.
  /// - Throws: `FetchError` from the request; a write error from the cache.
  public func refresh(budget: FetchBudget = .patient) throws -> MarksRefresh {
    guard problems.session.credentials?.session != nil else { return .signedOut }
    let answer = try problems.api().solvedMarks(budget: budget)
    guard case .signedIn(let user, let fetched) = answer else { return .signedOut }
    return try fileLock.withLock { _ in
      var marks = fetched
      if let old = cached()?.snapshot, old.user == user || old.user.isEmpty || user.isEmpty {
        marks = old.marks.merging(fetched)
      }
      let snapshot = MarksSnapshot(marks: marks, user: user, fetchedAt: problems.now())
      try problems.store.writeMarks(snapshot)
      return .refreshed(snapshot)
    }
  }

  /// Moves the mark of `slug` after `result`: an Accepted submission marks it solved, any other
  /// verdict attempted unless it is already solved; a run on test cases moves nothing.
  /// - Returns: the marks now; nil only for a run with nothing cached. With nothing cached, the one
  ///   mark is kept with a fetch time of long ago, so that a refresh follows.
  /// - Throws: a write error from the cache.
  @discardableResult
  public func recordSubmit(_ result: JudgeResult, slug: TitleSlug) throws -> SolvedMarks? {
    guard result.kind == .submission else { return cached()?.snapshot.marks }
    return try fileLock.withLock { _ in
      var snapshot =
        cached()?.snapshot
        ?? MarksSnapshot(marks: SolvedMarks(), user: "", fetchedAt: .distantPast)
      snapshot.marks = snapshot.marks.recordingSubmit(
        of: slug, accepted: result.verdict == .accepted)
      try problems.store.writeMarks(snapshot)
      return snapshot.marks
    }
  }
}
