import LeetModel
import LeetTestSupport
import TermCore
import Testing

@testable import LeetUI

/// `o` on a problem: a small box of its similar questions; Enter opens one like any problem.
@Suite struct SimilarChooserTests {
  @Test func oOpensTheBoxAndItsKeysMoveAndClose() {
    var state = HintFixture.state()
    _ = reduce(&state, .key(.character("o")))
    #expect(state.similarChooser == SimilarChooser(selected: 0))
    _ = reduce(&state, .key(.character("j")))
    _ = reduce(&state, .key(.character("j")))
    #expect(state.similarChooser?.selected == 1, "the last stays selected")
    _ = reduce(&state, .key(.character("k")))
    #expect(state.similarChooser?.selected == 0)
    _ = reduce(&state, .key(.escape))
    #expect(state.similarChooser == nil)
    #expect(state.mode == .reading)
  }

  @Test func enterAsksForTheSelectedProblem() {
    var state = HintFixture.state()
    _ = reduce(&state, .key(.character("o")))
    _ = reduce(&state, .key(.down))
    let effects = reduce(&state, .key(.enter))
    #expect(effects == [.openProblem(slug: "orchard-paths")])
    #expect(state.similarChooser == nil)
  }

  @Test func aProblemWithoutSimilarQuestionsSaysSo() {
    var state = Fixture.state(animated: false)
    state.source = Fixture.problem
    _ = reduce(&state, .key(.character("o")))
    #expect(state.similarChooser == nil)
    #expect(state.messageText == "LeetCode names no similar question")
  }

  @Test func fromTheListTheChosenQuestionOpensLikeAnyProblem() {
    var state = BrowserFixture.app()
    state.type("relay")
    state.press(.enter)
    state.problem?.source = HintFixture.problem
    state.press(.character("o"), .character("j"))
    let effects = state.press(.enter)
    #expect(effects.contains(.loadProblem(slug: "orchard-paths")))
    #expect(state.openSlug == "orchard-paths")
    #expect(state.focus == .problem)
    #expect(state.browser.recent.first == "orchard-paths")
  }

  @Test func theBoxAt80x24InEnglishAndChinese() {
    var state = HintFixture.state()
    _ = reduce(&state, .key(.character("o")))
    _ = reduce(&state, .key(.character("j")))
    let text = ProblemView.render(state).snapshot(styles: false)
    #expect(text.contains("Similar questions"))
    #expect(text.contains("Orchard Paths"))
    assertSnapshot(ProblemView.render(state).snapshot(), named: "similar-chooser-80x24")
    var chinese = HintFixture.state(language: .chinese)
    _ = reduce(&chinese, .key(.character("o")))
    let chineseText = ProblemView.render(chinese).snapshot(styles: false)
    #expect(chineseText.contains("卵石成对") && chineseText.contains("相似题目"))
    assertSnapshot(chineseText, named: "similar-chooser-chinese-80x24")
  }

  @Test func theBoxShowsTheMarksOfTheAppsOneCopy() {
    var state = MarksFixture.app()
    state.type("relay")
    state.press(.enter)
    state.problem?.source = HintFixture.problem
    _ = reduce(&state, .browser(.marksRefreshed(MarksFixture.marks(["orchard-paths": .attempted]))))
    #expect(state.problem?.similarMarks == ["pair-of-pebbles": .solved, "orchard-paths": .solved])
    state.press(.character("o"))
    let text = AppView.render(state).snapshot(styles: false)
    #expect(text.contains("✓ Pair of Pebbles"), "\(text)")
    #expect(text.contains("✓ Orchard Paths"), "\(text)")
  }
}
