import Foundation
import LeetModel
import LeetTestSupport
import TermCore
import Testing

@testable import LeetUI

/// Issue 33: the browser's Study plans, Lists and Contests sections stand first, over the real
/// 4,029-problem list, with their counts once an index was read; Ctrl-K (from the key map) goes
/// to them, and again to the next.
@Suite struct PracticeSectionsTests {
  static let practice: [BrowserRow] = ProblemCollection.Kind.allCases.map {
    .header(.practice($0), count: 0, folded: true)
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason))
  func theSectionsComeBeforeTheWholeListAndAreSeenAt140x40() throws {
    let items = try #require(CorpusList.items, "problemset.jsonl")
    #expect(items.count == 4029)
    let state = CorpusList.app(items, width: 140, height: 40, recent: ["two-sum"])
    #expect(Array(state.browser.rows.prefix(3)) == Self.practice)
    #expect(state.browser.rows[3] == .header(.recent, count: 1, folded: false))
    #expect(state.browser.selectedItem?.titleSlug == "two-sum", "the cursor starts on a problem")
    let screen = AppView.render(state).snapshot(styles: false)
    let lines = screen.split(separator: "\n")
    #expect(lines[1].contains("▸ Study plans") && lines[2].contains("▸ Favourite lists"), "\(screen)")
    #expect(lines[3].contains("▸ Contests"), "\(screen)")
    #expect(lines[4].contains("▾ Recently viewed 1") && lines[6].contains("▾ All 4029"), "\(screen)")
    #expect(lines[39].contains("^K plans"), "the key hint names the jump: \(screen)")
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason))
  func ctrlKGoesToThemInTurnAndEnterOpensTheIndex() throws {
    let items = try #require(CorpusList.items, "problemset.jsonl")
    var state = CorpusList.app(items, width: 80, height: 24)
    state.press(.end)
    #expect(state.browser.top > 4000, "at the bottom of the list")
    state.press(.control("k"))
    #expect(state.browser.cursor == 0 && state.browser.top == 0)
    state.press(.control("k"))
    #expect(state.browser.rows[state.browser.cursor] == Self.practice[1])
    state.press(.control("k"), .control("k"))
    #expect(state.browser.cursor == 0, "after Contests, back to Study plans")
    state.press(.control("k"))
    #expect(state.press(.enter) == [.collections(.load(.list, slug: nil))])
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason))
  func aFilterIsClearedSinceItHidesThem() throws {
    let items = try #require(CorpusList.items, "problemset.jsonl")
    var state = CorpusList.app(items, width: 80, height: 24)
    state.type("two sum")
    #expect(!state.browser.rows.contains(Self.practice[0]))
    state.press(.control("k"))
    #expect(state.browser.query.isEmpty)
    #expect(state.browser.cursor == 0)
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason))
  func anIndexReadGivesItsSectionACountAt80x24() throws {
    let items = try #require(CorpusList.items, "problemset.jsonl")
    var state = CorpusList.app(items, width: 80, height: 24)
    state.browser.practiceCounts = [.contest: 31]
    state.press(.control("k"))
    state.press(.enter)
    _ = reduce(
      &state,
      .collections(
        .indexLoaded(ShelfReducerTests.index, age: nil, signedIn: true, time: ShelfReducerTests.time)))
    #expect(state.browser.practiceCounts[.plan] == 3)
    state.press(.escape)
    #expect(state.shelf == nil)
    assertSnapshot(AppView.render(state).snapshot(), named: "browser-practice-counts-80x24")
  }

  @Test func theJumpIsInTheKeyMapAndTheListsHelp() {
    #expect(KeyMap.command(for: .control("k"), in: .list) == .jumpToPractice)
    #expect(KeyMap.rows(for: .list).contains { $0.keys == "Ctrl-K" })
  }
}
