import Foundation
import LeetTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The marks in a real terminal (tmux): signed in through the config file, the browser comes up
/// at once, the marks arrive from a fake LeetCode in the background (answered by the cookie), the
/// rows show ✓ and ◐, and `is:solved` filters.
@Suite(.serialized, .enabled(if: TmuxPane.isInstalled, TmuxPane.absentReason))
struct MarksTmuxTests {
  static let session = "marks-tmux-session-7c1d"

  @Test func theBrowserShowsTheMarksThatArriveAndIsSolvedFilters() throws {
    let fake = try FakeLeetCode()
    fake.serveList(rows: [
      FakeFixtures.listRow(id: "1", slug: "pebble-pairs", title: "Pebble Pairs"),
      FakeFixtures.listRow(id: "2", slug: "bridge-of-ropes", title: "Bridge of Ropes"),
      FakeFixtures.listRow(id: "3", slug: "orchard-paths", title: "Orchard Paths"),
    ])
    fake.serveMarks(slugs: ["pebble-pairs", "bridge-of-ropes", "orchard-paths"]) {
      [Self.session: ("ada", ["orchard-paths": "ac", "bridge-of-ropes": "notac"])]
    }
    let setup = try FetchEndToEndTests.Setup(fake: fake)
    defer { setup.cleanUp() }
    // Signed in through the config file, so that no secret is on the command line.
    let config = setup.root.appendingPathComponent("config/leetview/config.json")
    try FileManager.default.createDirectory(
      at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
    let sites =
      #"{"sites": {"leetcode.com": {"LEETCODE_SESSION": "\#(Self.session)", "#
      + #""LEETCODE_CSRFTOKEN": "marks-tmux-csrf"}}}"#
    try Data(sites.utf8).write(to: config)
    chmod(config.path, 0o600)

    let pane = try TmuxPane.start("leetview-marks-tmux")
    defer { pane.close() }
    pane.launchLeetview([], environment: setup.environment)

    let marked = try pane.waitForScreen { rows in
      rows.contains { $0.contains("All 1/3 ✓") }
        && rows.contains { $0.contains("3  ✓ Orchard Paths") }
    }
    #expect(marked.contains { $0.contains("2  ◐ Bridge of Ropes") }, "\(marked)")
    #expect(marked.contains { $0.contains("1    Pebble Pairs") }, "\(marked)")

    pane.type("is:solved")
    let filtered = try pane.waitForScreen { $0[0].contains("/is:solved") && $0[0].contains("1 of 3") }
    #expect(filtered.contains { $0.contains("Orchard Paths") })
    #expect(!filtered.contains { $0.contains("Bridge of Ropes") || $0.contains("Pebble Pairs") })

    pane.send("Escape")
    _ = try pane.waitForScreen { $0[0].contains("Problems") }
    pane.send("Escape")
    _ = try pane.waitForScreen { $0.contains { $0.hasPrefix("rc=0") } }
    let marks = try String(
      contentsOf: setup.cache.appendingPathComponent("marks.json"), encoding: .utf8)
    #expect(marks.contains("orchard-paths"))
    #expect(!marks.contains(Self.session), "the session in the cache")
    let cookie = fake.requests.last { $0.path.hasPrefix("/api/problems/all") }?.headers["cookie"] ?? ""
    #expect(cookie.contains("LEETCODE_SESSION="))
  }
}
