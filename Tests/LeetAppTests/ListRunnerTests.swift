import Foundation
import LeetModel
import LeetTestSupport
import LeetUI
import Testing

@testable import LeetApp

/// The list chooser's runner (`f`: `ListChooserEffect.loadChoices`, `.change`) in-process against a fake
/// LeetCode on loopback that knows the scene's session, and the real cache in a temporary folder.
@Suite(.timeLimit(.minutes(1))) struct ListRunnerTests {
  /// A scene whose fake signs the scene's session in and serves its list `my-drills` (Pebble
  /// Count and River Crossing).
  static func scene() throws -> RunnerScene {
    let fake = try FakeLeetCode()
    fake.serveCollections(FakeCollections(signedIn: [RunnerScene.session], upcomingStart: Date()))
    return try RunnerScene(fake: fake)
  }

  /// The list runner over a context of `scene`.
  static func runner(_ scene: RunnerScene, signedIn: Bool = true) throws -> ListRunner {
    ListRunner(services: try scene.context(signedIn: signedIn))
  }

  @Test func signedOutItSaysASessionIsNeededAndAsksNothing() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let reason = try #require(
      try Self.runner(scene, signedIn: false).choices(for: "pebble-count").collectionsFailure)
    #expect(reason.contains("changing a list"), "\(reason)")
    #expect(scene.fake.requests.isEmpty)
  }

  @Test func theUsersOwnListsAreTheChoicesNotKnownToHoldItUntilCached() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let answer = try #require(try Self.runner(scene).choices(for: "pebble-count").listChoices)
    #expect(answer.slug == "pebble-count")
    #expect(answer.choices.map(\.slug) == ["my-drills"] && answer.choices.map(\.name) == ["My drills"])
    #expect(answer.choices.first?.hasProblem == nil, "no copy of the list is cached yet")
  }

  @Test func aCachedListSaysWhetherItHoldsTheProblem() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    _ = try scene.context(signedIn: true).collections.list("my-drills")
    let runner = try Self.runner(scene)
    #expect(runner.choices(for: "pebble-count").listChoices?.choices.first?.hasProblem == true)
    #expect(runner.choices(for: "lantern-row").listChoices?.choices.first?.hasProblem == false)
  }

  /// What adding Lantern Row to the list `slug` (or removing it) comes to.
  static func change(_ slug: String, name: String, adding: Bool = true) throws -> AppAction {
    let scene = try Self.scene()
    defer { scene.close() }
    return try Self.runner(scene).change(slug, name: name, questionSlug: "lantern-row", adding: adding)
  }

  @Test(arguments: [true, false])
  func aChangeLeetCodeTakesIsSaidWithTheListsName(adding: Bool) throws {
    let changed = try #require(try Self.change("my-drills", name: "My drills", adding: adding).listChanged)
    #expect(changed.name == "My drills" && changed.added == adding)
  }

  @Test func aChangeLeetCodeRefusesIsItsReasonInOneLine() throws {
    let reason = try #require(try Self.change("big-public", name: "Big public").collectionsFailure)
    #expect(reason.contains("You cannot change a list you do not own."), "\(reason)")
  }

  @Test func offlineTheChoicesFailInOneLineAndNothingIsAsked() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let runner = ListRunner(services: try scene.context(offline: true, signedIn: true))
    let reason = try #require(runner.choices(for: "pebble-count").collectionsFailure)
    #expect(!reason.isEmpty && !reason.contains("\n"), "\(reason)")
    #expect(scene.fake.requests.isEmpty)
  }
}
