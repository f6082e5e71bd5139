import LeetModel
import TermCore
import Testing

@testable import LeetUI

/// Clicks on the problem list: a second click on a problem opens it, a click on a section header
/// folds or opens the section (both as Enter does).
@Suite struct BrowserMouseTests {
  /// Clicks the list row `row` (the list starts on the screen's second row) and delivers problems.
  @discardableResult
  private func click(_ state: inout AppState, row: Int) -> [AppEffect] {
    let point = Point(x: 10, y: row - state.browser.top + 1)
    let effects = state.deliver(reduce(&state, .mouse(MouseEvent(.press, at: point))))
    _ = reduce(&state, .mouse(MouseEvent(.release, at: point)))
    return effects
  }

  @Test func aSecondClickOnAProblemOpensIt() throws {
    var state = BrowserFixture.app()
    let row = try #require(state.browser.rows.firstIndex { $0 == .item(1) })
    #expect(row != state.browser.cursor)
    let first = click(&state, row: row)
    #expect(!first.contains { if case .loadProblem = $0 { true } else { false } })
    #expect(state.browser.cursor == row)
    #expect(state.problem == nil, "one click only selects")
    let second = click(&state, row: row)
    #expect(second.contains(.loadProblem(slug: "bridge-of-ropes")))
    #expect(state.openSlug == "bridge-of-ropes")
    #expect(state.focus == .problem)
  }

  @Test func aClickOnASectionHeaderFoldsAndOpensIt() throws {
    var state = BrowserFixture.app()
    let all = 3  // after the plans', lists' and contests' rows
    #expect(state.browser.rows[all] == .header(.all, count: 7, folded: false))
    click(&state, row: all)
    #expect(state.browser.rows[all] == .header(.all, count: 7, folded: true))
    #expect(state.itemSlugs.isEmpty, "All folded")
    click(&state, row: all)
    #expect(state.browser.rows[all] == .header(.all, count: 7, folded: false))
    let hard = try #require(
      state.browser.rows.firstIndex { $0 == .header(.difficulty(.hard), count: 2, folded: true) })
    click(&state, row: hard)
    #expect(state.browser.rows[hard] == .header(.difficulty(.hard), count: 2, folded: false))
    #expect(state.browser.cursor == hard)
  }

  @Test func aClickOnTheStatusLineDoesNothing() {
    var state = BrowserFixture.app(width: 80, height: 12)
    let cursor = state.browser.cursor
    let point = Point(x: 10, y: 11)
    #expect(reduce(&state, .mouse(MouseEvent(.press, at: point))).isEmpty)
    #expect(state.browser.cursor == cursor)
  }

  @Test func aClickBehindTheHelpOrTheSyncQuestionDoesNothing() throws {
    var state = BrowserFixture.app()
    let row = try #require(state.browser.rows.firstIndex { $0 == .item(1) })
    let cursor = state.browser.cursor
    state.helpShown = true
    #expect(click(&state, row: row).isEmpty)
    #expect(state.browser.cursor == cursor, "the help is over the list")
    state.helpShown = false
    state.syncQuestion = .details
    #expect(click(&state, row: 3).isEmpty)
    #expect(state.browser.rows[3] == .header(.all, count: 7, folded: false))
  }
}
