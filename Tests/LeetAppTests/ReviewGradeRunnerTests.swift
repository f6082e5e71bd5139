import Foundation
import LeetFetch
import LeetModel
import LeetTestSupport
import LeetUI
import Testing

@testable import LeetApp

/// The review grade of the interface kept by the solving runner through the command line's
/// review service, in the real state folder of a temporary home; and the Due section's solved
/// list refreshed in the background from the loopback fake's progress pages.
@Suite(.timeLimit(.minutes(1))) struct ReviewGradeRunnerTests {
  /// A scene whose fake serves `rows` as the signed-in user's progress list.
  static func scene(_ rows: [String] = FakeHistoryFixtures.progressRows(12)) throws -> RunnerScene {
    let fake = try FakeLeetCode()
    fake.serveHistory(FakeHistory(rows: rows))
    return try RunnerScene(fake: fake)
  }

  @Test func aGradeIsKeptInTheStateFolderAndTheDueSectionFollows() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let context = try scene.context(signedIn: true)
    _ = try context.reviewService.refresh()
    let before = AppContext.cachedBrowserDue(context.reviewService)
    let slug = try #require(before.entries.first?.slug, "nothing due before the grade")
    let posted = PostedActions()
    let event = SolveRunner(services: context).keepGrade(.good, slug: slug, post: posted.post)
    guard case .reviewGraded(.good, .inDays(let days)) = event else {
      Issue.record("not kept: \(event)")
      return
    }
    #expect(days >= 1)
    let file = try #require(context.reviewService.scheduleFile?.url)
    #expect(file.path.hasPrefix(scene.home.path), "the state folder is the home's: \(file.path)")
    let written = try String(contentsOf: file, encoding: .utf8)
    #expect(written.contains(slug), "\(written)")
    // A new run reads the same schedule: the grade is the command line's.
    #expect(try scene.context(signedIn: true).reviewService.schedule().cards[slug] != nil)
    let due = try #require(posted.first(\.dueRefreshed), "\(posted.all)")
    #expect(!due.entries.contains { $0.slug == slug } && due.gradedToday == before.gradedToday + 1)
  }

  @Test func aScheduleThatCannotBeWrittenIsSaidAndNothingBreaks() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    // The state folder lies under a plain file.
    try Data("a file\n".utf8).write(to: scene.home.appendingPathComponent("state"))
    let context = try scene.context(
      signedIn: true, extra: ["XDG_STATE_HOME": scene.home.appendingPathComponent("state/inner").path])
    let posted = PostedActions()
    let event = SolveRunner(services: context).keepGrade(.easy, slug: "problem-1", post: posted.post)
    guard case .reviewNotGraded(let reason) = event else {
      Issue.record("said kept: \(event)")
      return
    }
    #expect(!reason.isEmpty && !reason.contains(RunnerScene.session), "\(reason)")
    #expect(posted.all.isEmpty)
  }

  /// Whether a start on `launch` asks for the Due refresh, with the cache read as the start reads it.
  static func needsRefresh(_ context: AppContext, _ launch: AppProgram.Launch) -> Bool {
    AppProgram.dueNeedsRefresh(context: context, launch: launch, cached: context.reviewService.cached())
  }

  @Test func theDueSectionRefreshesFromTheProgressPagesInTheBackground() throws {
    let scene = try Self.scene(FakeHistoryFixtures.progressRows(120))
    defer { scene.close() }
    let context = try scene.context(signedIn: true)
    #expect(Self.needsRefresh(context, .browser), "nothing cached yet")
    let posted = PostedActions()
    DueRefresher.start(service: context.service, post: posted.post)
    let due = try #require(posted.first(\.dueRefreshed), "\(posted.all)")
    #expect(!due.entries.isEmpty && due.entries.count <= due.dailyCap)
    #expect(scene.fake.operations.filter { $0 == "userProgressQuestionList" }.count == 2)
    // Now cached and fresh: the next start does not ask again.
    #expect(!Self.needsRefresh(try scene.context(signedIn: true), .browser))
  }

  @Test func neverOfflineNorSignedOutNorForOneProblem() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    #expect(
      !Self.needsRefresh(try scene.context(offline: true, signedIn: true), .browser)
    )
    #expect(!Self.needsRefresh(try scene.context(), .browser))
    #expect(
      !Self.needsRefresh(try scene.context(signedIn: true), .progress(user: nil, cached: nil, fresh: false)))
    #expect(DueRefresher.outcome(try scene.context().reviewService) == nil)
    #expect(scene.fake.operations.isEmpty, "\(scene.fake.operations)")
  }

  @Test func theStartAsksForTheRefreshOnlyOnline() {
    var state = AppState(
      browser: BrowserState(items: []), size: .init(width: 80, height: 24),
      settings: .init(animated: false, language: .english, offline: false), theme: Theme(usesColor: false))
    state.dueNeedsRefresh = true
    #expect(reduce(&state, .start).contains(.refreshDue))
    state.settings.offline = true
    #expect(!reduce(&state, .start).contains(.refreshDue))
  }
}
