import LeetModel
import LeetTestSupport
import LeetText
import TermCore
import Testing

@testable import LeetUI

/// Hints folded on the description (`Hint 1 of 3`), opened one at a time by `H`; printing keeps
/// every hint open.
@Suite struct HintReducerTests {
  @Test func hintsStartFoldedWithTheKeyThatOpensThem() {
    let state = HintFixture.state()
    let text = state.pageText
    #expect(text.contains("▸ Hint 1 of 3 · H next hint"))
    #expect(text.contains("▸ Hint 2 of 3"))
    #expect(text.contains("▸ Hint 3 of 3"))
    #expect(!text.contains("Walk the row once"))
  }

  @Test func eachHOpensTheNextAndBringsItIntoView() {
    var state = HintFixture.state()
    _ = reduce(&state, .key(.character("H")))
    #expect(state.hintsOpen == 1)
    #expect(state.pageText.contains("▾ Hint 1 of 3"))
    #expect(state.pageText.contains("Walk the row once from the left."))
    #expect(state.pageText.contains("▸ Hint 2 of 3 · H next hint"))
    #expect(!state.pageText.contains("highest"))
    let screen = ProblemView.render(state).snapshot(styles: false)
    #expect(screen.contains("Walk the row once from the left."), "the opened hint is on screen")
    _ = reduce(&state, .key(.character("H")))
    _ = reduce(&state, .key(.character("H")))
    #expect(state.hintsOpen == 3)
    #expect(state.pageText.contains("A keeper receives the signal"))
    _ = reduce(&state, .key(.character("H")))
    #expect(state.hintsOpen == 3)
    #expect(state.messageText == "Every hint is open")
  }

  @Test func hFromAnotherSegmentComesBackToTheDescription() {
    var state = HintFixture.state()
    _ = reduce(&state, .key(.tab))
    #expect(state.selected != .description)
    _ = reduce(&state, .key(.character("H")))
    #expect(state.selected == .description)
    #expect(state.hintsOpen == 1)
  }

  @Test func theLanguageSwitchKeepsTheOpenHints() {
    var state = HintFixture.state()
    _ = reduce(&state, .key(.character("H")))
    state.showLanguage(.chinese, of: HintFixture.problem)
    #expect(state.pageText.contains("▾ 提示 1 / 3"))
    #expect(state.pageText.contains("▸ 提示 2 / 3"))
  }

  @Test func aProblemWithoutHintsSaysSo() {
    var state = Fixture.state(animated: false)
    state.source = Fixture.problem
    _ = reduce(&state, .key(.character("H")))
    #expect(state.messageText == "This problem has no hints")
  }

  @Test func printingKeepsEveryHintOpen() {
    let page = ProblemPage(problem: HintFixture.problem, language: .english)
    let text = DocumentLayout.lines(page.description, width: 80).map(\.text).joined(separator: "\n")
    #expect(text.contains("1. Walk the row once from the left."))
    #expect(text.contains("3. A keeper receives the signal"))
    #expect(!text.contains("Hint 1 of 3"))
  }

  @Test func foldedHintsAt80x24() {
    var state = HintFixture.state()
    scroll(&state, to: state.maxTop)
    assertSnapshot(ProblemView.render(state).snapshot(), named: "hints-folded-80x24")
    _ = reduce(&state, .key(.character("H")))
    assertSnapshot(ProblemView.render(state).snapshot(styles: false), named: "hints-one-open-80x24")
  }
}
