import Foundation
import LeetModel
import LeetTestSupport
import LeetUI
import Synchronization
import Testing

@testable import LeetApp

/// The runner of plans, lists and contests in-process, over the real context against a fake
/// LeetCode on loopback: an index, a set, and why one could not load; and the effect runner
/// handing each feature's effects to its runner.
@Suite(.timeLimit(.minutes(1))) struct CollectionRunnerTests {
  /// The moment an index's times are shown for.
  static let time = CollectionTime(
    timeZone: TimeZone(identifier: "UTC") ?? .current, now: Date(timeIntervalSince1970: 1_800_000_000))

  /// A scene whose fake serves the made-up plans, lists and contests to a stranger (and alice's
  /// and bob's progress).
  static func scene() throws -> RunnerScene {
    let fake = try FakeLeetCode.aliceAndBob(session: RunnerScene.session)
    fake.serveCollections(FakeCollections(signedIn: [], upcomingStart: Date().addingTimeInterval(86_400)))
    return try RunnerScene(fake: fake)
  }

  /// The runner over a context of `scene`.
  static func runner(_ scene: RunnerScene, offline: Bool = false) throws -> CollectionRunner {
    CollectionRunner(services: try scene.context(offline: offline), time: { Self.time })
  }

  /// The index a load answered with: it, its age, whether signed in, and the time it is shown for.
  private static func index(_ actions: [AppAction]) -> (CollectionIndex, Double?, Bool, CollectionTime)? {
    actions.count == 1 ? actions[0].indexLoaded : nil
  }

  /// The set a load answered with: it, the marks, and its age.
  private static func set(_ actions: [AppAction]) -> (ProblemCollection, SolvedMarks, Double?)? {
    actions.count == 1 ? actions[0].collectionLoaded : nil
  }

  /// Why a load failed.
  private static func failure(_ actions: [AppAction]) -> String? {
    actions.count == 1 ? actions[0].collectionsFailure : nil
  }

  @Test func thePlansIndexArrivesWithoutTheSlugsThatAreNotSafe() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let (index, age, signedIn, time) = try #require(
      Self.index(try Self.runner(scene).actions(for: .load(.plan, slug: nil))))
    #expect(index.kind == .plan && age == nil && !signedIn && time == Self.time)
    let slugs = index.summaries.map(\.slug)
    #expect(slugs.contains("river-75") && slugs.contains("top-pebbles-150"), "\(slugs)")
    #expect(!slugs.contains("../escape"), "\(slugs)")
  }

  @Test func aPlanArrivesFetchedAndThenOfflineFromTheCacheWithItsAge() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let load = CollectionEffect.load(.plan, slug: "top-pebbles-150")
    let (plan, marks, age) = try #require(Self.set(try Self.runner(scene).actions(for: load)))
    #expect(plan.name == "Top Pebbles 150" && plan.kind == .plan)
    #expect(
      plan.entries.map(\.item.titleSlug).prefix(3) == ["pebble-count", "river-crossing", "lantern-row"])
    #expect(marks == SolvedMarks() && age == nil, "fetched just now, with no marks cached")
    let (cached, _, cachedAge) = try #require(
      Self.set(try Self.runner(scene, offline: true).actions(for: load)))
    #expect(cached.slug == "top-pebbles-150" && cachedAge != nil)
  }

  @Test func aPlanLeetCodeDoesNotHaveFailsInOneLine() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let reason = try #require(
      Self.failure(try Self.runner(scene).actions(for: .load(.plan, slug: "no-such-plan"))))
    #expect(!reason.isEmpty && !reason.contains("\n"), "\(reason)")
  }

  @Test func offlineWithNothingCachedTheIndexFailsInOneLineAndAsksNothing() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let reason = try #require(
      Self.failure(try Self.runner(scene, offline: true).actions(for: .load(.contest, slug: nil))))
    #expect(!reason.isEmpty && !reason.contains("\n"), "\(reason)")
    #expect(scene.fake.requests.isEmpty, "offline asks nothing")
  }

  @Test func theEffectRunnerHandsEachFeaturesEffectsToItsRunner() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let posted = Mutex<[AppAction]>([])
    let runner = try scene.context().effectRunner { action in posted.withLock { $0.append(action) }
    }
    #expect(runner.perform(.progress(.load(user: "bob", refresh: false))) == nil)
    #expect(runner.perform(.collections(.load(.plan, slug: nil))) == nil)
    let deadline = ContinuousClock.now + .seconds(20)
    var answered: Set<String> = []
    while answered.count < 2, ContinuousClock.now < deadline {
      answered = Set(posted.withLock { $0 }.compactMap(Self.feature))
      if answered.count < 2 { Thread.sleep(forTimeInterval: 0.01) }
    }
    #expect(answered == ["progress", "index"], "\(posted.withLock { $0 })")
  }

  /// Which feature's answer `action` is: bob's progress, or the plans' index.
  private static func feature(_ action: AppAction) -> String? {
    if action.progressLoaded?.user == "bob" { return "progress" }
    if action.indexLoaded?.index.kind == .plan { return "index" }
    return nil
  }
}
