import LeetCookiesClient

/// A browser profile whose cookie database is to be read.
struct ProfileLocation: Hashable, Sendable {
  /// The browser.
  var browser: Browser
  /// How it is installed.
  var install: Install
  /// The profile's name.
  var profile: String
  /// The cookie database's path (the browser's own file).
  var database: String

  /// A report line about this profile.
  func line(_ outcome: CookieOutcome, place: String? = nil) -> CookieReportLine {
    CookieReportLine(
      browser: browser, install: install, profile: profile, place: place ?? database, outcome: outcome)
  }
}

/// Where profiles were looked for: the profiles found and a line for each place that gave none.
struct Discovery: Sendable {
  var profiles: [ProfileLocation] = []
  var report: [CookieReportLine] = []

  mutating func append(_ other: Discovery) {
    profiles += other.profiles
    report += other.report
  }
}
