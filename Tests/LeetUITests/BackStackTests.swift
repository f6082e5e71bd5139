import LeetModel
import LeetTestSupport
import TermCore
import Testing

@testable import LeetUI

/// Issue 33: a similar question opened with `o` can be left with Backspace (from the key map),
/// back to the problem before at the segment and line it was left at, alone as from the list.
@Suite struct BackStackTests {
  /// `leetview 9001` at 80x24, its similar questions known.
  static func alone() -> AppState {
    var state = SingleProblemTests.single(width: 80)
    _ = reduce(&state, .start)
    _ = reduce(&state, .resized(Size(width: 80, height: 24)))
    state.problem?.source = HintFixture.problem
    state.problem?.message = nil
    return state
  }

  @Test func backspaceReturnsToTheProblemAtItsSegmentAndLine() throws {
    var state = Self.alone()
    state.press(.character("j"), .character("j"))
    let top = try #require(state.problem?.top)
    #expect(top > 0, "scrolled before leaving")
    state.press(.character("o"), .character("j"))
    state.press(.enter)
    #expect(state.openSlug == "orchard-paths")
    #expect(state.backStack.map(\.slug) == ["lantern-relay"])
    #expect(state.problem?.message == .backTo(key: "Backspace", title: "9001. Lantern Relay"))
    assertSnapshot(AppView.render(state).snapshot(), named: "back-hint-80x24")
    state.press(.character("3"))
    #expect(state.problem?.selected == .solutions)
    let effects = state.press(.backspace)
    #expect(effects.contains(.loadProblem(slug: "lantern-relay")))
    #expect(state.openSlug == "lantern-relay")
    #expect(state.problem?.selected == .description)
    #expect(state.problem?.top == top, "the line it was left at")
    #expect(state.backStack.isEmpty && state.returningTo == nil)
    #expect(state.problem?.message == nil, "no hint once back")
  }

  @Test func theSegmentLeftComesBackToo() {
    var state = Self.alone()
    state.press(.character("5"))
    #expect(state.problem?.selected == .code)
    state.press(.character("o"), .enter)
    #expect(state.openSlug == "pair-of-pebbles")
    #expect(state.problem?.selected == .description)
    state.press(.backspace)
    #expect(state.openSlug == "lantern-relay")
    #expect(state.problem?.selected == .code)
  }

  /// A similar question that cannot be opened (offline, not cached) leaves the problem opened
  /// alone on screen, with the reason, never an empty list; nothing was left to go back to.
  @Test func aQuestionThatCannotOpenLeavesTheProblemOnScreen() {
    var state = Self.alone()
    state.press(.character("o"))
    let effects = reduce(&state, .key(.enter))
    #expect(effects == [.loadProblem(slug: "pair-of-pebbles")])
    _ = reduce(&state, .page(.failed(slug: "pair-of-pebbles", reason: "not cached offline")))
    #expect(state.focus == .problem && state.openSlug == "lantern-relay")
    #expect(state.backStack.isEmpty)
    #expect(state.problem?.messageText == "not cached offline")
    let screen = AppView.render(state).snapshot(styles: false)
    #expect(screen.contains("9001. Lantern Relay") && !screen.contains("No problem matches"), "\(screen)")
  }

  @Test func withNothingToGoBackToItSaysSo() {
    var state = Self.alone()
    #expect(state.press(.backspace).isEmpty)
    #expect(state.openSlug == "lantern-relay")
    #expect(state.problem?.messageText == "No problem to go back to")
  }

  @Test func fromTheListOpeningAProblemStartsAFreshWayBack() {
    var state = BrowserFixture.app()
    state.type("relay")
    state.press(.enter)
    state.problem?.source = HintFixture.problem
    state.press(.character("o"), .enter)
    #expect(state.backStack.count == 1)
    state.press(.character("q"), .escape)
    state.type("bells")
    state.press(.enter)
    #expect(state.backStack.isEmpty)
  }

  @Test func theKeyIsInTheMapAndTheProblemsHelp() {
    #expect(KeyMap.command(for: .backspace, in: .openProblem) == .previousProblem)
    #expect(KeyMap.rows(for: .problem).contains { $0.keys.contains("Backspace") })
  }
}
