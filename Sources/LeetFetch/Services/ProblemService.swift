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
  /// Guards the client, the offline memory and the unkept write.
  let lock = Mutex(())
  /// The client, and the config revision it was built from.
  private var builtAPI: (api: LeetCodeAPI, configRevision: Int)?
  /// When LeetCode last could not be reached, and why.
  var offlineSince: (date: Date, error: FetchError)?
  /// Why the first write to the cache failed, and whether that was said already.
  var unkept: (reason: String, warned: Bool)?

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
}
