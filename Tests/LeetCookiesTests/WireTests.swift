import Foundation
import LeetCookiesClient
import LeetModel
import Testing

@Suite("The cookie helper's wire and what is shown of secrets")
struct WireTests {
  let candidate = CookieCandidate(
    browser: .brave, install: .flatpak, profile: "Profile 3", site: .cn,
    cookies: BrowserCookies(
      session: "eyJsession-value", csrfToken: "csrf-value", cfClearance: "clearance-value"),
    sessionExpiry: Date(timeIntervalSince1970: 1_900_000_000),
    sessionCreated: Date(timeIntervalSince1970: 1_800_000_000),
    database: "/home/u/.var/app/com.brave.Browser/config/BraveSoftware/Brave-Browser/Profile 3/Cookies",
    keySource: "the Secret Service (application=brave)")

  @Test("a request and an answer with every outcome come back as they went")
  func roundTrip() throws {
    let request = CookieRequest(
      home: "/home/u", configHome: "/home/u/xdg", site: .cn, browsers: [.firefox, .opera], keyringTimeout: 3,
      secondsToLook: 7)
    #expect(CookieWire.decodeRequest(CookieWire.encode(request)) == request)
    let outcomes: [CookieOutcome] = [
      .found, .notFound, .noCookie, .expired(Date(timeIntervalSince1970: 1_600_000_000)), .noPermission,
      .profileMissing, .undecryptable(tried: ["peanuts"]), .database(.locked), .database(.truncated),
      .database(.unknownSchema), .database(.notSQLite), .database(.unreadable("x")),
      .keyring(.noAnswer(seconds: 5)),
      .keyring(.absent("none")), .keyring(.locked), .keyring(.failed("why")),
      .database(.tooLarge(bytes: 60 << 30, limit: 256 << 20)), .database(.tooSlow(seconds: 10)),
      .database(.tooSlow(seconds: 0)), .cookieTooLarge(name: "csrftoken", bytes: 5 << 20, limit: 4096),
    ]
    let report = outcomes.map {
      CookieReportLine(browser: .chrome, install: .snap, profile: "Default", place: "/p", outcome: $0)
    }
    let answer = CookieAnswer(candidates: [candidate], report: report)
    #expect(CookieWire.decodeAnswer(CookieWire.encode(answer)) == answer)
    #expect(CookieWire.decodeAnswer(Data("{}".utf8)) == nil)
    #expect(CookieWire.decodeRequest(Data("{\"home\":\"/h\",\"site\":\"org\"}".utf8)) == nil)
    #expect(answer.failures.count == outcomes.count - 2)
  }

  @Test("a candidate whose value is over 4 KB is dropped from the helper's answer; one at 4 KB is kept")
  func oversizedValuesAreDropped() {
    var fits = candidate
    fits.cookies.session = String(repeating: "s", count: CookieLimits.valueBytes)
    var over = candidate
    over.profile = "over"
    over.cookies.cfClearance = String(repeating: "c", count: CookieLimits.valueBytes + 1)
    let decoded = CookieWire.decodeAnswer(
      CookieWire.encode(CookieAnswer(candidates: [fits, over], report: [])))
    #expect(decoded?.candidates == [fits])
  }

  @Test("no description, debug output or report line shows a cookie value")
  func secretsHidden() {
    let shown = [
      "\(candidate)", String(reflecting: candidate), "\(candidate.cookies)",
      String(reflecting: candidate.cookies),
      "\(CookieAnswer(candidates: [candidate], report: []))", candidate.origin,
    ]
    for text in shown {
      for secret in candidate.cookies.secrets { #expect(!text.contains(secret), "\(text)") }
    }
    #expect(candidate.origin == "Brave (Flatpak), profile Profile 3")
  }

  @Test("newest first: by when the session was stored, then by expiry; a keyring limit stays bounded")
  func newestFirstAndBounds() {
    func made(_ profile: String, created: Double?, expiry: Double?) -> CookieCandidate {
      var copy = candidate
      copy.profile = profile
      copy.sessionCreated = created.map(Date.init(timeIntervalSince1970:))
      copy.sessionExpiry = expiry.map(Date.init(timeIntervalSince1970:))
      return copy
    }
    let answer = CookieAnswer(
      candidates: [
        made("old", created: 100, expiry: 900), made("new", created: 300, expiry: 500),
        made("unknown", created: nil, expiry: 990), made("tie, later expiry", created: 300, expiry: nil),
      ], report: [])
    #expect(answer.newestFirst.map(\.profile) == ["tie, later expiry", "new", "old", "unknown"])
    #expect(CookieRequest(home: "/h", site: .com, keyringTimeout: .infinity).keyringTimeout == 60)
    #expect(CookieRequest(home: "/h", site: .com, keyringTimeout: .nan).keyringTimeout == 5)
    #expect(CookieRequest(home: "/h", site: .com, keyringTimeout: -1).keyringTimeout == 0.1)
    #expect(CookieRequest(home: "/h", site: .com, secondsToLook: 0).secondsToLook == 1)
    #expect(CookieRequest(home: "/h", site: .com, secondsToLook: .nan).secondsToLook == 20)
  }

  @Test("each browser's keyring names, in the order tried")
  func keyringNames() {
    #expect(Browser.chrome.keyringApplications == ["chrome", "chromium"])
    #expect(Browser.edge.keyringApplications == ["microsoft-edge", "chromium", "chrome"])
    #expect(Browser.chromium.keyringNames == ["Chromium", "Chrome"])
    #expect(Browser.edge.keyringNames == ["Microsoft Edge", "Chromium", "Chrome"])
    #expect(Site.cn.cookieHosts == [".leetcode.cn", "leetcode.cn"])
  }
}
