import TermCore
import Testing

@testable import LeetUI

/// The question `f` asks, as its own reduce sees it: the chooser in and out, its work for its
/// runner and what it asks of the app, with no `AppState` around it.
@Suite struct ListChooserReducerTests {
  static let words = Words.english
  static let choices = [
    ListChooser.Choice(slug: "my-drills", name: "My drills", hasProblem: true),
    ListChooser.Choice(slug: "later", name: "Later", hasProblem: false),
  ]

  /// Applies `action` about the open problem `two-sum`.
  static func apply(
    _ chooser: inout ListChooser?, _ action: ListChooserAction, offline: Bool = false
  ) -> [FeatureEffect<ListChooserEffect>] {
    reduce(&chooser, action, openSlug: "two-sum", offline: offline, words: words)
  }

  @Test func openAsksItsRunnerOnlineAndSaysWhyNotOffline() {
    var chooser: ListChooser?
    #expect(Self.apply(&chooser, .open) == [.work(.loadChoices(slug: "two-sum"))])
    #expect(
      Self.apply(&chooser, .open, offline: true) == [.app(.say(Self.words.collections.changeNeedsNetwork))])
    var nothingOpen: ListChooser?
    #expect(reduce(&nothingOpen, .open, openSlug: nil, offline: false, words: Self.words).isEmpty)
    #expect(chooser == nil && nothingOpen == nil)
  }

  @Test func theCursorStaysOnTheListsAndEnterChangesTheOneUnderIt() {
    var chooser: ListChooser?
    _ = Self.apply(&chooser, .choices(slug: "another-problem", Self.choices))
    #expect(chooser == nil, "an answer for a problem no longer open is dropped")
    _ = Self.apply(&chooser, .choices(slug: "two-sum", Self.choices))
    for _ in 0..<3 { #expect(Self.apply(&chooser, .key(.down)).isEmpty) }
    #expect(chooser?.cursor == 1)
    #expect(
      Self.apply(&chooser, .key(.enter)) == [
        .work(.change(slug: "later", name: "Later", questionSlug: "two-sum", adding: true))
      ])
    #expect(chooser == nil)
    #expect(Self.apply(&chooser, .changed(name: "Later", added: true)) == [.app(.say("Added to Later"))])
  }
}
