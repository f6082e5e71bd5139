import FoundationEssentials
import LeetModel
import Synchronization

/// One run of leetview's surroundings, found and read once: the environment, the site, the cache,
/// the config file with what it says, and the credentials; everything else receives it.
///
/// The config file is located here and nowhere else, and read once; what leetview itself writes
/// to it (`login`, the tab bar) goes through the session, which keeps what it holds in step, and
/// `rereadIfChanged()` takes in what another leetview wrote (a `login` in another terminal).
public final class Session: Sendable {
  /// The process environment the run started with.
  public let environment: [String: String]
  /// The site the run talks to.
  public let site: Site
  /// The cache of that site.
  public let store: CacheStore
  /// The config file's place.
  public let configFile: ConfigFile
  /// What the config file says, its revision (how many times it was taken in again since the
  /// start), and the file's stamp when it was read.
  private let contents: Mutex<(config: ConfigFile.Contents?, revision: Int, stamp: FileStamp?)>

  /// A session for `site` in `environment`, over `store`, reading the config file once.
  /// - Parameter replacingUnreadableConfig: start without the config file when it cannot be read
  ///   (`login`, which writes it anew) instead of failing.
  /// - Throws: `LoadError.configuration` for a config file that is unsafe to read or not JSON.
  public init(
    environment: [String: String], site: Site, store: CacheStore,
    replacingUnreadableConfig: Bool = false
  ) throws {
    self.environment = environment
    self.site = site
    self.store = store
    let file = ConfigFile.locate(environment: environment)
    configFile = file
    let stamp = FileStamp(file.url.path)
    let config: ConfigFile.Contents?
    do {
      config = try file.read()
    } catch  where replacingUnreadableConfig {
      config = nil
    }
    contents = Mutex((config, 0, stamp))
  }

  /// What the config file says; nil when there is none.
  public var config: ConfigFile.Contents? { contents.withLock { $0.config } }

  /// The credentials: `LEETCODE_SESSION` and `LEETCODE_CSRFTOKEN` from the environment, else the
  /// config file's for the site; nil when neither has any.
  public var credentials: Credentials? {
    if let given = Credentials.fromEnvironment(environment), !given.isEmpty { return given }
    return config?.credentials(for: site)?.credentials
  }

  /// The site's credentials as the config file keeps them, with their origin and expiry.
  public var storedCredentials: StoredCredentials? { config?.credentials(for: site) }

  /// Whether both cookies the judge needs are set.
  public var isSignedIn: Bool {
    credentials?.session != nil && credentials?.csrfToken != nil
  }

  /// How many times the session has taken in a new config file, so that a client built from the
  /// credentials knows when they changed.
  public var configRevision: Int { contents.withLock { $0.revision } }

  /// Stores `stored` as the site's credentials in the config file (mode 0600) and holds them from
  /// now on.
  /// - Throws: `LoadError.configuration` when the file cannot be written.
  public func store(_ stored: StoredCredentials) throws {
    try configFile.store(stored, for: site)
    try reread()
  }

  /// Removes the site's credentials from the config file.
  /// - Throws: `LoadError.configuration` when the file cannot be read or written.
  public func forgetCredentials() throws {
    try configFile.forgetCredentials(for: site)
    try reread()
  }

  /// Stores the tab bar's order and hidden tabs in the config file, keeping its other keys.
  /// - Throws: `LoadError.configuration` when the file cannot be read or written.
  public func storeTabs(order: [String], hidden: [String]) throws {
    try configFile.storeTabs(order: order, hidden: hidden)
    try reread()
  }

  /// Reads the config file again when it changed on disk since it was read (written by another
  /// leetview): one `stat` when it did not.
  /// - Returns: whether it changed.
  /// - Throws: `LoadError.configuration` when the new file is unsafe to read or not JSON.
  @discardableResult
  public func rereadIfChanged() throws -> Bool {
    let stamp = FileStamp(configFile.url.path)
    guard contents.withLock({ $0.stamp }) != stamp else { return false }
    try reread()
    return true
  }

  /// Reads back the file just written.
  private func reread() throws {
    let stamp = FileStamp(configFile.url.path)
    let config = try configFile.read()
    contents.withLock { $0 = (config, $0.revision + 1, stamp) }
  }
}
