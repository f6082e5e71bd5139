import Foundation
import LeetTestSupport
import LeetUI
import Testing

@testable import LeetApp

/// The browser's background work in-process (`.lookUpDaily`, `.loadList`) against a fake
/// LeetCode on loopback and the real cache in a temporary folder.
@Suite(.timeLimit(.minutes(1))) struct BrowserRunnerTests {
  /// Today as LeetCode's daily answer dates it (UTC).
  static var today: String {
    let format = DateFormatter()
    format.dateFormat = "yyyy-MM-dd"
    format.timeZone = TimeZone(identifier: "UTC")
    format.locale = Locale(identifier: "en_US_POSIX")
    return format.string(from: Date())
  }

  /// A scene whose fake serves three made-up problems, the second today's daily one.
  static func scene(daily: Bool = true) throws -> RunnerScene {
    let fake = try FakeFixtures.smallSite(count: 3)
    if daily { fake.serveDaily(FakeFixtures.daily(slug: "pebble-count-2", id: "2", date: today)) }
    return try RunnerScene(fake: fake)
  }

  /// A context without the checkout's bundled cache, so that only what the test keeps is cached.
  static func bare(_ scene: RunnerScene, offline: Bool = false) throws -> AppContext {
    try scene.context(
      offline: offline, extra: ["LEETVIEW_BUNDLED_CACHE": scene.home.appendingPathComponent("none").path])
  }

  @Test func todaysDailyProblemBecomesKnown() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let actions = BrowserRunner(service: try Self.bare(scene).service).daily()
    #expect(actions.map(\.dailyKnownSlug) == ["pebble-count-2"], "\(actions)")
  }

  @Test func aDailyProblemLeetCodeCannotNameSaysNothing() throws {
    let scene = try Self.scene(daily: false)
    defer { scene.close() }
    #expect(BrowserRunner(service: try Self.bare(scene).service).daily().isEmpty)
  }

  @Test func withNothingCachedTheListLoadedIsEmpty() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let loaded = try #require(
      BrowserRunner(service: try Self.bare(scene, offline: true).service).cachedList().listLoaded)
    #expect(loaded.items.isEmpty && loaded.cached.isEmpty && loaded.daily == nil)
    #expect(scene.fake.requests.isEmpty, "the cached list is read, never fetched")
  }

  @Test func theCachedListComesWithItsCachedSlugsAndTodaysDailyProblem() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let online = try Self.bare(scene)
    _ = try online.service.fetchList()
    _ = try online.service.daily()
    let runner = BrowserRunner(service: try Self.bare(scene, offline: true).service)
    let loaded = try #require(runner.cachedList().listLoaded)
    #expect(loaded.items.map(\.titleSlug) == ["pebble-count-1", "pebble-count-2", "pebble-count-3"])
    #expect(loaded.cached == ["pebble-count-2"], "the daily problem's description was kept")
    #expect(loaded.daily == "pebble-count-2")
  }
}
