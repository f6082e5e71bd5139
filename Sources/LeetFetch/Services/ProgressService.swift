import FoundationEssentials
import LeetModel

/// A user's progress: read from `<site>/progress/<user>.json` with its age, fetched from
/// LeetCode when missing or older than an hour (always with `--refresh`, never offline), and kept
/// as it was when a refresh fails.
public final class ProgressService: Sendable {
  /// The problems' service, for the session, the client, the cache, the policy and the clock.
  public let problems: ProblemService
  /// How old a cached copy may be before it is fetched again: an hour.
  public static let maxAge: TimeInterval = 3_600

  /// A service over `problems`' session and cache.
  public init(problems: ProblemService) {
    self.problems = problems
  }

  /// The user the session signs in as: LeetCode's `userStatus` online (its `userSlug` on
  /// leetcode.cn), the name stored with the credentials offline; nil when signed out (or no name
  /// is known offline).
  ///
  /// A name learnt online is kept with the stored credentials it is for (a pasted session has
  /// none until then), so that `stats` finds its progress offline.
  /// - Throws: `FetchError` when LeetCode cannot be asked.
  public func signedInUser() throws -> UserName? {
    let session = problems.session
    guard let cookie = session.credentials?.session else { return nil }
    if problems.policy.offline {
      return session.storedCredentials?.profileName.flatMap(UserName.init)
    }
    let status = try problems.api().userStatus()
    guard status.isSignedIn, let name = status.profileName else { return nil }
    if var stored = session.storedCredentials, stored.credentials.session == cookie,
      stored.username != status.username || stored.userSlug != status.userSlug
    {
      stored.username = status.username
      stored.userSlug = status.userSlug
      try? session.store(stored)
    }
    return UserName(name)
  }

  /// The cached progress of `user` with its age now; nil when none is cached or it is damaged.
  public func cached(_ user: UserName) -> CachedProgress? {
    try? problems.store.readProgress(user, at: problems.now())
  }

  /// The progress of `user` under the policy: a fresh cached copy as is, else fetched; offline,
  /// or when the fetch fails, the cached copy with why.
  /// - Throws: `LoadError` when nothing is cached and it cannot be fetched.
  public func load(_ user: UserName) throws -> LoadedProgress {
    let cached = cached(user)
    if problems.policy.offline {
      guard let cached else {
        throw LoadError.notKeptOffline(
          "the progress of \(user.rawValue)",
          remedy: "run `leetview stats \(user.rawValue)` once online")
      }
      return LoadedProgress(
        snapshot: cached.snapshot, age: cached.age, fromCache: true, staleBecause: .said("offline"))
    }
    if let cached, !problems.policy.refresh, cached.age < Self.maxAge {
      return LoadedProgress(snapshot: cached.snapshot, age: cached.age, fromCache: true)
    }
    do {
      let snapshot = try refresh(user)
      return LoadedProgress(snapshot: snapshot, age: 0, fromCache: false)
    } catch let error as FetchError {
      let reason = FetchReason.failed(error, offlineHelps: cached == nil)
      guard let cached else { throw LoadError.network(reason) }
      return LoadedProgress(
        snapshot: cached.snapshot, age: cached.age, fromCache: true, staleBecause: reason)
    } catch let refusal as ProgressRefusal {
      guard let cached else { throw LoadError.network(.said(refusal.message)) }
      return LoadedProgress(
        snapshot: cached.snapshot, age: cached.age, fromCache: true, staleBecause: .said(refusal.message))
    }
  }

  /// Fetches the progress of `user` (this year's and last year's calendar) and stores it; the
  /// cache is left as it was when the fetch fails.
  /// - Throws: `FetchError` from the requests, `ProgressRefusal` when LeetCode refuses; a failed
  ///   write is kept for the cache warning.
  public func refresh(_ user: UserName) throws -> ProgressSnapshot {
    let now = problems.now()
    let year = UTCDay(now).date.year
    let snapshot: ProgressSnapshot
    do {
      snapshot = try problems.api().progress(of: user, years: [year, year - 1], fetchedAt: now)
    } catch let error as FetchError {
      problems.noteFailure(error)
      throw error
    }
    problems.noteSuccess()
    problems.keep { try problems.store.writeProgress(snapshot, of: user) }
    return snapshot
  }
}
