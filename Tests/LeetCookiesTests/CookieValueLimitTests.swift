import CookieFixtures
import Foundation
import LeetCookiesClient
import Testing

@testable import LeetCookies

@Suite("Cookie values over the 4 KB a cookie may have")
struct CookieValueLimitTests {
  /// 5 MB of text, built by SQLite itself (`hex` of a zeroblob), never in the test's memory.
  static let fiveMegabytes = "hex(zeroblob(2621440))"
  /// Its length in bytes.
  static let fiveMegabyteCount = 5 << 20

  /// Writes a real Firefox store of `cookies` at `path`, then sets the `name` cookie's value to
  /// `expression`.
  static func firefox(
    at path: String, _ cookies: [FixtureCookie], setting name: String, to expression: String
  )
    throws
  {
    try CookieStores.firefox(at: path, cookies)
    let database = try FixtureDatabase(path: path, journal: "wal")
    defer { database.close() }
    try database.run("UPDATE moz_cookies SET value = \(expression) WHERE name = ?", [name])
  }

  @Test("a 5 MB csrftoken in Firefox is left out with a reason; the session and cf_clearance are kept")
  func oversizedExtraIsLeftOut() throws {
    let home = try FixtureHome()
    defer { home.remove() }
    let database = try home.folder(".mozilla/firefox/x.default") + "/cookies.sqlite"
    try Self.firefox(
      at: database,
      FixtureCookie.signedIn(session: "eyJkept", csrf: "replaced")
        + [FixtureCookie(name: "cf_clearance", value: "clear-kept")],
      setting: "csrftoken", to: Self.fiveMegabytes)
    let answer = CookieFinder.find(CookieRequest(home: home.path, site: .com, browsers: [.firefox]))
    let found = try #require(answer.candidate(.firefox, "x.default"))
    #expect(found.cookies == BrowserCookies(session: "eyJkept", csrfToken: nil, cfClearance: "clear-kept"))
    let lines = answer.report.filter { $0.place == database }
    #expect(
      lines.map(\.outcome) == [
        .found,
        .cookieTooLarge(name: "csrftoken", bytes: Self.fiveMegabyteCount, limit: CookieLimits.valueBytes),
      ])
    #expect(
      lines.last?.text.hasSuffix(
        "the csrftoken cookie is 5.0 MB, over the 4096 bytes a cookie may have (left out)") == true)
  }

  @Test("a 5 MB LEETCODE_SESSION is the profile's reason; another profile's session is still found")
  func oversizedSessionIsTheReason() throws {
    let home = try FixtureHome()
    defer { home.remove() }
    let huge = try home.folder(".mozilla/firefox/huge") + "/cookies.sqlite"
    try Self.firefox(
      at: huge, FixtureCookie.signedIn(session: "replaced", csrf: "c"), setting: "LEETCODE_SESSION",
      to: Self.fiveMegabytes)
    let fine = try home.folder(".mozilla/firefox/fine") + "/cookies.sqlite"
    try CookieStores.firefox(at: fine, FixtureCookie.signedIn(session: "eyJfine", csrf: "c"))
    let answer = CookieFinder.find(CookieRequest(home: home.path, site: .com, browsers: [.firefox]))
    #expect(answer.candidates.map(\.cookies.session) == ["eyJfine"])
    #expect(
      answer.report.filter { $0.place == huge }.map(\.outcome) == [
        .cookieTooLarge(
          name: "LEETCODE_SESSION", bytes: Self.fiveMegabyteCount, limit: CookieLimits.valueBytes)
      ])
  }

  @Test("Chromium: a 3 MB encrypted value and a 5 MB plain one are measured, never read, and left out")
  func oversizedChromiumValues() throws {
    let home = try FixtureHome()
    defer { home.remove() }
    let encrypted = try home.signedInChromium(".config/google-chrome/Default", session: "eyJchrome")
    let plain = try home.signedInChromium(".config/chromium/Default", session: "eyJplain", prefix: nil)
    for (path, column, expression) in [
      (encrypted, "encrypted_value", "randomblob(3145728)"), (plain, "value", Self.fiveMegabytes),
    ] {
      let database = try FixtureDatabase(path: path)
      try database.run("UPDATE cookies SET \(column) = \(expression) WHERE name = ?", ["LEETCODE_SESSION"])
      database.close()
    }
    let answer = CookieFinder.find(
      CookieRequest(home: home.path, site: .com, browsers: [.chrome, .chromium]))
    #expect(answer.candidates.isEmpty)
    #expect(
      answer.outcome(at: encrypted)
        == .cookieTooLarge(name: "LEETCODE_SESSION", bytes: 3 << 20, limit: CookieLimits.valueBytes))
    #expect(
      answer.outcome(at: plain)
        == .cookieTooLarge(
          name: "LEETCODE_SESSION", bytes: Self.fiveMegabyteCount, limit: CookieLimits.valueBytes))
  }

  @Test("a value of exactly 4096 bytes is kept; one byte more is not")
  func limitIsInclusive() throws {
    let home = try FixtureHome()
    defer { home.remove() }
    let database = try home.folder(".mozilla/firefox/edge") + "/cookies.sqlite"
    let atLimit = "eyJ" + String(repeating: "a", count: CookieLimits.valueBytes - 3)
    try CookieStores.firefox(
      at: database,
      [
        FixtureCookie(name: "LEETCODE_SESSION", value: atLimit),
        FixtureCookie(name: "csrftoken", value: atLimit + "b"),
      ])
    let answer = CookieFinder.find(CookieRequest(home: home.path, site: .com, browsers: [.firefox]))
    let found = try #require(answer.candidate(.firefox, "edge"))
    #expect(found.cookies.session == atLimit && found.cookies.csrfToken == nil)
    #expect(
      answer.report.contains {
        $0.outcome == .cookieTooLarge(name: "csrftoken", bytes: 4097, limit: CookieLimits.valueBytes)
      })
  }
}
