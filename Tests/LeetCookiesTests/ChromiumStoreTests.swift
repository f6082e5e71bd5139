import CookieFixtures
import Foundation
import LeetCookiesClient
import LeetModel
import Testing
@testable import LeetCookies

@Suite("Chromium-family cookie stores")
struct ChromiumStoreTests {
  /// A request for `browsers` that gives a keyring little time (there is none in these tests).
  func request(_ home: FixtureHome, _ browsers: Set<Browser>, site: Site = .com) -> CookieRequest {
    CookieRequest(home: home.path, site: site, browsers: browsers, keyringTimeout: 2)
  }

  @Test("Chrome's v10 values at meta version 24 lose the host's hash; Profile N and the older Cookies path")
  func chromeVersion24() throws {
    let home = try FixtureHome()
    defer { home.remove() }
    let current = try home.folder(".config/google-chrome/Default/Network") + "/Cookies"
    try CookieStores.chromium(at: current, FixtureCookie.signedIn(session: "eyJchrome-v24", csrf: "csrf-24"))
    let older = try home.folder(".config/google-chrome/Profile 2") + "/Cookies"
    try CookieStores.chromium(
      at: older, FixtureCookie.signedIn(session: "eyJchrome-v18", csrf: "c"), version: 18)
    try home.folder(".config/google-chrome/System Profile")
    let beta = try home.folder(".config/google-chrome-beta/Profile 7/Network") + "/Cookies"
    try CookieStores.chromium(at: beta, FixtureCookie.signedIn(session: "eyJbeta", csrf: "c"))
    let answer = CookieFinder.find(request(home, [.chrome]))
    let found = try #require(answer.candidate(.chrome, "Default"))
    #expect(found.cookies.session == "eyJchrome-v24")
    #expect(found.cookies.csrfToken == "csrf-24")
    #expect(found.keySource == "peanuts")
    #expect(found.database == current)
    #expect(
      answer.candidate(.chrome, "Profile 2")?.cookies.session == "eyJchrome-v18",
      "\(answer.report.map(\.text))")
    #expect(answer.candidate(.chrome, "Profile 7")?.cookies.session == "eyJbeta")
    #expect(answer.candidates.count == 3)
    #expect(!answer.report.contains { $0.place.contains("System Profile") })
  }

  @Test("the hash prefix is dropped by the meta version, not by whether the text looks printable")
  func prefixByVersion() throws {
    let value = ChromiumValue(
      stored: ChromiumEncryption.encrypt("eyJabc", password: "peanuts", hostHash: ".leetcode.com"))
    let key = try #require(ChromiumCipher.key(password: Array("peanuts".utf8)))
    #expect(value.text(key: key, dropsHostHash: true) == "eyJabc")
    #expect(value.text(key: key, dropsHostHash: false) == nil)
    let wrong = try #require(ChromiumCipher.key(password: Array("nuts".utf8)))
    #expect(value.text(key: wrong, dropsHostHash: true) == nil)
    #expect(ChromiumValue(stored: Array("v20abcdefghijklmnop".utf8)).scheme == .unknown)
    #expect(ChromiumCipher.unpadded([1, 2, 3, 3, 3]) == [1, 2])
    #expect(ChromiumCipher.unpadded([1, 2, 0]) == nil)
    #expect(ChromiumCipher.unpadded([1, 2, 3, 2]) == nil)
  }

  @Test("v11 without a keyring: the empty password, then peanuts, each named as the key's source")
  func v11Fallbacks() throws {
    let home = try FixtureHome()
    defer { home.remove() }
    let snap = try home.folder("snap/chromium/common/chromium/Default") + "/Cookies"
    try CookieStores.chromium(
      at: snap, FixtureCookie.signedIn(session: "eyJsnap", csrf: "c"), prefix: "v11", password: "")
    let flatpak =
      try home.folder(".var/app/com.brave.Browser/config/BraveSoftware/Brave-Browser/Default") + "/Cookies"
    try CookieStores.chromium(
      at: flatpak, FixtureCookie.signedIn(session: "eyJbrave", csrf: "c"), prefix: "v11")
    let answer = CookieFinder.find(request(home, [.chromium, .brave]))
    let chromium = try #require(answer.candidate(.chromium, "Default", install: .snap))
    #expect(chromium.cookies.session == "eyJsnap")
    #expect(chromium.keySource == "the empty password")
    let brave = try #require(answer.candidate(.brave, "Default", install: .flatpak))
    #expect(brave.cookies.session == "eyJbrave")
    #expect(brave.keySource == "peanuts")
  }

  @Test("a value no password decrypts is a reason naming what was tried, never the value")
  func undecryptable() throws {
    let home = try FixtureHome()
    defer { home.remove() }
    let database = try home.signedInChromium(
      ".config/vivaldi/Default", session: "eyJsecret-vivaldi", prefix: "v11",
      password: "a password no keyring gave")
    let answer = CookieFinder.find(request(home, [.vivaldi]))
    #expect(answer.candidates.isEmpty)
    guard case .undecryptable(let tried) = answer.outcome(at: database) else {
      Issue.record("expected undecryptable, got \(String(describing: answer.outcome(at: database)))")
      return
    }
    #expect(tried.suffix(2) == ["the empty password", "peanuts"])
    #expect(answer.report.contains { $0.place == "the Secret Service" })
    let text = answer.report.map(\.text).joined(separator: "\n")
    #expect(!text.contains("eyJsecret-vivaldi"))
    #expect(text.contains("Vivaldi, profile Default"))
  }

  @Test("an empty encrypted_value uses value; a session cookie (expires_utc 0) has no expiry")
  func plainValueAndSessionCookie() throws {
    let home = try FixtureHome()
    defer { home.remove() }
    let database = try home.folder(".config/microsoft-edge/Default") + "/Cookies"
    try CookieStores.chromium(
      at: database, [FixtureCookie(name: "LEETCODE_SESSION", value: "eyJplain", expiry: nil)], prefix: nil)
    let answer = CookieFinder.find(request(home, [.edge]))
    let found = try #require(answer.candidate(.edge, "Default"))
    #expect(found.cookies.session == "eyJplain")
    #expect(found.sessionExpiry == nil)
    #expect(found.keySource == nil)
    #expect(found.cookies.csrfToken == nil)
  }

  @Test("Opera's one profile in its home; leetcode.cn apart; an expired session; a profile without cookies")
  func operaSitesAndExpiry() throws {
    let home = try FixtureHome()
    defer { home.remove() }
    let opera = try home.folder(".config/opera") + "/Cookies"
    try CookieStores.chromium(
      at: opera,
      FixtureCookie.signedIn(session: "eyJcom", csrf: "c1")
        + FixtureCookie.signedIn(session: "eyJcn", csrf: "c2", host: ".leetcode.cn"))
    let past = Date(timeIntervalSince1970: 1_600_000_000)
    let expired = try home.folder(".config/chromium/Profile 1") + "/Cookies"
    try CookieStores.chromium(
      at: expired, [FixtureCookie(name: "LEETCODE_SESSION", value: "old", expiry: past)])
    try home.folder(".config/chromium/Profile 4")
    let com = CookieFinder.find(request(home, [.opera, .chromium]))
    let cn = CookieFinder.find(request(home, [.opera, .chromium], site: .cn))
    #expect(com.candidates.map(\.cookies.session) == ["eyJcom"])
    #expect(cn.candidates.map(\.cookies.session) == ["eyJcn"])
    #expect(cn.candidates.first?.cookies.csrfToken == "c2")
    #expect(com.outcome(at: "Profile 1/Cookies") == .expired(past))
    #expect(com.outcome(at: "Profile 4") == .notFound)
    #expect(com.outcome(at: "\(home.path)/.config/brave") == nil)
  }

  @Test("every browser's homes are looked at, and the filter keeps to the one asked for")
  func homesAndFilter() throws {
    let home = try FixtureHome()
    defer { home.remove() }
    let all = CookieFinder.find(CookieRequest(home: home.path, site: .com))
    for expected in [
      ".mozilla/firefox", ".config/mozilla/firefox", "snap/firefox/common/.mozilla/firefox",
      ".var/app/org.mozilla.firefox/.mozilla/firefox",
      ".config/google-chrome", ".config/google-chrome-beta", ".config/chromium",
      "snap/chromium/common/chromium",
      ".config/BraveSoftware/Brave-Browser", ".config/microsoft-edge", ".config/vivaldi", ".config/opera",
      ".var/app/com.google.Chrome/config/google-chrome", ".var/app/org.chromium.Chromium/config/chromium",
    ] {
      #expect(all.outcome(at: "\(home.path)/\(expected)") == .notFound, "\(expected)")
    }
    #expect(all.failures.isEmpty)
    let one = CookieFinder.find(CookieRequest(home: home.path, site: .com, browsers: [.brave]))
    #expect(Set(one.report.compactMap(\.browser)) == [.brave])
    let xdg = CookieFinder.find(
      CookieRequest(home: home.path, configHome: "\(home.path)/xdg", site: .com, browsers: [.vivaldi]))
    #expect(xdg.outcome(at: "\(home.path)/xdg/vivaldi") == .notFound)
  }
}
