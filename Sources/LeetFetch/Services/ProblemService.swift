import Dispatch
import FoundationEssentials
import LeetModel
import Synchronization

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
  /// The run's environment, config and credentials.
  public let session: Session
  var environment: [String: String] { session.environment }

  let policy: FetchPolicy
  private let transport: (any HTTPTransport)?
  private let retry: RetryPolicy
  let now: @Sendable () -> Date
  /// Guards the client, the offline memory, the unkept write and where messages go.
  private let lock = Mutex(())
  /// The client, and the config revision it was built from.
  private var builtAPI: (api: LeetCodeAPI, configRevision: Int)?
  private var offlineSince: (date: Date, reason: String)?
  /// Why the first write to the cache failed, and whether that was said already.
  private var unkept: (reason: String, warned: Bool)?
  /// Whether messages go to the interface (no command-line advice) rather than to stderr.
  private var forInterface = false

  /// How long after a connectivity failure stale copies are shown without trying again.
  private let offlineMemory: TimeInterval = 60

  /// A service over `session`'s cache, with the config's cache ages in `policy`.
  /// - Parameters:
  ///   - transport: how requests go out; the network helper process unless a test gives another.
  ///   - now: the clock that decides what is stale.
  public init(
    session: Session, policy: FetchPolicy,
    transport: (any HTTPTransport)? = nil, retry: RetryPolicy = RetryPolicy(),
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.repository = ProblemRepository(store: session.store)
    self.session = session
    self.transport = transport
    self.retry = retry
    self.now = now
    var policy = policy
    if let config = session.config {
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
    return lock.withLock { _ in offlineSince.map { "offline: \($0.reason)" } }
  }

  /// The client, built on first use from `LEETVIEW_ENDPOINT` and the session's credentials, and
  /// again after new ones were stored (by this leetview or another).
  /// - Throws: `LoadError.configuration` for a bad endpoint or a config file now unsafe to read.
  public func api() throws -> LeetCodeAPI {
    try lock.withLock { _ in
      // A `login` in another terminal counts from the next request on.
      try session.rereadIfChanged()
      let revision = session.configRevision
      if let builtAPI, builtAPI.configRevision == revision { return builtAPI.api }
      let endpoint = try Endpoint.resolve(site: site, environment: environment)
      let client = LeetCodeClient(
        site: site, endpoint: endpoint, credentials: session.credentials,
        transport: transport ?? HelperProcessTransport(environment: environment),
        retry: retry)
      let api = LeetCodeAPI(client: client)
      builtAPI = (api, revision)
      return api
    }
  }

  /// A client of the same endpoint and transport with other `credentials`: a browser's session,
  /// checked before it is stored.
  /// - Throws: `LoadError.configuration` for a bad endpoint.
  public func api(credentials: Credentials) throws -> LeetCodeAPI {
    let endpoint = try Endpoint.resolve(site: site, environment: environment)
    return LeetCodeAPI(
      client: LeetCodeClient(
        site: site, endpoint: endpoint, credentials: credentials,
        transport: transport ?? HelperProcessTransport(environment: environment), retry: retry))
  }

  // MARK: - Problems

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
      if let cached { return stale(cached, because: describe(error)) }
      if case .noSuchProblem = error { throw LoadError.noSuchProblem(query ?? slug) }
      // Nothing cached: `--offline` would find nothing either.
      throw LoadError.network(describe(error, offlineHelps: false))
    }
  }

  /// The cache's answer for `slug` when it needs no request (`answer`), and the cached copy
  /// whatever its age (`cached`), to fall back on when a fetch fails.
  private func answerFromCache(slug: String, shownAs query: String?) throws
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
      throw LoadError.network(
        "no problem with id '\(query)' in the cached problem list, and a newer list could not be "
          + "fetched: \(reason)")
    }
    guard let item = list.item(frontendID: query) ?? list.item(slug: query) else {
      throw LoadError.unknownIDOnline(query, listAge: nil)
    }
    return item.titleSlug
  }

  /// The title slug for `query` as the cache knows it; nil when only a newer list can tell.
  /// - Throws: `LoadError` for a query no list will ever answer (offline, or a fresh list
  ///   without it).
  private func cachedSlug(_ query: String) throws -> String? {
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
  /// - Parameter mustKeep: whether a list that cannot be written is a failure (`sync`, whose
  ///   whole work is the writing), rather than a list shown and a warning.
  /// - Throws: `LoadError.network`; with `mustKeep`, `LoadError.configuration` when the cache
  ///   cannot be written.
  @discardableResult
  public func fetchList(
    mustKeep: Bool = false, beforeRequest: () -> Void = {}, progress: (Int, Int?) -> Void = { _, _ in }
  ) throws -> ProblemList {
    do {
      var list = try api().wholeList(beforeRequest: beforeRequest, progress: progress)
      noteSuccess()
      let date = now()
      list.fetchedAt = date
      let data = list.encoded(fetchedAt: date)
      if mustKeep {
        do {
          try store.writeList(data)
        } catch {
          throw LoadError.configuration(
            "cannot write the cache \(store.location.root.path) (\(CacheStore.writeReason(error))); "
              + "the problem list was fetched but not kept")
        }
      } else {
        keep { try store.writeList(data) }
      }
      return list
    } catch let error as FetchError {
      noteFailure(error)
      throw LoadError.network(describe(error))
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
      throw LoadError.network(describe(error))
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
  private func load(
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
  private func cachedDaily() -> (pointer: DailyPointer, body: Data, source: CacheSource)? {
    guard let daily = store.todaysDaily(at: now()) else { return nil }
    return (daily.pointer, daily.entry.data, daily.entry.source)
  }

  /// Offline without today's daily problem: `leetview sync` does not fetch it.
  static let dailyNotCached = LoadError.notKeptOffline(
    "today's daily problem", remedy: "run `leetview daily` when online")

  // MARK: - Advice

  /// Messages from now on go to the interface: advice only the command line can follow is left
  /// out of them.
  public func speakToInterface() {
    lock.withLock { _ in forInterface = true }
  }

  /// `error`'s message for where it will be read; `offlineHelps` false leaves out the advice to
  /// use `--offline` (when nothing is cached to show).
  public func describe(_ error: FetchError, offlineHelps: Bool = true) -> String {
    let commandLine = lock.withLock { _ in !forInterface }
    return error.message(commandLine: commandLine && offlineHelps)
  }

  // MARK: - Keeping what was fetched

  /// Runs a write to the cache; when it fails, what was fetched is still used, and the failure is
  /// remembered for `takeCacheWarning()`.
  func keep(_ write: () throws -> Void) {
    do {
      try write()
    } catch {
      noteUnkept(error)
    }
  }

  /// Remembers the first reason the cache could not be written.
  func noteUnkept(_ error: any Error) {
    let reason = CacheStore.writeReason(error)
    lock.withLock { _ in
      if unkept == nil { unkept = (reason, false) }
    }
  }

  /// The warning that the cache cannot be written, once per run: nil when every write succeeded
  /// or the warning was taken already.
  public func takeCacheWarning() -> String? {
    lock.withLock { _ in
      guard let reason = unkept?.reason, unkept?.warned == false else { return nil }
      unkept?.warned = true
      return "cannot write the cache \(store.location.root.path) (\(reason)); "
        + "what is fetched is shown but not kept"
    }
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
    lock.withLock { _ in
      guard let since = offlineSince, now().timeIntervalSince(since.date) < offlineMemory else {
        return nil
      }
      return since.reason
    }
  }

  func noteSuccess() {
    lock.withLock { _ in offlineSince = nil }
  }

  func noteFailure(_ error: FetchError) {
    guard error.meansOffline else { return }
    let reason = describe(error)
    lock.withLock { _ in offlineSince = (now(), reason) }
  }
}
