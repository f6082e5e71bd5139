import Foundation
import LeetModel

/// Loads problems for display: from the cache when that is good enough, else from LeetCode, keeping
/// what it fetches.
///
/// Thread-safe; the interface may call it from a background thread.
///
/// Policy: a fresh cached copy is used as is; a stale one is refreshed with one short try and kept
/// (with `staleBecause` set) when that fails; what is not cached is fetched patiently; `--refresh`
/// always fetches; `--offline` never does. A failure leaves the cache as it was.
public final class ProblemService: @unchecked Sendable {
  public let repository: ProblemRepository
  public var store: CacheStore { repository.store }
  public var site: Site { store.site }

  let policy: FetchPolicy
  let environment: [String: String]
  private let transport: (any HTTPTransport)?
  private let retry: RetryPolicy
  let now: @Sendable () -> Date
  private let lock = NSLock()
  private var builtAPI: LeetCodeAPI?
  private var offlineSince: (date: Date, reason: String)?

  /// How long after a connectivity failure stale copies are shown without trying again.
  private let offlineMemory: TimeInterval = 60

  /// - Parameters:
  ///   - transport: how requests go out; the network helper process unless a test gives another.
  ///   - now: the clock that decides what is stale.
  public init(
    store: CacheStore, policy: FetchPolicy, environment: [String: String],
    transport: (any HTTPTransport)? = nil, retry: RetryPolicy = RetryPolicy(),
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.repository = ProblemRepository(store: store)
    self.environment = environment
    self.transport = transport
    self.retry = retry
    self.now = now
    var policy = policy
    if let config = try? ConfigFile.locate(environment: environment).read() {
      if let age = config.questionMaxAge, age >= 0 { policy.questionMaxAge = age }
      if let age = config.listMaxAge, age >= 0 { policy.listMaxAge = age }
    }
    self.policy = policy
  }

  /// Whether leetview is working without the network: `--offline`, or the last try to reach
  /// LeetCode failed for want of a connection.
  public var isOffline: Bool { offlineReason != nil }

  /// Why leetview is offline, or nil when it is not.
  public var offlineReason: String? {
    if policy.offline { return "offline (--offline)" }
    lock.lock()
    defer { lock.unlock() }
    return offlineSince.map { "offline: \($0.reason)" }
  }

  /// The client, built on first use from `LEETVIEW_ENDPOINT` and the credentials.
  /// - Throws: `LoadError.configuration` for a bad endpoint or an unsafe config file.
  public func api() throws -> LeetCodeAPI {
    lock.lock()
    defer { lock.unlock() }
    if let builtAPI { return builtAPI }
    let endpoint = try Endpoint.resolve(site: site, environment: environment)
    var credentials = Credentials.fromEnvironment(environment)
    if credentials == nil {
      credentials = try ConfigFile.locate(environment: environment).read()?.credentials
    }
    let client = LeetCodeClient(
      site: site, endpoint: endpoint, credentials: credentials,
      transport: transport ?? HelperProcessTransport(environment: environment),
      retry: retry)
    let api = LeetCodeAPI(client: client)
    builtAPI = api
    return api
  }

  // MARK: - Problems

  /// Loads the problem `query` (a frontend id or a title slug) under the fetch policy.
  /// - Throws: `LoadError`.
  public func load(_ query: String) throws -> LoadedProblem {
    let slug = try resolveSlug(query)
    return try load(slug: slug, shownAs: query)
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

  /// Loads the problem with title slug `slug`.
  /// - Throws: `LoadError`.
  public func load(slug: String, shownAs query: String? = nil) throws -> LoadedProblem {
    var cached: LoadedProblem? = nil
    var damage: LoadError? = nil
    do {
      cached = try repository.cachedProblem(slug: slug)
    } catch let error as LoadError {
      damage = error
    }
    if policy.offline {
      if let cached { return cached }
      if let damage { throw damage }
      throw LoadError.notCachedOffline("problem '\(query ?? slug)'")
    }
    if let cached, !policy.refresh,
      policy.isFresh(cached.source, maxAge: policy.questionMaxAge, now: now())
    {
      return cached
    }
    if let cached, !policy.refresh, let reason = recentOfflineReason() {
      return stale(cached, because: reason)
    }
    let budget: FetchBudget = cached == nil || policy.refresh ? .patient : .quick
    do {
      let fetched = try api().question(slug: slug, budget: budget)
      noteSuccess()
      try? store.write(fetched.body, kind: .questions, slug: slug)
      return LoadedProblem(problem: fetched.problem, source: .live)
    } catch let error as FetchError {
      noteFailure(error)
      if let cached { return stale(cached, because: error.message) }
      if case .noSuchProblem = error { throw LoadError.noSuchProblem(query ?? slug) }
      throw LoadError.network(error.message)
    }
  }

  /// The title slug for `query`: from a cached list, the query itself when it reads as a slug, or
  /// from the list fetched when no cached list knows the id.
  /// - Throws: `LoadError`.
  public func resolveSlug(_ query: String) throws -> String {
    do {
      if let slug = try repository.slugFromCache(for: query) { return slug }
    } catch LoadError.damagedCache(let path, let reason) {
      // Online, a damaged list is fetched again (and replaced); offline it is named.
      if policy.offline { throw LoadError.damagedCache(path: path, reason: reason) }
    }
    let cached = try? repository.cachedList()
    // leetcode.cn has mixed-case slugs (`p0NxJO`) that read as ids; the list knows them.
    if CacheStore.isValidSlug(query), let item = cached?.item(slug: query) { return item.titleSlug }
    if policy.offline { throw LoadError.unknownID(query) }
    if let cached, let fetchedAt = cached.fetchedAt,
      now().timeIntervalSince(fetchedAt) < policy.listMaxAge,
      (try? store.readList())?.source != .bundled
    {
      throw LoadError.unknownID(query)
    }
    let list: ProblemList
    do {
      list = try fetchList()
    } catch LoadError.network(let reason) where cached != nil {
      throw LoadError.network(
        "no problem with id '\(query)' in the cached problem list, and a newer list could not be "
          + "fetched: \(reason)")
    }
    guard let item = list.item(frontendID: query) ?? list.item(slug: query) else {
      throw LoadError.unknownID(query)
    }
    return item.titleSlug
  }

  // MARK: - The problem list

  /// The problem list: the cached one when fresh (or offline), else fetched and stored.
  ///
  /// A stale list is kept when fetching fails.
  ///
  /// - Throws: `LoadError`.
  public func list() throws -> ProblemList? {
    // Online, a damaged list counts as none: it is fetched again and replaced.
    let cached = policy.offline ? try repository.cachedList() : try? repository.cachedList()
    if policy.offline { return cached }
    if let cached, !policy.refresh, isFresh(list: cached) { return cached }
    do {
      return try fetchList()
    } catch let error as LoadError {
      if let cached { return cached }
      throw error
    }
  }

  /// Fetches the whole list and stores it as `problemset.json`.
  /// - Throws: `LoadError.network`.
  @discardableResult
  public func fetchList(
    beforeRequest: () -> Void = {}, progress: (Int, Int?) -> Void = { _, _ in }
  ) throws -> ProblemList {
    do {
      var list = try api().wholeList(beforeRequest: beforeRequest, progress: progress)
      noteSuccess()
      let date = now()
      list.fetchedAt = date
      try? store.writeList(list.encoded(fetchedAt: date))
      return list
    } catch let error as FetchError {
      noteFailure(error)
      throw LoadError.network(error.message)
    }
  }

  private func isFresh(list: ProblemList) -> Bool {
    guard let entry = try? store.readList() else { return false }
    switch entry.source {
    case .bundled, .live: return true
    case .cached(let modified):
      return now().timeIntervalSince(list.fetchedAt ?? modified) < policy.listMaxAge
    }
  }

  // MARK: - Daily

  /// Today's daily problem, loaded like any other.
  /// - Throws: `LoadError`.
  public func daily() throws -> LoadedProblem {
    if let cached = cachedDaily(), policy.offline || !policy.refresh {
      return try load(slug: cached.pointer.titleSlug, orFrom: cached.body, source: cached.source)
    }
    if policy.offline { throw LoadError.notCachedOffline("today's daily problem") }
    do {
      let (body, pointer) = try api().daily()
      noteSuccess()
      try? store.writeDaily(body)
      return try load(slug: pointer.titleSlug, orFrom: body, source: .live)
    } catch let error as FetchError {
      noteFailure(error)
      throw LoadError.network(error.message)
    }
  }

  /// Loads `slug` as usual; when that fails, shows the question the daily answer carries, if any.
  private func load(slug: String, orFrom dailyBody: Data, source: CacheSource) throws
    -> LoadedProblem
  {
    do {
      return try load(slug: slug)
    } catch let error as LoadError {
      guard let problem = try? ProblemDecoder.decode(dailyBody),
        problem.content != nil || problem.isPaidOnly
      else { throw error }
      return LoadedProblem(problem: problem, source: source)
    }
  }

  /// The cached daily answer when it is today's (in the site's time zone).
  private func cachedDaily() -> (pointer: DailyPointer, body: Data, source: CacheSource)? {
    guard let daily = store.todaysDaily(at: now()) else { return nil }
    return (daily.pointer, daily.entry.data, daily.entry.source)
  }

  // MARK: - Offline memory

  /// Checks with one short request whether LeetCode can be reached, and remembers the answer for
  /// `isOffline`.
  ///
  /// Any HTTP answer counts as reachable. Call it off the main thread.
  @discardableResult
  public func probeConnectivity() -> Bool {
    if policy.offline { return false }
    guard let api = try? api() else { return false }
    let ping = GraphQLOperation(name: "ping", query: "query ping { __typename }", variables: [:])
    do {
      _ = try api.client.graphQL(ping, budget: .quick)
      noteSuccess()
    } catch let error as FetchError {
      noteFailure(error)
      if error.meansOffline { return false }
      noteSuccess()
    } catch {
      return false
    }
    return true
  }

  private func stale(_ cached: LoadedProblem, because reason: String) -> LoadedProblem {
    var copy = cached
    copy.staleBecause = reason
    return copy
  }

  func recentOfflineReason() -> String? {
    lock.lock()
    defer { lock.unlock() }
    guard let since = offlineSince, now().timeIntervalSince(since.date) < offlineMemory else {
      return nil
    }
    return since.reason
  }

  func noteSuccess() {
    lock.lock()
    offlineSince = nil
    lock.unlock()
  }

  func noteFailure(_ error: FetchError) {
    guard error.meansOffline else { return }
    lock.lock()
    offlineSince = (now(), error.message)
    lock.unlock()
  }
}
