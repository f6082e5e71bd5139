/// What leetview asks `leetview-cookies`: whose home, which site, which browsers.
public struct CookieRequest: Hashable, Sendable {
  /// The home folder whose browsers are read (`$HOME`).
  public var home: String
  /// `$XDG_CONFIG_HOME` when set; else `<home>/.config`.
  public var configHome: String?
  /// The site whose cookies are wanted.
  public var site: CookieSite
  /// Only these browsers; every one when empty (`login --browser NAME` gives one).
  public var browsers: Set<Browser>
  /// How long a keyring may take to answer before it counts as absent.
  public var keyringTimeout: Double

  public init(
    home: String, configHome: String? = nil, site: CookieSite, browsers: Set<Browser> = [],
    keyringTimeout: Double = 5
  ) {
    self.home = home
    self.configHome = configHome
    self.site = site
    self.browsers = browsers
    self.keyringTimeout = keyringTimeout
  }

  /// Whether `browser` is asked for.
  public func includes(_ browser: Browser) -> Bool { browsers.isEmpty || browsers.contains(browser) }

  /// The folder that holds the Chromium family's native homes.
  public var configFolder: String {
    if let configHome, configHome.hasPrefix("/") { return configHome }
    return home + "/.config"
  }
}
