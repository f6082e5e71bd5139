import CookieFixtures
import Foundation
import LeetTestSupport
import Synchronization
import Testing

/// `leetview login` from the browsers: real cookie stores in a temporary HOME, the real
/// `leetview-cookies` helper, and a fake LeetCode answering `userStatus` by the cookie it gets.
@Suite struct BrowserLoginTests {
  private typealias Setup = FetchEndToEndTests.Setup

  /// The sessions the fake counts as signed in, by cookie value, changed between two runs.
  private final class Accounts: Sendable {
    let signedIn: Mutex<[String: FakeAccount]>
    init(_ accounts: [String: FakeAccount]) { signedIn = Mutex(accounts) }
  }

  /// A set-up whose HOME holds a Firefox profile with `firefox` and a Chromium profile with
  /// `chromium` (v10, meta version 24), and a fake that knows `accounts`.
  private static func setup(firefox: String, chromium: String, accounts: Accounts) throws -> Setup {
    let fake = try FakeFixtures.smallSite()
    fake.serveUserStatus { accounts.signedIn.withLock { $0 } }
    let setup = try Setup(fake: fake)
    try writeFirefox(firefox, in: setup, created: Date(timeIntervalSinceNow: -60))
    let chromiumFolder = setup.root.appendingPathComponent("config/chromium/Default")
    try FileManager.default.createDirectory(at: chromiumFolder, withIntermediateDirectories: true)
    try CookieStores.chromium(
      at: chromiumFolder.appendingPathComponent("Cookies").path,
      FixtureCookie.signedIn(session: chromium, csrf: "chromium-token"))
    return setup
  }

  /// Writes the Firefox profile `abc.default` with the session `value`, stored at `created`.
  private static func writeFirefox(_ value: String, in setup: Setup, created: Date) throws {
    let folder = setup.root.appendingPathComponent(".mozilla/firefox/abc.default")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let database = folder.appendingPathComponent("cookies.sqlite").path
    for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: database + suffix) }
    try CookieStores.firefox(
      at: database,
      [
        FixtureCookie(name: "LEETCODE_SESSION", value: value, created: created),
        FixtureCookie(name: "csrftoken", value: "firefox-token", created: created),
        FixtureCookie(name: "cf_clearance", value: "firefox-clearance", created: created),
      ])
  }

  @Test func pipedLoginStoresTheSignedInSessionAndSaysWhere() throws {
    let accounts = Accounts(["firefox-session-1a2b": FakeAccount(username: "ada")])
    let setup = try Self.setup(
      firefox: "firefox-session-1a2b", chromium: "chromium-signed-out-3c4d", accounts: accounts)
    defer { setup.cleanUp() }
    let login = try setup.run(["login"])
    #expect(login.status == 0, "\(login.stderr)")
    #expect(login.stdout.hasPrefix("Signed in to leetcode.com as ada (Firefox, profile abc.default).\n"))
    #expect(login.stdout.contains("The session cookie expires on "))
    let whoami = try setup.run(["whoami"])
    #expect(
      whoami.stdout.hasPrefix(
        "leetcode.com: signed in as ada (not Premium), from Firefox, profile abc.default"))
    let cookie = setup.fake.requests.last?.headers["cookie"] ?? ""
    #expect(cookie.contains("cf_clearance=firefox-clearance"), "the browser's clearance is sent")
    let config = try String(
      contentsOf: setup.root.appendingPathComponent("config/leetview/config.json"), encoding: .utf8)
    #expect(config.contains("\"origin\" : \"Firefox, profile abc.default\""), "\(config.count) bytes")
    for text in [login.stdout, login.stderr, whoami.stdout, whoami.stderr] {
      let clean = !text.contains("firefox-session-1a2b") && !text.contains("chromium-signed-out-3c4d")
      #expect(clean, "a cookie value leaked into an output")
    }
  }

  @Test func onLeetCodeCnTheSlugIsStoredBesideTheNameAndStatsUsesItOffline() throws {
    let fake = try FakeFixtures.smallSite()
    fake.serveUserStatus { ["cn-session-5e6f": FakeAccount(username: "爱丽丝", userSlug: "alice-x")] }
    let today = Int(Date().timeIntervalSince1970) / 86_400 * 86_400
    let users = ["alice-x": FakeProgress.busy("alice-x", today: today)]
    fake.serveProgressCN { users }
    let setup = try Setup(fake: fake)
    defer { setup.cleanUp() }
    let folder = setup.root.appendingPathComponent(".mozilla/firefox/abc.default")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try CookieStores.firefox(
      at: folder.appendingPathComponent("cookies.sqlite").path,
      FixtureCookie.signedIn(session: "cn-session-5e6f", csrf: "cn-token", host: ".leetcode.cn"))
    let login = try setup.run(["login", "--site", "cn"])
    #expect(login.status == 0, "\(login.stderr)")
    #expect(login.stdout.hasPrefix("Signed in to leetcode.cn as 爱丽丝"), "\(login.stdout)")
    let config = try String(
      contentsOf: setup.root.appendingPathComponent("config/leetview/config.json"), encoding: .utf8)
    #expect(config.contains("\"userSlug\" : \"alice-x\""), "\(config.count) bytes")
    let online = try setup.run(["stats", "--site", "cn", "--print", "--width", "80", "--color", "never"])
    #expect(online.status == 0, "\(online.stderr)")
    setup.fake.stop()
    let offline = try setup.run(
      ["stats", "--site", "cn", "--offline", "--print", "--width", "80", "--color", "never"])
    #expect(offline.status == 0, "\(offline.stderr)")
    #expect(offline.stdout.hasPrefix(" alice-x 的进度 · leetcode.cn"), "\(offline.stdout)")
  }

  @Test func oneBrowserWithOnlyASignedOutSessionSaysSoAndStoresNothing() throws {
    let accounts = Accounts(["firefox-session-1a2b": FakeAccount(username: "ada")])
    let setup = try Self.setup(
      firefox: "firefox-session-1a2b", chromium: "chromium-signed-out-3c4d", accounts: accounts)
    defer { setup.cleanUp() }
    let login = try setup.run(["login", "--browser", "chromium"])
    #expect(login.status == 1)
    #expect(
      login.stderr.contains("Chromium, profile Default: LeetCode says this session is signed out"),
      "\(login.stderr)")
    #expect(
      login.stderr.hasSuffix(
        "leetview: no signed-in LeetCode session in Chromium; `leetview login --paste` types one in\n"))
    #expect(
      login.stderr.contains("Firefox has a LeetCode session: `leetview login --browser firefox` reads it"))
    #expect(
      !FileManager.default.fileExists(
        atPath: setup.root.appendingPathComponent("config/leetview/config.json").path))
  }

  /// Issue 33, major 5: asked for a browser that has no session, login reports on that browser
  /// alone and names the others that have one.
  @Test func aBrowserWithoutASessionIsReportedAloneAndTheOthersAreNamed() throws {
    let accounts = Accounts(["firefox-session-1a2b": FakeAccount(username: "ada")])
    let setup = try Self.setup(
      firefox: "firefox-session-1a2b", chromium: "chromium-session-5e6f", accounts: accounts)
    defer { setup.cleanUp() }
    let login = try setup.run(["login", "--browser", "chrome"])
    #expect(login.status == 1)
    let home = setup.root.path
    #expect(
      login.stderr.contains(
        "  no LeetCode cookie in any profile of Chrome (native, Snap and Flatpak) under \(home)\n"),
      "\(login.stderr)")
    #expect(!login.stderr.contains("Firefox, Chrome"))
    #expect(
      login.stderr.contains("Firefox has a LeetCode session: `leetview login --browser firefox` reads it\n"))
    #expect(
      login.stderr.contains("Chromium has a LeetCode session: `leetview login --browser chromium` reads it\n")
    )
    #expect(
      login.stderr.hasSuffix(
        "leetview: no signed-in LeetCode session in Chrome; `leetview login --paste` types one in\n"))
    #expect(setup.fake.requests.isEmpty, "no session of another browser is sent")
    #expect(!login.stderr.contains("firefox-session") && !login.stderr.contains("chromium-session"))
  }

  @Test func aSessionSignedOutSinceIsReadAgainFromItsBrowserOnce() throws {
    let accounts = Accounts(["firefox-session-1a2b": FakeAccount(username: "ada")])
    let setup = try Self.setup(
      firefox: "firefox-session-1a2b", chromium: "chromium-signed-out-3c4d", accounts: accounts)
    defer { setup.cleanUp() }
    #expect(try setup.run(["login"]).status == 0)
    // Between two runs the old session ends and the browser signs in anew.
    accounts.signedIn.withLock { $0 = ["firefox-session-5e6f": FakeAccount(username: "ada")] }
    try Self.writeFirefox("firefox-session-5e6f", in: setup, created: Date())
    let whoami = try setup.run(["whoami"])
    #expect(whoami.status == 0, "\(whoami.stderr)")
    #expect(
      whoami.stderr
        == "leetview: the stored session was signed out; using the newer one from Firefox, profile abc.default\n"
    )
    #expect(whoami.stdout.hasPrefix("leetcode.com: signed in as ada"))
    // Signed out everywhere: one try, then it says so.
    accounts.signedIn.withLock { $0 = [:] }
    let out = try setup.run(["whoami"])
    #expect(out.status == 1)
    #expect(out.stdout.contains("the stored session is signed out"))
  }

  @Test func aSubmissionRefusedAsSignedOutGoesOnWithTheBrowsersNewerSession() throws {
    let fake = try FakeLeetCode()
    fake.serveList(rows: [FakeFixtures.listRow(id: "1", slug: "pebble-pairs", title: "Pebble Pairs")])
    fake.serveQuestion("pebble-pairs", body: FakeJudgeFixtures.question())
    let judge = FakeJudge(on: fake, session: "firefox-session-5e6f", csrfToken: "firefox-token")
    judge.judge(.accepted, pendingPolls: 0)
    let accounts = Accounts(["firefox-session-1a2b": FakeAccount(username: "ada")])
    fake.serveUserStatus { accounts.signedIn.withLock { $0 } }
    let setup = try Setup(fake: fake)
    defer { setup.cleanUp() }
    try Self.writeFirefox("firefox-session-1a2b", in: setup, created: Date(timeIntervalSinceNow: -60))
    let workspace = ["LEETVIEW_WORKSPACE": setup.root.appendingPathComponent("work").path, "EDITOR": "true"]
    #expect(try setup.run(["login"]).status == 0)
    #expect(try setup.run(["edit", "1"], extra: workspace).status == 0)
    // The stored session ends; the browser has signed in anew.
    accounts.signedIn.withLock { $0 = ["firefox-session-5e6f": FakeAccount(username: "ada")] }
    try Self.writeFirefox("firefox-session-5e6f", in: setup, created: Date())
    let submit = try setup.run(["submit", "1"], extra: workspace)
    #expect(submit.status == 0, "\(submit.stderr)")
    #expect(submit.stderr.contains("the stored session was signed out; using the newer one from Firefox"))
    #expect(submit.stdout.contains("Accepted"), "\(submit.stdout)")
    let submits = setup.fake.requests.filter { $0.path.contains("/submit/") }
    #expect(submits.count == 2, "refused once as signed out, then sent with the newer session")
  }
}
