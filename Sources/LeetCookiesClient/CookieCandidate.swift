import FoundationEssentials
import LeetModel

/// A LeetCode session found in one browser profile, not yet checked with LeetCode.
public struct CookieCandidate: Hashable, Sendable {
  /// The browser it came from.
  public var browser: Browser
  /// How that browser is installed.
  public var install: Install
  /// The profile's name (`Default`, `Profile 1`, a Firefox profile's name or folder).
  public var profile: String
  /// The site the cookies belong to.
  public var site: Site
  /// The cookie values.
  public var cookies: BrowserCookies
  /// When the session cookie expires; nil for a cookie that lasts as long as the browser runs.
  public var sessionExpiry: Date?
  /// When the browser stored the session cookie, when it says: the newest session wins a tie.
  public var sessionCreated: Date?
  /// The cookie database it was read from (the browser's file, not the private copy).
  public var database: String
  /// Which password decrypted it (`the Secret Service (application=chromium)`, `peanuts`, ...);
  /// nil for a browser that does not encrypt.
  public var keySource: String?

  public init(
    browser: Browser, install: Install, profile: String, site: Site, cookies: BrowserCookies,
    sessionExpiry: Date?, sessionCreated: Date?, database: String, keySource: String?
  ) {
    self.browser = browser
    self.install = install
    self.profile = profile
    self.site = site
    self.cookies = cookies
    self.sessionExpiry = sessionExpiry
    self.sessionCreated = sessionCreated
    self.database = database
    self.keySource = keySource
  }

  /// Where it came from, for the user: `Chromium (Snap), profile Default`.
  public var origin: String {
    let install = self.install == .native ? "" : " (\(self.install == .snap ? "Snap" : "Flatpak"))"
    return "\(browser.displayName)\(install), profile \(profile)"
  }
}
