import LeetModel
import LeetTestSupport
import TermCore
import Testing

@testable import LeetUI

/// Text snapshots of the marks on screen: the browser's column and section counts at 80 and 120
/// columns, and the header's Solved / Attempted (`Snapshots/marks-*.txt`).
@Suite struct MarksSnapshotTests {
  @Test func browserWithMarksAt80x24() {
    let state = MarksFixture.app()
    let text = AppView.render(state).snapshot(styles: false)
    #expect(text.contains("All 2/7 ✓"))
    #expect(text.contains("1  ✓ Pair of Pebbles"))
    #expect(text.contains("9001  ◐ Lantern Relay"))
    #expect(text.contains("2    Bridge of Ropes"))
    assertSnapshot(AppView.render(state).snapshot(), named: "marks-browser-80x24")
  }

  @Test func browserWithMarksAt120x30() {
    let state = MarksFixture.app(width: 120, height: 30)
    assertSnapshot(AppView.render(state).snapshot(styles: false), named: "marks-browser-120x30")
  }

  @Test func browserWithoutMarksHasNoColumn() {
    let text = AppView.render(BrowserFixture.app()).snapshot(styles: false)
    #expect(text.contains("All 7"))
    #expect(text.contains("1  Pair of Pebbles"))
    #expect(!text.contains("✓"))
  }

  @Test func asciiTerminalsShowLetters() {
    var state = MarksFixture.app()
    state.theme = Theme(usesColor: false, glyphs: .ascii)
    let text = AppView.render(state).snapshot(styles: false)
    #expect(text.contains("1  v Pair of Pebbles"))
    #expect(text.contains("9001  ~ Lantern Relay"))
    #expect(text.contains("All 2/7 v"))
  }

  @Test func theHeaderSaysSolvedOrAttempted() {
    var state = MarksReducerTests.opened("pair-of-pebbles")
    let solved = AppView.render(state).snapshot(styles: false)
    #expect(solved.split(separator: "\n")[0].contains("✓ Solved · Easy"))
    assertSnapshot(AppView.render(state).snapshot(), named: "marks-header-solved-80x24")
    state = MarksReducerTests.opened("lantern-relay")
    #expect(AppView.render(state).snapshot(styles: false).split(separator: "\n")[0].contains("◐ Attempted"))
  }

  @Test func theChineseHeaderSaysItInChinese() {
    var state = BrowserFixture.app(language: .chinese)
    state.browser.marks = MarksFixture.marks
    state.browser.setQuery("pebbles")
    state.press(.enter)
    let header = AppView.render(state).snapshot(styles: false).split(separator: "\n")[0]
    #expect(header.contains("✓ 已解答"))
    assertSnapshot(AppView.render(state).snapshot(styles: false), named: "marks-header-chinese-80x24")
  }
}
