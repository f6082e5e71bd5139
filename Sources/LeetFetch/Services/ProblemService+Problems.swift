import Dispatch
import FoundationEssentials
import LeetModel

/// Loading one problem: its slug from the id, the cache's answer, the fetch and its fallbacks.
extension ProblemService {
  /// Loads the problem `query` (a frontend id or a title slug) under the fetch policy.
  /// - Parameter announce: told what is about to be fetched, before each request goes out.
  /// - Throws: `LoadError`.
  public func load(_ query: String, announce: (FetchStep) -> Void = { _ in }) throws
    -> LoadedProblem
  {
    let slug = try resolveSlug(query, announce: announce)
    return try load(slug: slug, shownAs: query, announce: announce)
  }

  /// Runs `load(_:)` on a background queue and hands the result to `completion` there, so that
  /// the interface can keep drawing (and show that it is loading) meanwhile.
  public func loadInBackground(
    _ query: String, completion: @escaping @Sendable (Result<LoadedProblem, LoadError>) -> Void
  ) {
    DispatchQueue.global(qos: .userInitiated).async {
      completion(LoadError.catching { try self.load(query) })
    }
  }

  /// `load(_:)` for async callers; the work runs off the caller's executor.
  public func loadAsync(_ query: String) async -> Result<LoadedProblem, LoadError> {
    await withCheckedContinuation { continuation in
      loadInBackground(query) { continuation.resume(returning: $0) }
    }
  }

  /// What `load(_:)` gives without a request: the problem when the cache answers (a fresh copy,
  /// or any copy offline), nil when LeetCode must be asked.
  ///
  /// Reads only the disk, so the interface can call it before it starts.
  /// - Throws: `LoadError` for what is known without the network (a query that is neither id nor
  ///   slug; offline and not cached).
  public func loadWithoutFetching(_ query: String) throws -> LoadedProblem? {
    guard let slug = try cachedSlug(query) else { return nil }
    return try answerFromCache(slug: slug, shownAs: query).answer
  }

  /// Loads the problem with title slug `slug`.
  /// - Throws: `LoadError`.
  public func load(
    slug: String, shownAs query: String? = nil, announce: (FetchStep) -> Void = { _ in }
  ) throws -> LoadedProblem {
    let (answer, cached) = try answerFromCache(slug: slug, shownAs: query)
    if let answer { return answer }
    // Online, a bundled or stale copy is refreshed with one short try, and shown when that
    // fails: on a hung network it is on screen after the quick budget, not the patient one.
    let patient = cached == nil || policy.refresh
    announce(.problem(query ?? slug))
    do {
      let fetched = try question(slug: slug, budget: patient ? .patient : .quick)
      noteSuccess()
      if let name = TitleSlug.validated(slug) {
        keep { try store.write(fetched.body, kind: .questions, slug: name) }
      }
      return LoadedProblem(problem: fetched.problem, source: .live)
    } catch let error as FetchError {
      noteFailure(error)
      if let cached { return stale(cached, because: .failed(error, offlineHelps: true)) }
      if case .noSuchProblem = error { throw LoadError.noSuchProblem(query ?? slug) }
      // Nothing cached: `--offline` would find nothing either.
      throw LoadError.network(.failed(error, offlineHelps: false))
    }
  }

  /// The cache's answer for `slug` when it needs no request (`answer`), and the cached copy
  /// whatever its age (`cached`), to fall back on when a fetch fails.
  func answerFromCache(slug: String, shownAs query: String?) throws
    -> (answer: LoadedProblem?, cached: LoadedProblem?)
  {
    var cached: LoadedProblem? = nil
    var damage: LoadError? = nil
    do {
      cached = try repository.cachedProblem(slug: slug)
    } catch let error as LoadError {
      damage = error
    }
    if policy.offline {
      if let cached { return (cached, cached) }
      if let damage { throw damage }
      let shown = "problem '\(query ?? slug)'"
      // `leetview sync` skips premium problems: only opening one online keeps it.
      if (try? repository.cachedList())?.item(slug: slug)?.isPaidOnly == true {
        throw LoadError.notKeptOffline(
          shown,
          remedy: "it needs LeetCode Premium, which `leetview sync` skips; "
            + "open it once online to keep a copy")
      }
      throw LoadError.notCachedOffline(shown)
    }
    guard let cached, !policy.refresh else { return (nil, cached) }
    if policy.isFresh(cached.source, maxAge: policy.questionMaxAge, now: now()) {
      return (cached, cached)
    }
    if let reason = recentOfflineReason() { return (stale(cached, because: reason), cached) }
    return (nil, cached)
  }

  /// The title slug for `query`: from a cached list, the query itself when it reads as a slug, or
  /// from the list fetched when no cached list knows the id.
  /// - Throws: `LoadError`.
  public func resolveSlug(_ query: String, announce: (FetchStep) -> Void = { _ in }) throws
    -> String
  {
    if let slug = try cachedSlug(query) { return slug }
    let cached = try? repository.cachedList()
    announce(.list)
    let list: ProblemList
    do {
      list = try fetchList()
    } catch LoadError.network(let reason) where cached != nil {
      throw LoadError.network(.listNotFetched(id: query, because: reason))
    }
    guard let item = list.item(frontendID: query) ?? list.item(slug: query) else {
      throw LoadError.unknownIDOnline(query, listAge: nil)
    }
    return item.titleSlug
  }

  /// The title slug for `query` as the cache knows it; nil when only a newer list can tell.
  /// - Throws: `LoadError` for a query no list will ever answer (offline, or a fresh list
  ///   without it).
  fileprivate func cachedSlug(_ query: String) throws -> String? {
    do {
      if let slug = try repository.slugFromCache(for: query) { return slug }
    } catch LoadError.damagedCache(let path, let reason) {
      // Online, a damaged list is fetched again (and replaced); offline it is named.
      if policy.offline { throw LoadError.damagedCache(path: path, reason: reason) }
    }
    let cached = try? repository.cachedList()
    // leetcode.cn has mixed-case slugs (`p0NxJO`) that read as ids; the list knows them.
    if TitleSlug.validated(query) != nil, let item = cached?.item(slug: query) { return item.titleSlug }
    if policy.offline { throw LoadError.unknownID(query) }
    if let cached, let fetchedAt = cached.fetchedAt,
      now().timeIntervalSince(fetchedAt) < policy.listMaxAge,
      (try? store.readList())?.source != .bundled
    {
      throw LoadError.unknownIDOnline(query, listAge: FetchPolicy.age(of: fetchedAt, now: now()))
    }
    return nil
  }

  /// `cached` marked as shown in place of a fresh copy, for `reason`.
  func stale(_ cached: LoadedProblem, because reason: FetchReason) -> LoadedProblem {
    var copy = cached
    copy.staleBecause = reason
    return copy
  }
}
