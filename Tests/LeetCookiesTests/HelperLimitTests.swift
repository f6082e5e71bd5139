import CookieFixtures
import Foundation
import LeetCookiesClient
import Testing

@testable import LeetCookies

@Suite("The cookie helper's limits: databases, time and stale copies")
struct HelperLimitTests {
  /// 60 GB, the size of the sparse database.
  static let sixtyGigabytes: Int64 = 60 << 30

  /// Whether the temporary folder's file system holds a sparse 60 GB file (it costs no disk).
  static let holdsSparseFiles: Bool = {
    let path = NSTemporaryDirectory() + "/leetview-sparse-probe.\(getpid())"
    guard FileManager.default.createFile(atPath: path, contents: nil) else { return false }
    defer { unlink(path) }
    return truncate(path, off_t(sixtyGigabytes)) == 0
  }()

  @Test(
    "a sparse 60 GB cookies.sqlite is skipped before a byte is copied; the good profile beside it is read",
    .enabled(if: CookieHelper.path != nil, CookieHelper.absent),
    .enabled(if: holdsSparseFiles, "skipped: the temporary folder cannot hold a sparse 60 GB file"))
  func sixtyGigabyteStoreIsSkipped() throws {
    let helper = try #require(CookieHelper.path)
    let home = try FixtureHome()
    defer { home.remove() }
    let big = try home.folder(".mozilla/firefox/big.default") + "/cookies.sqlite"
    try CookieStores.firefox(at: big, FixtureCookie.signedIn(session: "eyJbig", csrf: "c"))
    #expect(truncate(big, off_t(Self.sixtyGigabytes)) == 0)
    let good = try home.folder(".mozilla/firefox/good.default") + "/cookies.sqlite"
    try CookieStores.firefox(at: good, FixtureCookie.signedIn(session: "eyJgood", csrf: "csrf-good"))
    try home.write(
      ".mozilla/firefox/profiles.ini",
      "[Profile0]\nName=big\nIsRelative=1\nPath=big.default\n\n[Profile1]\nName=good\nIsRelative=1\n"
        + "Path=good.default\n")
    let temporary = try home.folder("tmp")
    let answer = try #require(
      try CookieHelper.run(
        helper, request: CookieRequest(home: home.path, site: .com, browsers: [.firefox]),
        environment: ["TMPDIR": temporary]))
    #expect(answer.candidates.map(\.cookies.session) == ["eyJgood"])
    #expect(answer.candidate(.firefox, "good")?.cookies.csrfToken == "csrf-good")
    guard case .database(.tooLarge(let bytes, let limit)) = answer.outcome(at: big) else {
      Issue.record("expected the big profile skipped: \(answer.report.map(\.text))")
      return
    }
    #expect(bytes >= Self.sixtyGigabytes && limit == CookieLimits.copyBytes)
    let line = try #require(answer.report.first { $0.place == big }).text
    #expect(line.contains("too large to read (60.0 GB") && line.contains("over the 256.0 MB"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty)
  }

  @Test(
    "at the helper's start, the folders of a dead helper and old ones go; a live one and a link stay",
    .enabled(if: CookieHelper.path != nil, CookieHelper.absent))
  func staleCopiesAreSwept() throws {
    let helper = try #require(CookieHelper.path)
    let home = try FixtureHome()
    defer { home.remove() }
    let temporary = try home.folder("tmp")
    let dead = try Self.deadProcessID()
    let gone = try home.folder("tmp/leetview-cookies.\(dead).AbC123")
    try home.write("tmp/leetview-cookies.\(dead).AbC123/cookies.db", "a copy of a cookie database")
    let live = try home.folder("tmp/leetview-cookies.\(getpid()).LiV123")
    let old = try home.folder("tmp/leetview-cookies.\(getpid()).OlD123")
    var then = [timeval(tv_sec: time(nil) - 3600, tv_usec: 0), timeval(tv_sec: time(nil) - 3600, tv_usec: 0)]
    #expect(utimes(old, &then) == 0)
    let elsewhere = try home.folder("elsewhere")
    try home.write("elsewhere/keep", "not the helper's")
    let link = temporary + "/leetview-cookies.\(dead).LnK123"
    #expect(symlink(elsewhere, link) == 0)
    let unrelated = try home.folder("tmp/leetview-home.\(dead)")

    _ = try CookieHelper.run(
      helper, request: CookieRequest(home: home.path, site: .com, browsers: [.firefox]),
      environment: ["TMPDIR": temporary])
    #expect(PathProbe(gone) == .missing)
    #expect(PathProbe(old) == .missing)
    #expect(PathProbe(live) == .directory)
    #expect(PathProbe(unrelated) == .directory)
    #expect(PathProbe(link) == .directory && PathProbe(elsewhere + "/keep") == .file)
  }

  @Test("a profile whose time is up is skipped with a reason; the next, with its own, is read")
  func profilePastItsDeadlineIsSkipped() throws {
    let home = try FixtureHome()
    defer { home.remove() }
    let slow = try home.folder(".mozilla/firefox/slow") + "/cookies.sqlite"
    try CookieStores.firefox(at: slow, FixtureCookie.signedIn(session: "eyJslow", csrf: "c"))
    let fast = try home.folder(".mozilla/firefox/fast") + "/cookies.sqlite"
    try CookieStores.firefox(at: fast, FixtureCookie.signedIn(session: "eyJfast", csrf: "c"))
    let copies = try home.folder("copies")
    let reader = ProfileReader(site: .com, keys: ChromiumKeys(timeout: 1), now: Date(), temporary: copies)
    func location(_ database: String) -> ProfileLocation {
      ProfileLocation(browser: .firefox, install: .native, profile: "p", database: database)
    }
    // Less than a millisecond: spent before the first byte is copied.
    let (none, lines) = reader.read(location(slow), budget: ReadingBudget(seconds: 0.0001))
    #expect(none == nil)
    #expect(lines.map(\.outcome) == [.database(.tooSlow(seconds: 1))])
    #expect(lines.first?.text.contains("took longer than the 1 s a profile has") == true)
    let (skipped, reasons) = reader.read(location(slow), budget: ReadingBudget(seconds: 0))
    #expect(skipped == nil && reasons.map(\.outcome) == [.database(.tooSlow(seconds: 0))])
    let (found, _) = reader.read(location(fast))
    #expect(found?.cookies.session == "eyJfast")
    #expect(try FileManager.default.contentsOfDirectory(atPath: copies).isEmpty)
  }

  @Test("a statement still running at the reader's deadline is interrupted")
  func statementPastTheDeadlineIsInterrupted() throws {
    let home = try FixtureHome()
    defer { home.remove() }
    let path = home.path + "/any.sqlite"
    try CookieStores.firefox(at: path, [])
    let endless = """
      WITH RECURSIVE counter(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM counter LIMIT 100000000)
      SELECT count(*) FROM counter
      """
    let late = try SQLiteReader(path: path, deadline: .now)
    do {
      _ = try late.rows(endless)
      Issue.record("the statement ran to its end")
    } catch let error as SQLiteError {
      #expect(error.isInterrupted)
    }
    let timely = try SQLiteReader(path: path, deadline: .now + .seconds(60))
    #expect(try timely.rows("SELECT count(*) FROM moz_cookies").first?.first == .integer(0))
  }

  /// The id of a process that has just ended (and is reaped), for a stale folder's name.
  static func deadProcessID() throws -> pid_t {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    let pid = process.processIdentifier
    #expect(kill(pid, 0) != 0 && errno == ESRCH)
    return pid
  }
}
