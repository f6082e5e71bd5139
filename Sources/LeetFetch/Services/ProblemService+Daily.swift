import FoundationEssentials
import LeetModel

/// Today's daily problem, loaded like any other.
extension ProblemService {
  /// Today's daily problem, loaded like any other.
  /// - Throws: `LoadError`.
  /// - Parameter announce: told what is about to be fetched, before each request goes out.
  public func daily(announce: (FetchStep) -> Void = { _ in }) throws -> LoadedProblem {
    if let cached = cachedDaily(), policy.offline || !policy.refresh {
      return try load(
        slug: cached.pointer.titleSlug, orFrom: cached.body, source: cached.source,
        announce: announce)
    }
    if policy.offline { throw Self.dailyNotCached }
    announce(.daily)
    do {
      let (body, pointer) = try api().daily()
      noteSuccess()
      keep { try store.writeDaily(body) }
      return try load(slug: pointer.titleSlug, orFrom: body, source: .live, announce: announce)
    } catch let error as FetchError {
      noteFailure(error)
      throw LoadError.network(.failed(error, offlineHelps: true))
    }
  }

  /// What `daily()` gives without a request, or nil when LeetCode must be asked.
  /// - Throws: `LoadError` when offline and today's daily problem is not cached.
  public func dailyWithoutFetching() throws -> LoadedProblem? {
    guard let cached = cachedDaily(), policy.offline || !policy.refresh else {
      if policy.offline { throw Self.dailyNotCached }
      return nil
    }
    // Offline nothing is fetched, so the whole load (with its fallback) answers at once.
    if policy.offline {
      return try load(slug: cached.pointer.titleSlug, orFrom: cached.body, source: cached.source)
    }
    return try? answerFromCache(slug: cached.pointer.titleSlug, shownAs: nil).answer
  }

  /// Loads `slug` as usual; when that fails, shows the question the daily answer carries, if any.
  fileprivate func load(
    slug: String, orFrom dailyBody: Data, source: CacheSource,
    announce: (FetchStep) -> Void = { _ in }
  ) throws -> LoadedProblem {
    do {
      return try load(slug: slug, announce: announce)
    } catch let error as LoadError {
      guard let problem = try? ProblemDecoder.decode(dailyBody),
        problem.content != nil || problem.isPaidOnly
      else { throw error }
      return LoadedProblem(problem: problem, source: source)
    }
  }

  /// The cached daily answer when it is today's (in the site's time zone).
  fileprivate func cachedDaily() -> (pointer: DailyPointer, body: Data, source: CacheSource)? {
    guard let daily = store.todaysDaily(at: now()) else { return nil }
    return (daily.pointer, daily.entry.data, daily.entry.source)
  }

  /// Offline without today's daily problem: `leetview sync` does not fetch it.
  static let dailyNotCached = LoadError.notKeptOffline(
    "today's daily problem", remedy: "run `leetview daily` when online")
}
