/// One place looked at for a session, and what became of it.
public struct CookieReportLine: Hashable, Sendable {
  /// The browser the place belongs to; nil for a keyring shared by several.
  public var browser: Browser?
  /// How that browser is installed.
  public var install: Install?
  /// The profile, when the place is one.
  public var profile: String?
  /// The folder or file looked at, or the keyring's name (`the Secret Service`, `KWallet`).
  public var place: String
  /// What was found there.
  public var outcome: CookieOutcome

  public init(
    browser: Browser?, install: Install?, profile: String?, place: String, outcome: CookieOutcome
  ) {
    self.browser = browser
    self.install = install
    self.profile = profile
    self.place = place
    self.outcome = outcome
  }

  /// The line for the user: `Chromium (Snap), profile Default (/home/…/Cookies): no LEETCODE_SESSION cookie`.
  public var text: String {
    var who = browser?.displayName ?? ""
    if let install, install != .native { who += install == .snap ? " (Snap)" : " (Flatpak)" }
    if let profile { who += who.isEmpty ? "profile \(profile)" : ", profile \(profile)" }
    let prefix = who.isEmpty ? place : "\(who) (\(place))"
    return "\(prefix): \(outcome.text)"
  }
}
