#if canImport(Glibc)
  import Glibc
#endif

/// What leetview takes from the environment it runs in, each fact decided here alone: the home
/// folder, the XDG cache, config and state folders, and what the terminal says of colour.
public struct Surroundings: Hashable, Sendable {
  /// The home folder: `HOME` when it is an absolute path, else the account's own (never a
  /// relative path, so an empty `HOME` cannot put the cache under the working folder); nil when
  /// neither is known.
  public var home: String?
  /// `XDG_CACHE_HOME` when absolute, else `<home>/.cache`.
  public var cacheHome: String?
  /// `XDG_CONFIG_HOME` when absolute, else `<home>/.config`.
  public var configHome: String?
  /// `XDG_STATE_HOME` when absolute, else `<home>/.local/state`: where the user's own records
  /// live that leetview cannot fetch again (the review schedule).
  public var stateHome: String?
  /// Whether `NO_COLOR` is set, to any value (no-color.org).
  public var noColor: Bool
  /// Whether `COLORTERM` says the terminal draws 24-bit colour (`truecolor` or `24bit`).
  public var saysTrueColor: Bool

  /// The surroundings `environment` describes (the account's home from the password database,
  /// looked up only when `HOME` gives none: every start reads these, most with a good `HOME`).
  public init(environment: [String: String]) {
    let given = environment["HOME"]?.hasPrefix("/") == true
    self.init(environment: environment, accountHome: given ? nil : Self.accountHome())
  }

  /// The surroundings `environment` describes, with `accountHome` where `HOME` gives none.
  public init(environment: [String: String], accountHome: String?) {
    let absolute = { (value: String?) in value.flatMap { $0.hasPrefix("/") ? $0 : nil } }
    home = absolute(environment["HOME"]) ?? absolute(accountHome)
    cacheHome = absolute(environment["XDG_CACHE_HOME"]) ?? home.map { $0 + "/.cache" }
    configHome = absolute(environment["XDG_CONFIG_HOME"]) ?? home.map { $0 + "/.config" }
    stateHome = absolute(environment["XDG_STATE_HOME"]) ?? home.map { $0 + "/.local/state" }
    noColor = environment["NO_COLOR"] != nil
    let colorTerm = environment["COLORTERM"]?.lowercased()
    saysTrueColor = colorTerm == "truecolor" || colorTerm == "24bit"
  }

  /// The home folder the password database gives this process's user.
  static func accountHome() -> String? {
    #if canImport(Glibc)
      guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
      return String(cString: directory)
    #else
      return nil
    #endif
  }
}
