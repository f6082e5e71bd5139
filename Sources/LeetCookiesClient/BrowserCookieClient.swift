import FoundationEssentials
import HelperProcess
import LeetModel
import TermCore

/// Finds the LeetCode sessions in the machine's browsers through the helper `leetview-cookies`,
/// off leetview's own process.
///
/// The helper holds SQLite, libcrypto and libsecret (with glib), so that leetview never loads
/// them: only `login` and a stale session pay for them. The request goes on the helper's stdin
/// and the cookies come back on its stdout; nothing secret is in its arguments or environment.
/// Call it off the interface's thread; it blocks until the helper answers.
public struct BrowserCookieClient: Sendable {
  /// The variables the helper needs to reach the keyrings (the session bus, the desktop).
  static let passedVariables = [
    "DBUS_SESSION_BUS_ADDRESS", "XDG_RUNTIME_DIR", "XDG_CURRENT_DESKTOP", "DESKTOP_SESSION",
    "KDE_SESSION_VERSION", "TMPDIR",
  ]

  /// The helper program, when found.
  public let helper: HelperProcess?
  /// The environment the helper is given (only `passedVariables`).
  public let environment: [String: String]
  /// The longest the helper may take: two keyrings at their limit and the databases.
  public var timeout: TimeInterval

  /// The client of the helper at `helper`, else `LEETVIEW_COOKIES_HELPER`, else `leetview-cookies`
  /// beside the running program.
  public init(
    environment: [String: String] = ProcessInfo.processInfo.environment, helper: URL? = nil,
    timeout: TimeInterval = 30
  ) {
    self.helper =
      helper.map(HelperProcess.init(executable:)) ?? HelperProcess.locate(.cookies, environment: environment)
    self.timeout = timeout
    self.environment = environment.filter { Self.passedVariables.contains($0.key) }
  }

  /// The request for this environment's home (`HOME`, `XDG_CONFIG_HOME`); nil without a `HOME`.
  public static func request(
    site: Site, browsers: Set<Browser> = [],
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> CookieRequest? {
    guard let home = Surroundings(environment: environment).home else { return nil }
    let config = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
    return CookieRequest(home: home, configHome: config, site: site, browsers: browsers)
  }

  /// Looks for the sessions `request` asks for: candidates and the report, or why it could not.
  ///
  /// The helper is told to answer before `timeout` (less the keyrings' waits and a margin), so
  /// that a slow profile costs only itself; past `timeout` it is stopped, and a reply over
  /// `CookieLimits.replyBytes` is refused as damaged.
  public func find(_ request: CookieRequest) -> Result<CookieAnswer, CookieClientFailure> {
    guard let helper else {
      return .failure(CookieClientFailure("the helper leetview-cookies is missing beside leetview"))
    }
    var asked = request
    asked.secondsToLook = min(request.secondsToLook, timeout - 2 * request.keyringTimeout - 2)
    let run = CookieHelperRun(helper: helper, environment: environment, deadline: timeout)
    let ending: CookieHelperRun.Ending
    do {
      ending = try run.run(CookieWire.encode(asked))
    } catch {
      return .failure(error)
    }
    switch ending {
    case .replied(let output):
      if let answer = CookieWire.decodeAnswer(output) { return .success(answer) }
      return .failure(CookieClientFailure("the helper leetview-cookies gave no answer"))
    case .overlong:
      return .failure(
        CookieClientFailure(
          "the helper leetview-cookies gave an answer over \(ByteSize.text(Int64(run.replyLimit))) "
            + "(refused as damaged)"))
    case .stopped:
      return .failure(CookieClientFailure("the helper leetview-cookies stopped (took too long or crashed)"))
    }
  }
}
