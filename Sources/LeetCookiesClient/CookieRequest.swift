import LeetModel

/// What leetview asks `leetview-cookies`: whose home, which site, which browsers.
public struct CookieRequest: Hashable, Sendable {
  /// The home folder whose browsers are read (`$HOME`).
  public var home: String
  /// `$XDG_CONFIG_HOME` when set; else `<home>/.config`.
  public var configHome: String?
  /// The site whose cookies are wanted.
  public var site: Site
  /// Only these browsers; every one when empty (`login --browser NAME` gives one).
  public var browsers: Set<Browser>
  /// How long a keyring may take to answer before it counts as absent (0.1 to 60 seconds).
  public var keyringTimeout: Double {
    didSet { keyringTimeout = Self.bounded(keyringTimeout) }
  }
  /// How long the helper may look, in seconds (1 to 600): a place not read by then is skipped
  /// with a reason, so that the helper answers with what it found before its client stops it.
  public var secondsToLook: Double {
    didSet { secondsToLook = Self.bounded(secondsToLook, 1...600, otherwise: 20) }
  }

  public init(
    home: String, configHome: String? = nil, site: Site, browsers: Set<Browser> = [],
    keyringTimeout: Double = 5, secondsToLook: Double = 20
  ) {
    self.home = home
    self.configHome = configHome
    self.site = site
    self.browsers = browsers
    self.keyringTimeout = Self.bounded(keyringTimeout)
    self.secondsToLook = Self.bounded(secondsToLook, 1...600, otherwise: 20)
  }

  /// `seconds` within `range` (0.1 to 60 unless told); `otherwise` (5) when it is not a number.
  private static func bounded(
    _ seconds: Double, _ range: ClosedRange<Double> = 0.1...60, otherwise: Double = 5
  ) -> Double {
    seconds.isNaN ? otherwise : min(max(seconds, range.lowerBound), range.upperBound)
  }

  /// Whether `browser` is asked for.
  public func includes(_ browser: Browser) -> Bool { browsers.isEmpty || browsers.contains(browser) }

  /// The folder that holds the Chromium family's native homes.
  public var configFolder: String {
    if let configHome, configHome.hasPrefix("/") { return configHome }
    return home + "/.config"
  }
}
