import Foundation
import LeetTestSupport
import Testing

/// Issue 14, items 5 and 10, through the built binary against the loopback fake: online the live
/// statement wins over the bundled one (and is kept); a cache that cannot be written still shows
/// the problem and says so once.
@Suite struct CacheUseTests {
  private typealias Setup = FetchEndToEndTests.Setup
  private let printArgs = ["--print", "--color", "never", "--width", "72"]

  /// A setup whose bundled cache holds a team-written older statement of `pebble-count-1`.
  private func withBundledCopy() throws -> Setup {
    let setup = try Setup(fake: try FakeFixtures.smallSite())
    let bundled = URL(fileURLWithPath: try #require(setup.environment["LEETVIEW_BUNDLED_CACHE"]))
    let questions = bundled.appendingPathComponent("leetcode.com/questions")
    try FileManager.default.createDirectory(at: questions, withIntermediateDirectories: true)
    try FakeFixtures.question(
      id: "1", slug: "pebble-count-1", title: "Pebble Count 1",
      content: "<p>The bundled words, kept for reading offline.</p>"
    ).write(to: questions.appendingPathComponent("pebble-count-1.json"))
    return setup
  }

  @Test func onlineTheLiveStatementWinsOverTheBundledOneAndIsKept() throws {
    let setup = try withBundledCopy()
    defer { setup.cleanUp() }
    let online = try setup.run(printArgs + ["pebble-count-1"])
    #expect(online.status == 0, "\(online.stderr)")
    #expect(setup.fake.operations == ["questionData"], "a request is made")
    #expect(online.stdout.contains("blue"), "the live statement: \(online.stdout)")
    #expect(!online.stdout.contains("bundled words"))
    let kept = setup.cache.appendingPathComponent("questions/pebble-count-1.json")
    #expect(
      FileManager.default.contents(atPath: kept.path)
        == FakeFixtures.question(id: "1", slug: "pebble-count-1", title: "Pebble Count 1"))

    // Offline, with nothing of the user's, the bundled copy is what there is.
    try FileManager.default.removeItem(at: kept)
    let offline = try setup.run(printArgs + ["--offline", "pebble-count-1"])
    #expect(offline.stdout.contains("bundled words"), "\(offline.stdout)")
  }

  @Test func whenTheLiveStatementCannotBeFetchedTheBundledOneIsShownWithAReason() throws {
    let setup = try withBundledCopy()
    defer { setup.cleanUp() }
    setup.fake.stop()
    let shown = try setup.run(printArgs + ["pebble-count-1"])
    #expect(shown.status == 0, "\(shown.stderr)")
    #expect(shown.stdout.contains("bundled words"))
    #expect(shown.stderr.contains("could not refresh"), "\(shown.stderr)")
  }

  @Test func onlineTheListIsFetchedOnFirstUseNotSentToSync() throws {
    let setup = try Setup(fake: try FakeFixtures.smallSite())
    defer { setup.cleanUp() }
    let listed = try setup.run(printArgs)
    #expect(listed.status == 0, "\(listed.stderr)")
    #expect(listed.stdout.hasPrefix("1. Pebble Count 1 · Easy"), "\(listed.stdout)")
    #expect(setup.fake.operations == ["problemsetQuestionList"])
    let offline = try setup.run(printArgs + ["--offline"])
    #expect(offline.stdout == listed.stdout, "kept for offline use")
  }

  /// A cache root where nothing can be written: a file in the way, or a place under `/proc`.
  @Test(arguments: ["file", "proc"])
  func anUnwritableCacheShowsTheProblemAndWarnsOnce(place: String) throws {
    var setup = try Setup(fake: try FakeFixtures.smallSite())
    defer { setup.cleanUp() }
    let root: String
    if place == "file" {
      let file = setup.root.appendingPathComponent("in-the-way")
      try Data("not a directory".utf8).write(to: file)
      root = file.path
    } else {
      root = "/proc/leetview-cache-\(getpid())"
    }
    setup.environment["LEETVIEW_CACHE_DIR"] = root
    let shown = try setup.run(printArgs + ["3"])
    #expect(shown.status == 0, "never fails the read: \(shown.stderr)")
    #expect(shown.stdout.hasPrefix("3. Pebble Count 3\n"))
    let lines = shown.stderr.split(separator: "\n")
    #expect(lines.count == 1, "one warning for the list and the question: \(shown.stderr)")
    #expect(lines.first?.hasPrefix("leetview: warning: cannot write the cache \(root) (") == true)
    let reason = place == "file" ? "(Not a directory)" : "(No such file or directory)"
    #expect(shown.stderr.contains(reason), "the system's words: \(shown.stderr)")
  }
}
