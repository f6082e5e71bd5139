import Foundation
import LeetFetch
import LeetModel
import LeetTestSupport
import LeetUI
import Testing

@testable import LeetApp

/// What the interface keeps between runs (`.saveRecent`, `.saveTabs`) in-process, in the real
/// cache and config in a temporary folder: kept and read back, or why not.
@Suite(.timeLimit(.minutes(1))) struct SavesRunnerTests {
  /// A scene whose fake is never asked.
  static func scene() throws -> RunnerScene {
    try RunnerScene(fake: try FakeLeetCode())
  }

  /// The saves runner of `context`.
  static func runner(_ context: AppContext) -> SavesRunner {
    SavesRunner(recentFile: RecentFile(store: context.store), session: context.session)
  }

  @Test func theRecentListIsKeptOnceTheWritesAreFinished() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let context = try scene.context()
    let runner = Self.runner(context)
    runner.saveRecent(["two-sum", "pebble-count-1"])
    runner.saveRecent(["pebble-count-1", "two-sum"])
    runner.finishWrites()
    #expect(RecentFile(store: context.store).read() == ["pebble-count-1", "two-sum"], "the last write wins")
  }

  @Test func theTabBarIsKeptInTheConfigForTheNextRun() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let actions = Self.runner(try scene.context()).saveTabs(
      order: [.code, .description, .solutions, .comments, .submissions], hidden: [.comments])
    #expect(actions.isEmpty, "\(actions)")
    let tabs = try #require(try scene.context().session.config?.tabs)
    #expect(tabs.order == ["code", "description", "solutions", "comments", "submissions"])
    #expect(tabs.hidden == ["comments"])
  }

  @Test func aConfigThatCannotBeWrittenSaysWhyTheTabsWereNotSaved() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let blocker = scene.home.appendingPathComponent("blocker")
    try Data("a file, not a folder\n".utf8).write(to: blocker)
    let context = try scene.context(extra: ["XDG_CONFIG_HOME": blocker.appendingPathComponent("config").path])
    let actions = Self.runner(context).saveTabs(order: Segment.allCases, hidden: [])
    let reason = try #require(actions.first?.tabsNotSavedReason, "\(actions)")
    #expect(!reason.isEmpty && actions.count == 1, "\(reason)")
  }
}
