import Foundation
import LeetTestSupport
import LeetUI
import Testing

@testable import LeetApp

/// The problem list's refresh (`.refreshList`) in-process against a fake LeetCode on loopback and
/// the real cache in a temporary folder: the list with the slugs cached, or why not on one line.
@Suite(.timeLimit(.minutes(1))) struct ListRefresherTests {
  /// A scene whose fake serves three made-up problems, `pebble-count-1` to `pebble-count-3`.
  static func scene() throws -> RunnerScene {
    try RunnerScene(fake: try FakeFixtures.smallSite(count: 3))
  }

  @Test func theListArrivesWithTheSlugsWhoseDescriptionsAreCached() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let context = try scene.context()
    _ = try context.service.load("pebble-count-2")
    let actions = ListRefresher.actions(service: context.service)
    #expect(actions.count == 1, "\(actions)")
    let refreshed = try #require(actions.first?.listRefreshed)
    #expect(refreshed.items.map(\.titleSlug) == ["pebble-count-1", "pebble-count-2", "pebble-count-3"])
    #expect(refreshed.cached == ["pebble-count-2"])
    #expect(try context.repository.cachedList()?.items.count == 3, "and the list is kept")
  }

  @Test func aRefusalIsOneLineAndNoListArrives() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    scene.fake.inject(.cloudflare, count: 10)
    let actions = ListRefresher.actions(service: try scene.context().service)
    let reason = try #require(actions.first?.listNotRefreshedReason, "\(actions)")
    #expect(reason.lowercased().contains("cloudflare") && !reason.contains("\n"), "\(reason)")
    #expect(!actions.contains { $0.listRefreshed != nil })
  }

  @Test func leetCodesOwnWordsAreCleanedOfTerminalCodes() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    scene.fake.inject(.graphQLErrors("list gone\u{1B}[2J\nsecond line"), count: 10)
    let actions = ListRefresher.actions(service: try scene.context().service)
    let reason = try #require(actions.first?.listNotRefreshedReason, "\(actions)")
    #expect(!reason.contains("\u{1B}") && !reason.contains("\n"), "one clean line: \(reason)")
  }

  @Test func serverErrorsAreTriedAgainThenSaidInOneLine() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    scene.fake.inject(.status(503), count: 10)
    let actions = ListRefresher.actions(service: try scene.context().service)
    let reason = try #require(actions.first?.listNotRefreshedReason, "\(actions)")
    #expect(!reason.isEmpty && !reason.contains("\n"), "\(reason)")
    #expect(scene.fake.requests.count > 1, "tried again before giving up")
  }

  @Test func aCacheThatCannotBeWrittenStillShowsTheListAndSaysSo() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let actions = ListRefresher.actions(service: try scene.unwritableContext().service)
    #expect(actions.first?.listRefreshed?.items.count == 3, "\(actions)")
    let warning = try #require(actions.last?.cacheWarning, "\(actions)")
    #expect(!warning.isEmpty && !warning.contains("\n"), "\(warning)")
  }

  @Test func startedItAnswersFromAThreadOfItsOwn() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let posted = PostedActions()
    ListRefresher.start(service: try scene.context().service, post: posted.post)
    #expect(posted.first(\.listRefreshed)?.items.count == 3, "\(posted.all)")
  }
}
