import LeetModel
import LeetTestSupport
import TermCore
import Testing

@testable import LeetUI

/// `f` on a problem, as state in and state out: it asks for the user's lists, asks which one,
/// and Enter adds the problem to it or removes it; LeetCode's refusal is shown in its words.
@Suite struct ListChooserTests {
  static let choices = [
    ListChooser.Choice(slug: "my-drills", name: "My drills", hasProblem: true),
    ListChooser.Choice(slug: "later", name: "Later", hasProblem: nil),
  ]

  static func opened() -> AppState {
    var state = BrowserFixture.app(offline: false)
    state.press(.enter)
    return state
  }

  @Test func fAsksForTheListsThenWhichAndEnterChangesTheOneChosen() {
    var state = Self.opened()
    let slug = state.openSlug ?? ""
    #expect(state.press(.character("f")) == [.listChooser(.loadChoices(slug: slug))])
    _ = reduce(&state, .listChooser(.choices(slug: slug, Self.choices)))
    let text = AppView.render(state).snapshot(styles: false)
    #expect(text.contains("▸ remove from My drills"))
    #expect(text.contains("add to Later"))
    state.press(.down)
    #expect(
      state.press(.enter) == [
        .listChooser(.change(slug: "later", name: "Later", questionSlug: slug, adding: true))
      ])
    #expect(state.listChooser == nil)
    _ = reduce(&state, .listChooser(.changed(name: "Later", added: true)))
    #expect(AppView.render(state).snapshot(styles: false).contains("Added to Later"))
  }

  @Test func escAsksNothingAndARefusalIsShownInLeetCodesWords() {
    var state = Self.opened()
    let slug = state.openSlug ?? ""
    state.press(.character("f"))
    _ = reduce(&state, .listChooser(.choices(slug: slug, Self.choices)))
    #expect(state.press(.escape).isEmpty)
    #expect(state.listChooser == nil && state.focus == .problem)
    _ = reduce(
      &state,
      .collections(.failed("LeetCode answered with an error: You cannot change a list you do not own.")))
    #expect(AppView.render(state).snapshot(styles: false).contains("You cannot change a list"))
  }

  @Test func offlineFSaysTheNetworkIsNeededAndAnswersForAnotherProblemAreDropped() {
    var offline = BrowserFixture.app(offline: true)
    offline.press(.enter)
    #expect(offline.press(.character("f")).isEmpty)
    #expect(AppView.render(offline).snapshot(styles: false).contains("Changing a list needs the network"))
    var state = Self.opened()
    _ = reduce(&state, .listChooser(.choices(slug: "some-other-problem", Self.choices)))
    #expect(state.listChooser == nil)
  }

  @Test func theQuestionAt80x24() {
    var state = Self.opened()
    state.press(.character("f"))
    _ = reduce(&state, .listChooser(.choices(slug: state.openSlug ?? "", Self.choices)))
    assertSnapshot(AppView.render(state).snapshot(), named: "list-chooser-80x24")
  }
}
