import LeetModel
import LeetTestSupport
import TermCore
import Testing

@testable import LeetUI

/// Issue 33: Tab in the browser does what it does at every width, to the problem beside the
/// list (or back to it once opened), and says why when there is none rather than nothing.
@Suite struct BrowserTabTests {
  @Test(arguments: [80, 140]) func tabWithNothingOpenSaysHowToOpenOne(width: Int) {
    var state = BrowserFixture.app(width: width, height: 24)
    #expect(state.press(.tab).isEmpty)
    #expect(state.focus == .browser)
    #expect(state.message == .noProblemOpen(openKey: "Enter"))
    let status = AppView.render(state).snapshot(styles: false).split(separator: "\n").last ?? ""
    #expect(status.contains("No problem is open to go to; Enter opens the one selected"), "\(status)")
    state.press(.down)
    #expect(state.message == nil, "one-off, as every message")
  }

  @Test(arguments: [80, 140]) func tabGoesToTheProblemOpenedBefore(width: Int) {
    var state = BrowserFixture.app(width: width, height: 24)
    state.type("relay")
    state.press(.enter)
    #expect(state.focus == .problem)
    state.press(.character("q"))
    #expect(state.focus == .browser)
    state.press(.tab)
    #expect(state.focus == .problem && state.message == nil)
    #expect(state.problem?.slug == "lantern-relay")
    #expect(AppView.render(state).snapshot(styles: false).contains("9001. Lantern Relay"))
  }

  @Test func theChineseMessageNamesTheKeyToo() {
    var state = BrowserFixture.app(language: .chinese)
    state.press(.tab)
    #expect(state.messageText == "还没有打开的题目；按 Enter 打开所选题目")
  }
}
