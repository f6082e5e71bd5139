import CookieFixtures
import Foundation
import LeetCookiesClient
import Testing

@testable import LeetCookies

@Suite("Firefox cookie stores")
struct FirefoxStoreTests {
  @Test("a session written a moment ago, only in the -wal, is read from the private copy")
  func sessionOnlyInTheLog() throws {
    let home = try FixtureHome()
    defer { home.remove() }
    let profile = try home.folder(".mozilla/firefox/abcd1234.default-release")
    try home.write(
      ".mozilla/firefox/profiles.ini",
      "[General]\nStartWithLastProfile=1\n\n[Profile0]\nName=default-release\nIsRelative=1\n"
        + "Path=abcd1234.default-release\nDefault=1\n")
    let database = "\(profile)/cookies.sqlite"
    let open = try CookieStores.firefox(
      at: database, FixtureCookie.signedIn(session: "eyJwal-only-session", csrf: "csrf-wal"), keepOpen: true)
    defer { open?.close() }
    #expect(!file(database, contains: "eyJwal-only-session"))
    #expect(file(database + "-wal", contains: "eyJwal-only-session"))

    let answer = CookieFinder.find(CookieRequest(home: home.path, site: .com, browsers: [.firefox]))
    let found = try #require(answer.candidate(.firefox, "default-release"))
    #expect(found.cookies.session == "eyJwal-only-session")
    #expect(found.cookies.csrfToken == "csrf-wal")
    #expect(found.keySource == nil)
    #expect(found.database == database)
    // The browser's files are left as they were: the row is still only in its log.
    #expect(!file(database, contains: "eyJwal-only-session"))
  }

  @Test("Firefox 147's XDG home, under XDG_CONFIG_HOME when it is set, is read like the classic one")
  func xdgHome() throws {
    let home = try FixtureHome()
    defer { home.remove() }
    let classic = try home.folder(".config/mozilla/firefox/x1.default")
    try CookieStores.firefox(
      at: "\(classic)/cookies.sqlite", FixtureCookie.signedIn(session: "eyJxdg-default", csrf: "c1"))
    let moved = try home.folder("xdg/mozilla/firefox/x2.default")
    try CookieStores.firefox(
      at: "\(moved)/cookies.sqlite", FixtureCookie.signedIn(session: "eyJxdg-moved", csrf: "c2"))
    let plain = CookieFinder.find(CookieRequest(home: home.path, site: .com, browsers: [.firefox]))
    #expect(plain.candidates.map(\.cookies.session) == ["eyJxdg-default"])
    let xdg = CookieFinder.find(
      CookieRequest(home: home.path, configHome: "\(home.path)/xdg", site: .com, browsers: [.firefox]))
    #expect(xdg.candidates.map(\.cookies.session) == ["eyJxdg-moved"])
  }

  @Test("the private copy lives in a 0700 folder and is removed after reading")
  func privateCopyIsRemoved() throws {
    let home = try FixtureHome()
    defer { home.remove() }
    let database = try home.folder(".mozilla/firefox/p1") + "/cookies.sqlite"
    try CookieStores.firefox(at: database, FixtureCookie.signedIn(session: "s1", csrf: "c1"))
    let copies = try home.folder("copies")
    let copy = try PrivateCopy(of: database, temporary: copies)
    var info = stat()
    #expect(stat(copy.folder, &info) == 0 && info.st_mode & 0o777 == 0o700)
    #expect(stat(copy.database, &info) == 0 && info.st_mode & 0o777 == 0o600)
    copy.remove()
    #expect(try FileManager.default.contentsOfDirectory(atPath: copies).isEmpty)

    let reader = ProfileReader(site: .com, keys: ChromiumKeys(timeout: 1), now: Date(), temporary: copies)
    let (candidate, lines) = reader.read(
      ProfileLocation(browser: .firefox, install: .native, profile: "p1", database: database))
    #expect(candidate?.cookies.session == "s1")
    #expect(lines.map(\.outcome) == [.found])
    #expect(try FileManager.default.contentsOfDirectory(atPath: copies).isEmpty)
  }

  @Test(
    "profiles.ini's relative and absolute paths, a folder it does not name, and one it names that is not there"
  )
  func profilesFromTheIniAndTheFolders() throws {
    let home = try FixtureHome()
    defer { home.remove() }
    let elsewhere = try home.folder("elsewhere/work")
    try CookieStores.firefox(
      at: "\(elsewhere)/cookies.sqlite", FixtureCookie.signedIn(session: "abs", csrf: "c"))
    let relative = try home.folder(".mozilla/firefox/rel.default")
    try CookieStores.firefox(
      at: "\(relative)/cookies.sqlite", FixtureCookie.signedIn(session: "rel", csrf: "c"))
    let unnamed = try home.folder(".mozilla/firefox/Profiles/zz.other")
    try CookieStores.firefox(
      at: "\(unnamed)/cookies.sqlite", FixtureCookie.signedIn(session: "unnamed", csrf: "c"))
    try home.write(
      ".mozilla/firefox/profiles.ini",
      """
      [Profile0]
      Name=Rel
      IsRelative=1
      Path=rel.default

      [Profile1]
      Name=Work
      IsRelative=0
      Path=\(elsewhere)

      [Profile2]
      Name=Gone
      IsRelative=1
      Path=gone.profile
      """)
    let answer = CookieFinder.find(CookieRequest(home: home.path, site: .com, browsers: [.firefox]))
    #expect(answer.candidate(.firefox, "Rel")?.cookies.session == "rel")
    #expect(answer.candidate(.firefox, "Work")?.cookies.session == "abs")
    #expect(answer.candidate(.firefox, "zz.other")?.cookies.session == "unnamed")
    #expect(answer.candidates.count == 3)
    #expect(answer.outcome(at: "gone.profile") == .profileMissing)
    let gone = try #require(answer.report.first { $0.place.contains("gone.profile") })
    #expect(gone.text.contains("Firefox, profile Gone"))
    #expect(gone.text.contains("profiles.ini points to a folder that does not exist"))
  }

  @Test("Snap and Flatpak homes are read beside the native one")
  func snapAndFlatpak() throws {
    let home = try FixtureHome()
    defer { home.remove() }
    let snap = try home.folder("snap/firefox/common/.mozilla/firefox/s.default")
    try CookieStores.firefox(at: "\(snap)/cookies.sqlite", FixtureCookie.signedIn(session: "snap", csrf: "c"))
    let flatpak = try home.folder(".var/app/org.mozilla.firefox/.mozilla/firefox/f.default")
    try CookieStores.firefox(
      at: "\(flatpak)/cookies.sqlite", FixtureCookie.signedIn(session: "flat", csrf: "c"))
    let answer = CookieFinder.find(CookieRequest(home: home.path, site: .com, browsers: [.firefox]))
    #expect(answer.candidate(.firefox, "s.default", install: .snap)?.cookies.session == "snap")
    #expect(answer.candidate(.firefox, "f.default", install: .flatpak)?.cookies.session == "flat")
    #expect(answer.outcome(at: "\(home.path)/.mozilla/firefox") == .notFound)
    #expect(
      answer.candidate(.firefox, "s.default", install: .snap)?.origin == "Firefox (Snap), profile s.default")
  }

  @Test("leetcode.cn's cookies are kept apart from leetcode.com's")
  func sitesApart() throws {
    let home = try FixtureHome()
    defer { home.remove() }
    let profile = try home.folder(".mozilla/firefox/both")
    try CookieStores.firefox(
      at: "\(profile)/cookies.sqlite",
      FixtureCookie.signedIn(session: "com-session", csrf: "com-csrf")
        + FixtureCookie.signedIn(session: "cn-session", csrf: "cn-csrf", host: ".leetcode.cn")
        + [FixtureCookie(host: "leetcode.cn", name: "cf_clearance", value: "cn-clearance")]
        + [FixtureCookie(host: ".evil-leetcode.com", name: "LEETCODE_SESSION", value: "not-ours")])
    let com = CookieFinder.find(CookieRequest(home: home.path, site: .com, browsers: [.firefox]))
    let cn = CookieFinder.find(CookieRequest(home: home.path, site: .cn, browsers: [.firefox]))
    #expect(com.candidates.map(\.cookies.session) == ["com-session"])
    #expect(com.candidates.first?.cookies.cfClearance == nil)
    #expect(cn.candidates.map(\.cookies.session) == ["cn-session"])
    #expect(cn.candidates.first?.cookies.csrfToken == "cn-csrf")
    #expect(cn.candidates.first?.cookies.cfClearance == "cn-clearance")
    #expect(cn.candidates.first?.site == .cn)
  }

  @Test("expiry in seconds or milliseconds; an expired session is a reason, not a candidate")
  func expiry() throws {
    let home = try FixtureHome()
    defer { home.remove() }
    let later = Date(timeIntervalSince1970: 1_900_000_000)
    let milli = try home.folder(".mozilla/firefox/milli")
    try CookieStores.firefox(
      at: "\(milli)/cookies.sqlite", [FixtureCookie(name: "LEETCODE_SESSION", value: "ms", expiry: later)],
      milliseconds: true)
    let past = Date(timeIntervalSince1970: 1_600_000_000)
    let old = try home.folder(".mozilla/firefox/old")
    try CookieStores.firefox(
      at: "\(old)/cookies.sqlite", [FixtureCookie(name: "LEETCODE_SESSION", value: "gone", expiry: past)])
    let none = try home.folder(".mozilla/firefox/none")
    try CookieStores.firefox(at: "\(none)/cookies.sqlite", [FixtureCookie(name: "csrftoken", value: "only")])
    let answer = CookieFinder.find(CookieRequest(home: home.path, site: .com, browsers: [.firefox]))
    #expect(answer.candidate(.firefox, "milli")?.sessionExpiry == later)
    #expect(answer.outcome(at: "old/cookies.sqlite") == .expired(past))
    #expect(answer.outcome(at: "none/cookies.sqlite") == .noCookie)
    #expect(answer.candidates.count == 1)
  }

  @Test("the default container's session is preferred to a container's, then the newest")
  func containers() throws {
    let home = try FixtureHome()
    defer { home.remove() }
    let profile = try home.folder(".mozilla/firefox/c")
    try CookieStores.firefox(
      at: "\(profile)/cookies.sqlite",
      [
        FixtureCookie(
          name: "LEETCODE_SESSION", value: "container", created: Date(), container: "^userContextId=2"),
        FixtureCookie(
          host: "leetcode.com", name: "LEETCODE_SESSION", value: "older",
          created: Date(timeIntervalSinceNow: -900)),
        FixtureCookie(name: "LEETCODE_SESSION", value: "newer", created: Date(timeIntervalSinceNow: -60)),
      ])
    let answer = CookieFinder.find(CookieRequest(home: home.path, site: .com, browsers: [.firefox]))
    #expect(answer.candidates.map(\.cookies.session) == ["newer"])
  }
}
