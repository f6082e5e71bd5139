import Foundation
import LeetTestSupport
import LeetUI
import Testing

@testable import LeetApp

/// The Progress screen's runner in-process, over the real context against a fake LeetCode on
/// loopback: each load answers with the page or with why it failed, in one line.
@Suite(.timeLimit(.minutes(1))) struct ProgressRunnerTests {
  /// A scene whose fake signs alice in and serves alice's and bob's progress.
  static func scene() throws -> RunnerScene {
    try RunnerScene(fake: try FakeLeetCode.aliceAndBob(session: RunnerScene.session))
  }

  /// The page a load answered with, for the user it was asked for.
  private static func page(_ actions: [AppAction]) -> (user: String?, page: ProgressPage)? {
    actions.count == 1 ? actions[0].progressLoaded : nil
  }

  /// Why a load failed, for the user it was asked for.
  private static func failure(_ actions: [AppAction]) -> (user: String?, reason: String)? {
    actions.count == 1 ? actions[0].progressFailed : nil
  }

  @Test func aNamedUsersProgressArrivesAsTheirPage() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let runner = ProgressRunner(services: try scene.context())
    let answer = try #require(Self.page(runner.actions(for: .load(user: "bob", refresh: false))))
    #expect(answer.user == "bob" && answer.page.progress.user == "bob")
    #expect(answer.page.host == "leetcode.com" && answer.page.staleBecause == nil)
  }

  @Test func theSignedInUserIsFoundBySessionAndAnswersForNil() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let runner = ProgressRunner(services: try scene.context(signedIn: true))
    let answer = try #require(Self.page(runner.actions(for: .load(user: nil, refresh: false))))
    #expect(answer.user == nil, "the answer is for the screen that asked: the signed-in user's")
    #expect(answer.page.progress.user == "alice")
  }

  @Test func signedOutWithoutANameItFailsSayingHowToSignIn() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let runner = ProgressRunner(services: try scene.context())
    let answer = try #require(Self.failure(runner.actions(for: .load(user: nil, refresh: false))))
    #expect(answer.reason.contains("needs the signed-in user"), "\(answer.reason)")
  }

  @Test func anUnknownUserFailsInLeetCodesWords() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let runner = ProgressRunner(services: try scene.context())
    let answer = try #require(Self.failure(runner.actions(for: .load(user: "nobody", refresh: false))))
    #expect(answer.user == "nobody")
    #expect(answer.reason.contains("That user does not exist."), "\(answer.reason)")
  }

  @Test func aNameLeetCodeCannotHaveFailsInOneLineAndAsksNothing() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let runner = ProgressRunner(services: try scene.context())
    let hostile = "../../etc\n\u{1B}[2Jpasswd"
    let reason = try #require(Self.failure(runner.actions(for: .load(user: hostile, refresh: false)))).reason
    #expect(reason.contains("is not a LeetCode user name"), "\(reason)")
    #expect(!reason.contains("\n") && !reason.contains("\u{1B}"), "one clean line: \(reason)")
    #expect(scene.fake.requests.isEmpty, "no request for a name LeetCode cannot have")
  }

  @Test func aRefreshFetchesAgainAndOfflineShowsTheCachedCopy() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let runner = ProgressRunner(services: try scene.context())
    _ = runner.actions(for: .load(user: "bob", refresh: false))
    let fetches = scene.fake.operations.count
    _ = runner.actions(for: .load(user: "bob", refresh: false))
    #expect(scene.fake.operations.count == fetches, "a fresh cached copy is not fetched again")
    let refreshed = try #require(Self.page(runner.actions(for: .load(user: "bob", refresh: true))))
    #expect(refreshed.page.progress.user == "bob" && scene.fake.operations.count > fetches)
    let offline = ProgressRunner(services: try scene.context(offline: true))
    let shown = try #require(Self.page(offline.actions(for: .load(user: "bob", refresh: true))))
    #expect(shown.page.staleBecause == "offline")
    let never = try #require(Self.failure(offline.actions(for: .load(user: "carol", refresh: false))))
    #expect(never.reason.contains("leetview stats carol"), "\(never.reason)")
  }
}
