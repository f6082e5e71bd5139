import LeetModel
import LeetTestSupport
import TermCore
import Testing

@testable import LeetUI

/// Issue 33: the help shows the message that was on screen when it opened, whole, and never one
/// that a key has cleared since.
@Suite struct StaleMessageTests {
  static func opened() -> AppState {
    var state = BrowserFixture.app(height: 40)
    state.type("lantern")
    state.press(.enter)
    return state
  }

  static func screen(_ state: AppState) -> String { AppView.render(state).snapshot(styles: false) }

  @Test func aMessageClearedByAKeyIsNotInTheProblemsHelp() {
    var state = Self.opened()
    state.press(.character("n"))
    #expect(state.problem?.message == .pressSlash)
    state.press(.character("j"), .character("?"))
    #expect(state.problem?.mode == .help)
    #expect(state.problem?.lastMessage == nil)
    state.press(.character("G"))
    #expect(!Self.screen(state).contains("Last message:"), "\(Self.screen(state))")
    #expect(!Self.screen(state).contains("Press / to search"))
  }

  @Test func theMessageOnScreenIsInTheHelpAndStaysWhileItScrolls() {
    var state = Self.opened()
    state.press(.character("n"), .character("?"))
    #expect(state.problem?.lastMessage == .pressSlash)
    // Scrolled to the end of the help, where the message is.
    state.press(.character("j"), .character("G"))
    #expect(state.problem?.lastMessage == .pressSlash, "the help keeps the one it shows")
    #expect(Self.screen(state).contains("Last message:") && Self.screen(state).contains("Press / to search"))
    state.press(.escape)
    #expect(state.problem?.mode == .reading)
    state.press(.character("?"), .character("G"))
    #expect(!Self.screen(state).contains("Last message:"), "closing the help was a key: it is gone")
  }

  @Test func theListsHelpShowsOnlyTheMessageOnScreen() {
    var state = BrowserFixture.app(height: 40)
    state.press(.tab)
    #expect(state.message == .noProblemOpen(openKey: "Enter"))
    state.press(.down, .function(1))
    #expect(state.helpShown)
    #expect(!Self.screen(state).contains("Last message:"), "\(Self.screen(state))")
    state.press(.escape, .tab, .function(1))
    #expect(Self.screen(state).contains("Last message:"))
    #expect(Self.screen(state).contains("No problem is open to go to"))
  }
}
