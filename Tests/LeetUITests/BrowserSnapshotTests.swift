import LeetModel
import LeetTestSupport
import TermCore
import Testing

@testable import LeetUI

/// Text snapshots of the browser's screens: `Snapshots/browser-*.txt` (RECORD_SNAPSHOTS=1).
@Suite struct BrowserSnapshotTests {
  @Test func listAt80x24() {
    let state = BrowserFixture.app()
    assertSnapshot(AppView.render(state).snapshot(), named: "browser-list-80x24")
  }

  @Test func filterTypedAt80x24() {
    var state = BrowserFixture.app()
    state.type("t:graph")
    let text = AppView.render(state).snapshot(styles: false)
    #expect(text.contains("/t:graph▏"))
    #expect(text.contains("3 of 7"))
    assertSnapshot(AppView.render(state).snapshot(), named: "browser-filter-80x24")
  }

  @Test func problemOpenedAt80x24TakesTheScreen() {
    var state = BrowserFixture.app()
    state.type("relay")
    state.press(.enter)
    let text = AppView.render(state).snapshot(styles: false)
    #expect(!text.contains("Problems"))
    #expect(text.contains("9001. Lantern Relay"))
    assertSnapshot(AppView.render(state).snapshot(), named: "browser-problem-80x24")
  }

  @Test func sidebarAt140x30() {
    var state = BrowserFixture.app(width: 140, height: 30)
    state.type("lantern")
    state.press(.enter)
    let grid = AppView.render(state)
    let rows = grid.snapshot(styles: false).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows[0].contains("/lantern") && rows[0].contains("9001. Lantern Relay"))
    #expect(rows[1].contains("Description"))
    assertSnapshot(grid.snapshot(), named: "browser-sidebar-140x30")
    // Back in the list, moving previews the next problem on the right.
    state.press(.escape, .down)
    assertSnapshot(AppView.render(state).snapshot(), named: "browser-sidebar-preview-140x30")
  }

  @Test func listAt140x30WithNothingOpenUsesTheWholeWidth() {
    let state = BrowserFixture.app(width: 140, height: 30)
    assertSnapshot(AppView.render(state).snapshot(styles: false), named: "browser-list-140x30")
  }

  @Test func tabEditorAt80x24() {
    var state = BrowserFixture.app()
    state.press(.enter, .character("E"), .character("j"), .character(" "))
    assertSnapshot(AppView.render(state).snapshot(), named: "browser-tab-editor-80x24")
  }

  @Test func chineseAt140x30KeepsWidthsRight() {
    var state = BrowserFixture.app(width: 140, height: 30)
    state.type("lantern")
    state.press(.enter, .character("L"))
    let grid = AppView.render(state)
    let text = grid.snapshot(styles: false)
    #expect(text.contains("题目描述"))
    #expect(text.contains("灯笼接力"))
    for row in text.split(separator: "\n") where row.hasPrefix("│") {
      #expect(DisplayWidth.of(String(row)) == 142, "140 columns between the frame's bars")
    }
    // The divider stays in one column on every row, whatever the wide characters before it.
    let divider = state.sidebarWidth
    for y in 0..<30 { #expect(grid[divider, y].symbol == "│") }
    assertSnapshot(grid.snapshot(), named: "browser-chinese-140x30")
  }

  @Test func helpAt80x24ClosesAsAProblemsHelpDoes() {
    var state = BrowserFixture.app()
    state.press(.character("?"))
    let text = AppView.render(state).snapshot(styles: false)
    #expect(text.contains("edit the tab bar"))
    #expect(text.contains("Esc or ? to close"))
    assertSnapshot(AppView.render(state).snapshot(styles: false), named: "browser-help-80x24")
    #expect(state.press(.character("j")).isEmpty)
    #expect(state.helpShown, "a key the help does not take leaves it open, as on a problem")
    #expect(state.press(.character("q")).isEmpty, "q closes the help, as on a problem")
    #expect(!state.helpShown && state.browser.selectedItem?.titleSlug == "pair-of-pebbles")
    #expect(state.browser.query.isEmpty)
  }

  @Test func chineseListAt80x24WithDailyAndRecent() {
    var state = BrowserFixture.app(language: .chinese)
    state.press(.down, .enter, .escape)
    let text = AppView.render(state).snapshot(styles: false)
    #expect(text.contains("最近浏览"))
    #expect(text.contains("★"))
    assertSnapshot(AppView.render(state).snapshot(), named: "browser-chinese-list-80x24")
  }
}
