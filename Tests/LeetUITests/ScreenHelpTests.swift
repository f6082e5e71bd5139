import LeetModel
import LeetTestSupport
import TermCore
import Testing

@testable import LeetUI

/// `?` and F1 on the Progress screen and on a plan list or contest: their own keys in a box over
/// the screen, from the key map; the help's keys close it and the screen stays as it was.
@Suite struct ScreenHelpTests {
  @Test func questionMarkOnTheProgressScreenListsItsKeysAndEscClosesOnlyTheHelp() throws {
    var state = BrowserFixture.app(width: 80, height: 24)
    state.press(.function(2))
    _ = reduce(&state, .progress(.loaded(user: nil, try ProgressScreenTests.page())))
    let before = AppView.render(state).rowsText
    #expect(before.last?.contains("? help") == true, "\(before.last ?? "")")
    #expect(state.press(.character("?")).isEmpty)
    #expect(state.helpShown)
    let text = AppView.render(state).rowsText.joined(separator: "\n")
    for row in KeyMap.rows(for: .progress) {
      #expect(text.contains(row.keys) && text.contains(row.help), "\(row.keys)")
    }
    // While the help is shown, the screen's keys do not act beneath it.
    #expect(state.press(.character("r")).isEmpty)
    #expect(state.progressScreen?.loading == false)
    state.press(.escape)
    #expect(!state.helpShown)
    #expect(state.progressScreen != nil, "Esc closed the help, not the screen")
    #expect(AppView.render(state).rowsText == before)
    state.press(.function(1))
    #expect(state.helpShown)
    assertSnapshot(AppView.render(state).snapshot(styles: false), named: "progress-help-80x24")
    state.press(.character("q"))
    #expect(!state.helpShown && state.progressScreen != nil)
  }

  @Test func questionMarkOnAPlanListsTheCollectionsKeysInChineseToo() {
    var state = CollectionFixture.app()
    let cursor = state.collection?.cursor
    #expect(AppView.render(state).rowsText.last?.contains("? help") == true)
    state.press(.character("?"))
    #expect(state.helpShown)
    #expect(KeysHelpView.screen(of: state) == .collection)
    let text = AppView.render(state).rowsText.joined(separator: "\n")
    for row in KeyMap.rows(for: .collection) {
      #expect(text.contains(row.keys) && text.contains(row.help), "\(row.keys)")
    }
    #expect(!text.contains("edit the tab bar"), "the list's keys are not the plan's")
    state.press(.down)
    #expect(state.collection?.cursor == cursor, "keys beneath the help do nothing")
    state.press(.enter)
    #expect(!state.helpShown)
    #expect(state.collection != nil)
    state.settings.language = .chinese
    state.press(.character("?"))
    let chinese = AppView.render(state).rowsText.joined(separator: "\n")
    #expect(chinese.contains("到题目") || chinese.contains("切换到题目"))
    #expect(chinese.contains("帮助"))
  }
}
