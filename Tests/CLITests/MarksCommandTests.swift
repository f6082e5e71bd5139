import Foundation
import LeetTestSupport
import Testing

/// Marks end to end: the built binary against a fake LeetCode that answers the problem index by
/// the session cookie, and whose judge's verdicts move the marks in the cache at once, never down.
@Suite struct MarksCommandTests {
  /// What the fake LeetCode says of each slug for the signed-in user, changed by the test as
  /// LeetCode's own would be after a verdict.
  final class ServerMarks: @unchecked Sendable {
    private let lock = NSLock()
    private var statuses: [String: String] = ["orchard-paths": "ac", "bridge-of-ropes": "notac"]
    var status: [String: String] { lock.withLock { statuses } }
    func set(_ slug: String, _ status: String) { lock.withLock { statuses[slug] = status } }
  }

  /// The solve setup with three problems and the marks' index served by cookie.
  struct Setup {
    let solve: SolveCommandTests.Setup
    let server = ServerMarks()

    init() throws {
      solve = try SolveCommandTests.Setup()
      solve.fake.serveList(rows: [
        FakeFixtures.listRow(id: "1", slug: "pebble-pairs", title: "Pebble Pairs"),
        FakeFixtures.listRow(id: "2", slug: "bridge-of-ropes", title: "Bridge of Ropes"),
        FakeFixtures.listRow(id: "3", slug: "orchard-paths", title: "Orchard Paths"),
      ])
      solve.fake.serveQuestion(
        "bridge-of-ropes",
        body: FakeFixtures.question(id: "2", slug: "bridge-of-ropes", title: "Bridge of Ropes"))
      solve.fake.serveQuestion(
        "orchard-paths", body: FakeFixtures.question(id: "3", slug: "orchard-paths", title: "Orchard Paths"))
      let server = server
      solve.fake.serveMarks(slugs: ["pebble-pairs", "bridge-of-ropes", "orchard-paths"]) {
        [SolveCommandTests.session: ("ada", server.status)]
      }
    }

    /// The printed list, signed in or not, online or not.
    func printedList(signedIn: Bool = true, offline: Bool = false, refresh: Bool = false) throws -> [String] {
      var arguments = ["--print", "--color", "never"]
      if offline { arguments.append("--offline") }
      if refresh { arguments.append("--refresh") }
      let result = try solve.run(arguments, signedIn: signedIn)
      #expect(result.status == 0, "\(result.stderr)")
      return result.stdout.split(separator: "\n").map(String.init)
    }

    /// How many times the problem index was asked for.
    var indexRequests: Int { solve.fake.requests.filter { $0.path.hasPrefix("/api/problems/all") }.count }
  }

  @Test func thePrintedListCarriesTheMarksOfTheSessionsUser() throws {
    let setup = try Setup()
    defer { setup.solve.cleanUp() }
    let lines = try setup.printedList()
    #expect(lines.contains("1. Pebble Pairs · Easy · 50.0%"), "\(lines)")
    #expect(lines.contains("◐ 2. Bridge of Ropes · Easy · 50.0%"), "\(lines)")
    #expect(lines.contains("✓ 3. Orchard Paths · Easy · 50.0%"), "\(lines)")
    #expect(setup.indexRequests == 1)
    let cookie = setup.solve.fake.requests.last { $0.path.hasPrefix("/api/problems/all") }?.headers["cookie"]
    #expect(cookie?.contains("LEETCODE_SESSION=") == true)
    // Fresh marks are not asked for again within the hour; offline they come from the cache.
    _ = try setup.printedList()
    #expect(setup.indexRequests == 1)
    #expect(try setup.printedList(offline: true).contains("✓ 3. Orchard Paths · Easy · 50.0%"))
    let marks = setup.solve.base.cache.appendingPathComponent("marks.json")
    #expect(FileManager.default.fileExists(atPath: marks.path))
    for text in setup.solve.base.cachedTexts() {
      #expect(SolveCommandTests.clean(text), "a secret in the cache")
    }
  }

  @Test func signedOutNothingIsAskedAndNoMarkIsShown() throws {
    let setup = try Setup()
    defer { setup.solve.cleanUp() }
    let lines = try setup.printedList(signedIn: false)
    #expect(lines.contains("3. Orchard Paths · Easy · 50.0%"), "\(lines)")
    #expect(!lines.joined().contains("✓") && !lines.joined().contains("◐"))
    #expect(setup.indexRequests == 0)
  }

  @Test func submitsMoveTheMarkAtOnceAndNeverDown() throws {
    let setup = try Setup()
    defer { setup.solve.cleanUp() }
    _ = try setup.printedList()
    #expect(try setup.solve.run(["edit", "1"]).status == 0)

    setup.solve.judge.judge(.wrongAnswer, pendingPolls: 0)
    #expect(try setup.solve.run(["submit", "1"]).status == 1)
    #expect(try setup.printedList(offline: true).contains("◐ 1. Pebble Pairs · Easy · 50.0%"))

    setup.solve.judge.judge(.accepted, pendingPolls: 0)
    #expect(try setup.solve.run(["submit", "1"]).status == 0)
    #expect(try setup.printedList(offline: true).contains("✓ 1. Pebble Pairs · Easy · 50.0%"))

    // The printed problem's facts line says so too.
    let printed = try setup.solve.run(["--print", "--offline", "--color", "never", "1"])
    #expect(printed.stdout.hasPrefix("1. Pebble Pairs\n✓ Solved · Easy"), "\(printed.stdout)")

    // A failed submit after Accepted keeps it solved.
    setup.solve.judge.judge(.wrongAnswer, pendingPolls: 0)
    #expect(try setup.solve.run(["submit", "1"]).status == 1)
    #expect(try setup.printedList(offline: true).contains("✓ 1. Pebble Pairs · Easy · 50.0%"))

    // A refresh from an index that lags behind (it still says attempted) does not lower it, and
    // what LeetCode moved meanwhile comes in.
    setup.server.set("pebble-pairs", "notac")
    setup.server.set("bridge-of-ropes", "ac")
    let refreshed = try setup.printedList(refresh: true)
    #expect(refreshed.contains("✓ 1. Pebble Pairs · Easy · 50.0%"), "\(refreshed)")
    #expect(refreshed.contains("✓ 2. Bridge of Ropes · Easy · 50.0%"), "\(refreshed)")
    for text in setup.solve.base.cachedTexts() {
      #expect(SolveCommandTests.clean(text), "a secret in the cache")
    }
  }

  @Test func aDamagedMarksFileIsNoMarksAndTheNextRefreshReplacesIt() throws {
    let setup = try Setup()
    defer { setup.solve.cleanUp() }
    _ = try setup.printedList(signedIn: false)
    let marks = setup.solve.base.cache.appendingPathComponent("marks.json")
    try Data("{\"marks\": [1, 2".utf8).write(to: marks)
    let offline = try setup.printedList(offline: true)
    #expect(offline.contains("3. Orchard Paths · Easy · 50.0%"), "\(offline)")
    let online = try setup.printedList()
    #expect(online.contains("✓ 3. Orchard Paths · Easy · 50.0%"), "\(online)")
    let text = try String(contentsOf: marks, encoding: .utf8)
    #expect(text.contains("\"orchard-paths\":\"solved\""), "\(text)")
  }

  @Test func syncRefreshesTheMarksWithTheListSignedInOnly() throws {
    let setup = try Setup()
    defer { setup.solve.cleanUp() }
    let signedOut = try setup.solve.run(["sync"], signedIn: false)
    #expect(signedOut.status == 0, "\(signedOut.stderr)")
    #expect(setup.indexRequests == 0)
    #expect(!signedOut.stderr.contains("marks"), "\(signedOut.stderr)")
    let synced = try setup.solve.run(["sync"])
    #expect(synced.status == 0, "\(synced.stderr)")
    // Information in the sync's own form, not an error's `leetview: …` (issue 33).
    #expect(
      synced.stderr.contains("leetview sync: marks refreshed: 1 solved, 1 attempted"), "\(synced.stderr)")
    #expect(!synced.stderr.contains("leetview: marks"), "\(synced.stderr)")
    #expect(setup.indexRequests == 1)
    let offline = try setup.printedList(offline: true)
    #expect(offline.contains("✓ 3. Orchard Paths · Easy · 50.0%"), "\(offline)")
  }
}
