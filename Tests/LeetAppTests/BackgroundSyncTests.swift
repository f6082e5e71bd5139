import Foundation
import LeetFetch
import LeetTestSupport
import LeetUI
import Testing

@testable import LeetApp

/// The sync the interface starts (`S`, `.startSync`) in-process against a fake LeetCode on
/// loopback and the real cache in a temporary folder: its progress, its summary and the list it
/// leaves, or why it stopped.
@Suite(.timeLimit(.minutes(1))) struct BackgroundSyncTests {
  /// A scene whose fake serves `count` made-up problems.
  static func scene(count: Int = 2) throws -> RunnerScene {
    try RunnerScene(fake: try FakeFixtures.smallSite(count: count))
  }

  /// The actions a sync over `context` posts, unpaced.
  static func sync(_ context: AppContext) -> [AppAction] {
    var posted: [AppAction] = []
    BackgroundSync.run(SyncRunner(service: context.service, details: true, sleep: { _ in })) {
      posted.append($0)
    }
    return posted
  }

  @Test func aSyncEndsWithItsSummaryTheListAndEveryDescriptionCached() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let posted = Self.sync(try scene.context())
    let finished = try #require(posted.last?.syncFinished, "\(posted)")
    #expect(finished.line.hasPrefix("sync: ") && !finished.line.contains("\n"), "\(finished.line)")
    #expect(finished.items?.map(\.titleSlug) == ["pebble-count-1", "pebble-count-2"])
    #expect(finished.cached == ["pebble-count-1", "pebble-count-2"])
    #expect(posted.dropLast().allSatisfy { $0.syncProgressLine?.hasPrefix("sync: ") == true }, "\(posted)")
  }

  @Test func aListLeetCodeRefusesStopsTheSyncInOneLineWithNoList() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    scene.fake.inject(.cloudflare, count: 10)
    let posted = Self.sync(try scene.context())
    let finished = try #require(posted.last?.syncFinished, "\(posted)")
    #expect(finished.line.hasPrefix("sync failed: ") && !finished.line.contains("\n"), "\(finished.line)")
    #expect(finished.items == nil, "the list shown stays")
  }

  @Test func descriptionsLeetCodeDoesNotSendAreCountedAndTheSyncGoesOn() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    scene.fake.inject(.nullQuestion, forQueriesContaining: "questionData")
    let posted = Self.sync(try scene.context())
    let finished = try #require(posted.last?.syncFinished, "\(posted)")
    #expect(finished.line.hasPrefix("sync: ") && finished.line.contains("2 failed"), "\(finished.line)")
    #expect(finished.items?.count == 2 && finished.cached.isEmpty, "the list is kept, no description")
  }

  @Test func startedItRunsOnAThreadOfItsOwnAndEnds() throws {
    let scene = try Self.scene(count: 1)
    defer { scene.close() }
    let posted = PostedActions()
    BackgroundSync.start(service: try scene.context().service, post: posted.post)
    #expect(posted.first(\.syncFinished)?.items?.count == 1, "\(posted.all)")
  }
}
