import Foundation
import LeetCurses
import LeetFetch
import LeetTestSupport
import LeetUI
import TermCore
import Testing

@testable import LeetApp

/// The application runtime as a library: the real context, effect runner and cache, driven over a
/// scripted terminal instead of curses, and over a fake LeetCode on loopback.
@Suite(.timeLimit(.minutes(1))) struct AppRuntimeTests {
  /// A fresh cache and config home, and the checkout's bundled cache.
  static func environment(_ home: URL, endpoint: String? = nil) -> [String: String] {
    var environment = [
      "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
      "LEETVIEW_BUNDLED_CACHE": Corpus.repositoryRoot.appendingPathComponent("cache").path,
    ]
    environment["LEETVIEW_ENDPOINT"] = endpoint
    return environment
  }

  /// A context for `leetview <query>` with a cache under `home`.
  static func context(_ query: String, home: URL, offline: Bool, endpoint: String? = nil) throws
    -> AppContext
  {
    var options = Options()
    options.command = .open(query)
    options.offline = offline
    options.cacheDirectory = home.appendingPathComponent("cache").path
    return try AppContext(options: options, environment: environment(home, endpoint: endpoint))
  }

  /// A new empty folder for one test.
  static func home() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("leetapp-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func aBundledProblemOpensOfflineAndTheRunnerRecordsItAsRecent() throws {
    let home = try Self.home()
    defer { try? FileManager.default.removeItem(at: home) }
    let context = try Self.context("1", home: home, offline: true)
    let loaded = try #require(try context.service.loadWithoutFetching("1"))
    let terminal = FakeTerminal(
      size: Size(width: 80, height: 24), script: [.keys([.character("q")])])
    let state = try AppProgram.run(
      context: context, launch: .problem(loaded), terminal: terminal, theme: Theme(usesColor: false))
    #expect(!terminal.ranOutOfScript, "q quits a problem opened from the command line")
    #expect(state.loading == nil)
    let page = try #require(terminal.frames.first { $0.contains("Two Sum") }, "\(terminal.screen)")
    #expect(page.contains("Description"), "the tab bar is drawn: \(page)")
    #expect(RecentFile(store: context.store).read() == ["two-sum"], "the runner wrote the recent list")
  }

  @Test func aProblemNotCachedIsFetchedFromLeetCodeOnItsLoadingScreen() throws {
    let home = try Self.home()
    defer { try? FileManager.default.removeItem(at: home) }
    let fake = try FakeFixtures.smallSite(count: 3)
    defer { fake.stop() }
    let context = try Self.context(
      "pebble-count-2", home: home, offline: false, endpoint: fake.baseURL)
    #expect(try context.service.loadWithoutFetching("pebble-count-2") == nil)
    let terminal = FakeTerminal(
      size: Size(width: 80, height: 24),
      script: [.awaitScreen { $0.contains("count the blue ones") }, .keys([.character("q")])])
    let state = try AppProgram.run(
      context: context, launch: .fetching(.problem("pebble-count-2")), terminal: terminal,
      theme: Theme(usesColor: false))
    #expect(!terminal.ranOutOfScript)
    #expect(state.loading == nil, "the fetch finished: \(String(describing: state.loading))")
    #expect(terminal.frames.contains { $0.contains("count the blue ones") }, "\(terminal.screen)")
    #expect(fake.operations.contains("questionData"), "\(fake.operations)")
    #expect(try context.service.loadWithoutFetching("pebble-count-2") != nil, "and it was cached")
  }

  @Test func everyLoopEffectIsTheLoopsOwnAndTheRestAreTheRunners() {
    #expect(AppEffect.quit.loopRequest == .quit)
    #expect(AppEffect.redraw.loopRequest == .redraw)
    #expect(AppEffect.scheduleFrame(tag: 3).loopRequest == .frame(tag: 3))
    #expect(
      AppEffect.scheduleFrameAfter(tag: 4, delay: .milliseconds(90)).loopRequest
        == .frameAfter(tag: 4, delay: .milliseconds(90)))
    #expect(AppEffect.loadProblem(slug: "two-sum").loopRequest == nil)
  }
}

extension AppRuntimeTests {
  /// Issue 21: a `leetview login` in another terminal counts for the running interface at the
  /// next judging key, with no restart: `x` asks y / n instead of saying how to sign in.
  @Test func aLoginFromAnotherTerminalCountsAtTheNextJudgingKey() throws {
    let home = try Self.home()
    defer { try? FileManager.default.removeItem(at: home) }
    // Online, with LeetCode out of reach: the bundled copy of problem 1 is shown after one try.
    let context = try Self.context("1", home: home, offline: false, endpoint: "http://127.0.0.1:9")
    let other = try Session(
      environment: Self.environment(home), site: .com, store: context.store)
    try other.store(StoredCredentials(credentials: Credentials(session: "later", csrfToken: "tok")))
    let terminal = FakeTerminal(
      size: Size(width: 80, height: 24),
      script: [
        .awaitScreen { $0.contains("Two Sum") }, .keys([.character("x")]),
        .awaitScreen { $0.contains("Submit the solution to the judge?") },
        .keys([.character("n")]), .keys([.character("q")]),
      ])
    let state = try AppProgram.run(
      context: context, launch: .fetching(.problem("1")), terminal: terminal,
      theme: Theme(usesColor: false))
    #expect(!terminal.ranOutOfScript, "\(terminal.screen)")
    #expect(!terminal.frames.contains { $0.contains("need a LeetCode session") })
    #expect(state.problem?.settings.signedIn == true)
  }
}
