import Foundation
import LeetTestSupport
import LeetUI
import Testing

@testable import LeetApp

/// The problem loader (`.loadProblem`) in-process against a fake LeetCode on loopback and the
/// real cache in a temporary folder: the problem with where it came from, or why not.
@Suite(.timeLimit(.minutes(1))) struct ProblemLoaderTests {
  /// A scene whose fake serves three made-up problems.
  static func scene() throws -> RunnerScene {
    try RunnerScene(fake: try FakeFixtures.smallSite(count: 3))
  }

  /// What loading `slug` over `context` posts, once it has answered.
  static func load(_ slug: String, _ context: AppContext) -> [AppAction] {
    let posted = PostedActions()
    ProblemLoader(service: context.service).load(slug, post: posted.post)
    return posted.wait { actions in
      actions.contains { $0.problemLoaded != nil || $0.problemFailed != nil }
    }
  }

  @Test func aBundledProblemLoadsOfflineWithItsSource() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let posted = Self.load("two-sum", try scene.context(offline: true))
    let loaded = try #require(posted.compactMap(\.problemLoaded).first, "\(posted)")
    #expect(loaded.slug == "two-sum" && loaded.problem.title == "Two Sum")
    #expect(!loaded.source.isEmpty)
    #expect(scene.fake.requests.isEmpty)
  }

  @Test func aProblemNotCachedIsFetchedAndKept() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let context = try scene.context()
    let posted = Self.load("pebble-count-1", context)
    let loaded = try #require(posted.compactMap(\.problemLoaded).first, "\(posted)")
    #expect(loaded.problem.title == "Pebble Count 1" && loaded.note == nil)
    #expect(scene.fake.operations.contains("questionData"), "\(scene.fake.operations)")
    #expect(try context.service.loadWithoutFetching("pebble-count-1") != nil)
    #expect(!posted.contains { $0.cacheWarning != nil })
  }

  @Test func offlineAProblemNotCachedFailsInOneLineAndAsksNothing() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let posted = Self.load("pebble-count-1", try scene.context(offline: true))
    let failed = try #require(posted.compactMap(\.problemFailed).first, "\(posted)")
    #expect(failed.slug == "pebble-count-1" && !failed.reason.isEmpty && !failed.reason.contains("\n"))
    #expect(scene.fake.requests.isEmpty)
  }

  @Test func aProblemLeetCodeDoesNotHaveFails() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let posted = Self.load("no-such-pebble", try scene.context())
    let failed = try #require(posted.compactMap(\.problemFailed).first, "\(posted)")
    #expect(failed.slug == "no-such-pebble" && !failed.reason.isEmpty, "\(failed.reason)")
  }

  @Test func aRefusalIsTheReasonWithoutTheSession() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    scene.fake.inject(.cloudflare, count: 10)
    let posted = Self.load("pebble-count-1", try scene.context(signedIn: true))
    let failed = try #require(posted.compactMap(\.problemFailed).first, "\(posted)")
    #expect(failed.reason.lowercased().contains("cloudflare"), "\(failed.reason)")
    #expect(!failed.reason.contains(RunnerScene.session))
  }

  @Test func aCacheThatCannotBeWrittenStillShowsTheProblemAndSaysSo() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let posted = PostedActions()
    ProblemLoader(service: try scene.unwritableContext().service).load("pebble-count-3", post: posted.post)
    let warning = posted.first(\.cacheWarning)
    #expect(warning?.isEmpty == false, "\(posted.all)")
    #expect(posted.all.compactMap(\.problemLoaded).first?.problem.title == "Pebble Count 3")
  }

  @Test func onlyTheLatestProblemAskedForIsSureToArrive() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let posted = PostedActions()
    let loader = ProblemLoader(service: try scene.context().service)
    for n in 1...3 { loader.load("pebble-count-\(n)", post: posted.post) }
    let all = posted.wait { $0.contains { $0.problemLoaded?.slug == "pebble-count-3" } }
    let loaded = all.compactMap(\.problemLoaded).map(\.slug)
    #expect(loaded.last == "pebble-count-3", "\(loaded)")
    #expect(Set(loaded).count == loaded.count, "none is loaded twice: \(loaded)")
  }
}
