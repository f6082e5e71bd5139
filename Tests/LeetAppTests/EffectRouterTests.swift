import Foundation
import LeetCurses
import LeetFetch
import LeetModel
import LeetTestSupport
import LeetUI
import Testing

@testable import LeetApp

/// The effect runner as a router, built from a context as the interface builds it: each effect
/// reaches its runner, and the editor is the loop's to run on a suspended screen.
@Suite(.timeLimit(.minutes(1))) struct EffectRouterTests {
  /// A scene whose fake serves Pebble Pairs and three made-up problems; the router over it, what
  /// it posts, and Pebble Pairs.
  static func router() throws -> (RunnerScene, EffectRunner, PostedActions, Problem) {
    let fake = try FakeFixtures.smallSite(count: 3)
    fake.serveQuestion("pebble-pairs", body: FakeJudgeFixtures.question())
    let scene = try RunnerScene(fake: fake)
    let context = try scene.context()
    let posted = PostedActions()
    return (
      scene, context.effectRunner(post: posted.post), posted, try context.service.load("pebble-pairs").problem
    )
  }

  @Test func theEditorIsTheLoopsToRunAndTheCodeIsReadAtOnce() throws {
    let (scene, router, posted, problem) = try Self.router()
    defer { scene.close() }
    guard case .suspend? = router.perform(.solve(.edit, problem)) else {
      Issue.record("the editor does not suspend the screen")
      return
    }
    #expect(router.perform(.solve(.loadCode, problem)) == nil)
    #expect(
      posted.all.count == 1 && posted.all.first?.solved?.event.code?.isTemplate == true, "\(posted.all)")
  }

  @Test func aLocalRunGoesToTheLocalRunner() throws {
    let (scene, router, posted, problem) = try Self.router()
    defer { scene.close() }
    #expect(router.perform(.solve(.runLocally, problem)) == nil)
    let failure = posted.first { $0.solved?.event.localRunFailure }
    #expect(failure?.isEmpty == false, "no solution file yet: \(posted.all)")
  }

  @Test func theBrowsersWorkAndTheListChooserAnswerThroughThePost() throws {
    let (scene, router, posted, _) = try Self.router()
    defer { scene.close() }
    for effect: AppEffect in [.refreshList, .loadList, .listChooser(.loadChoices(slug: "pebble-count-1"))] {
      #expect(router.perform(effect) == nil)
    }
    let all = posted.wait { actions in
      actions.contains { $0.listRefreshed != nil } && actions.contains { $0.listLoaded != nil }
        && actions.contains { $0.collectionsFailure != nil }
    }
    #expect(all.compactMap(\.listRefreshed).first?.items.count == 3, "\(all)")
    #expect(all.compactMap(\.collectionsFailure).first?.contains("changing a list") == true, "signed out")
  }

  @Test func theRecentListIsWrittenBeforeTheRunnerFinishes() throws {
    let (scene, router, _, _) = try Self.router()
    defer { scene.close() }
    #expect(router.perform(.saveRecent(["pebble-pairs"])) == nil)
    router.finishWrites()
    #expect(RecentFile(store: try scene.context().store).read() == ["pebble-pairs"])
  }
}
