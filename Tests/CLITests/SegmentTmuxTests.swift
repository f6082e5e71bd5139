import Foundation
import LeetTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The segment pages in a real terminal: problem 1 from the repository's bundled cache (written
/// by the team) with an empty user cache, offline; and background loading from a loopback fake.
@Suite(.serialized, .enabled(if: TmuxPane.isInstalled, TmuxPane.absentReason))
struct SegmentTmuxTests {
  private static let bundled = Corpus.repositoryRoot.appendingPathComponent("cache").path

  /// The content rows (below the tab bar, above the status line).
  private func content(_ rows: [String]) -> [String] { Array(rows.dropFirst(3).dropLast()) }

  /// The row of the selection bar's first line, and its text.
  fileprivate func selected(_ rows: [String]) -> (row: Int, text: String)? {
    for (index, row) in rows.enumerated() where row.hasPrefix(" ▌") {
      return (index, String(row.dropFirst(2)))
    }
    return nil
  }

  @Test func solutionsEnterEscBackAndNextArticle() throws {
    let session = try TmuxSession.start()
    defer { session.close() }
    try session.launch(problem: "1", bundledCache: Self.bundled)
    _ = try session.waitForScreen { $0[0].contains("Two Sum") && $0.last?.contains("line 1-") == true }
    session.send("3")
    let list = try session.waitForScreen { selected($0)?.text.hasPrefix("★ Editorial") == true }
    #expect(list.last?.contains("offline") == true)
    session.send("j")
    let moved = try session.waitForScreen { selected($0)?.text.hasPrefix("One pass, one dictionary") == true }
    let place = try #require(selected(moved))
    session.send("Enter")
    let article = try session.waitForScreen { $0.contains { $0.contains("by mira_k") } }
    #expect(selected(article) == nil, "no selection bar on an article")
    session.send("j")
    session.send("j")
    _ = try session.waitForScreen { $0.last?.contains("line 3-") == true }
    session.send("Escape")
    let back = try session.waitForScreen { selected($0) != nil }
    #expect(selected(back)?.row == place.row, "the same entry is selected on the same row")
    #expect(content(back) == content(moved).map { $0 }, "the list is where it was")
    session.send("]")
    let next = try session.waitForScreen { $0.contains { $0.contains("by tomas.b") } }
    #expect(next[3].contains("Sort and two pointers"))
    session.send("[")
    _ = try session.waitForScreen { $0.contains { $0.contains("by mira_k") } }
    session.send("q")
    _ = try session.waitForScreen { $0.contains { $0.hasPrefix("rc=0") } }
  }

  @Test func submissionsWithoutCredentialsExplainSigningInAndCommentsShowReplies() throws {
    let session = try TmuxSession.start()
    defer { session.close() }
    try session.launch(problem: "1", bundledCache: Self.bundled)
    _ = try session.waitForScreen { $0.last?.contains("line 1-") == true }
    session.send("4")
    let signIn = try session.waitForScreen { $0.contains { $0.contains("signed in to leetcode.com") } }
    #expect(signIn.contains { $0.contains("leetview login") })
    #expect(!signIn.contains { $0.contains("Could not") })
    session.send("2")
    let comments = try session.waitForScreen { selected($0)?.text.contains("quiet_owl") == true }
    #expect(comments.contains { $0.contains("↳ 2 replies") })
    #expect(!comments.contains { $0.contains("Good catch") }, "replies only in the thread")
    session.send("Enter")
    let thread = try session.waitForScreen { $0.contains { $0.contains("Good catch") } }
    #expect(selected(thread) == nil)
    session.send("Escape")
    _ = try session.waitForScreen { selected($0)?.text.contains("quiet_owl") == true }
    session.send("q")
    _ = try session.waitForScreen { $0.contains { $0.hasPrefix("rc=0") } }
  }

  @Test func offlineWithNothingCachedSaysSoOnThePage() throws {
    let session = try TmuxSession.start()
    defer { session.close() }
    try session.launch()
    _ = try session.waitForScreen { $0.last?.contains("line 1-") == true }
    session.send("3")
    let page = try session.waitForScreen { $0.contains { $0.contains("Could not load") } }
    let text = page.joined(separator: " ").split(separator: " ").joined(separator: " ")
    #expect(text.contains("is not in the cache and leetview is offline"))
    // Offline, trying again fetches nothing, and sync does not fetch segments (issue 14, item 8).
    #expect(!text.contains("Press r to try again."), "\(text)")
    #expect(text.contains("Started with --offline: nothing is fetched."))
    #expect(!text.contains("run `leetview sync`"))
    session.send("q")
    _ = try session.waitForScreen { $0.contains { $0.hasPrefix("rc=0") } }
  }

  @Test func loadsInTheBackgroundWhileTheInterfaceKeepsAnswering() throws {
    let session = try TmuxSession.start()
    defer { session.close() }
    let fake = try FakeLeetCode()
    defer { fake.stop() }
    let gate = Gate()
    // The first solutions page waits until the test has seen the interface answer meanwhile.
    fake.serve(queryContaining: "ugcArticleSolutionArticles(") { variables in
      gate.wait()
      return FakeSegmentFixtures.solutionsPage(skip: variables["skip"].int ?? 0)
    }
    FakeSegmentFixtures.install(on: fake)
    try session.launch(endpoint: fake.baseURL)
    _ = try session.waitForScreen { $0.last?.contains("line 1-") == true }
    session.send("3")
    _ = try session.waitForScreen { $0.contains { $0.contains("Loading the solutions…") } }
    session.send("1")
    _ = try session.waitForScreen { $0.contains { $0.contains("Paragraph 1") } }
    session.send("3")
    _ = try session.waitForScreen { $0.contains { $0.contains("Loading the solutions…") } }
    gate.open()
    let list = try session.waitForScreen {
      selected($0)?.text.contains("Counting pebbles, officially") == true
    }
    #expect(list.contains { $0.contains("Count with a running tally") })
    session.send("j")
    session.send("Enter")
    let article = try session.waitForScreen { $0.contains { $0.contains("writer_5001") } }
    #expect(article.contains { $0.contains("Idea 5001") })
    session.send("q")
    _ = try session.waitForScreen { $0.contains { $0.hasPrefix("rc=0") } }
    #expect(fake.operations.contains { $0.lowercased().contains("solution") })
  }
}

extension SegmentTmuxTests {
  @Test func onlineRepliesMoreCommentsAndASubmissionFromTheFake() throws {
    let session = try TmuxSession.start()
    defer { session.close() }
    let fake = try FakeLeetCode()
    defer { fake.stop() }
    FakeSegmentFixtures.install(on: fake)
    try session.launch(
      endpoint: fake.baseURL,
      environment: ["LEETCODE_SESSION": "test-session", "LEETCODE_CSRFTOKEN": "test-token"])
    _ = try session.waitForScreen { $0.last?.contains("line 1-") == true }
    session.send("2")
    _ = try session.waitForScreen { selected($0)?.text.contains("stone_reader") == true }
    session.send("Enter")
    let thread = try session.waitForScreen { $0.contains { $0.contains("pebble_pal") } }
    #expect(thread.contains { $0.contains("Agreed, once.") })
    session.send("Escape")
    _ = try session.waitForScreen { $0.contains { $0.contains("Press m to load more.") } }
    session.send("m")
    _ = try session.waitForScreen { $0.contains { $0.contains("Page two here.") } }
    session.send("4")
    let list = try session.waitForScreen {
      selected($0)?.text.contains("Accepted · Python3 · 40 ms") == true
    }
    #expect(list.contains { $0.contains("Wrong Answer") })
    session.send("Enter")
    // The detail's lines may reach the pane over more than one write: wait for the code too.
    let detail = try session.waitForScreen { screen in
      screen.contains { $0.contains("Runtime 40 ms · beats 87.5%") }
        && screen.contains { $0.contains("class Solution:") }
    }
    #expect(detail.contains { $0.contains("Runtime 40 ms · beats 87.5%") })
    session.send("q")
    _ = try session.waitForScreen { $0.contains { $0.hasPrefix("rc=0") } }
  }
}

/// A one-way gate: `wait` blocks (at most 20 s) until `open`.
private final class Gate: @unchecked Sendable {
  private let condition = NSCondition()
  private var isOpen = false

  func wait() {
    condition.lock()
    defer { condition.unlock() }
    let deadline = Date().addingTimeInterval(20)
    while !isOpen && condition.wait(until: deadline) {}
  }

  func open() {
    condition.lock()
    isOpen = true
    condition.broadcast()
    condition.unlock()
  }
}
