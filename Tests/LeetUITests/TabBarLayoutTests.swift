import LeetModel
import LeetText
import TermCore
import Testing

@testable import LeetUI

@Suite struct TabBarLayoutTests {
  @Test func tabsAreMeasuredInColumnsWithGaps() {
    let bar = TabBarLayout(screenWidth: 80, words: .english)
    #expect(bar.tabs.map(\.x) == [0, 15, 27, 40, 55])
    #expect(bar.tabs.map(\.width) == [11, 8, 9, 11, 4])
    #expect(bar.totalWidth == 59)
    #expect(!bar.overflows)
    let chinese = TabBarLayout(screenWidth: 80, words: .chinese)
    #expect(chinese.tabs.map(\.width) == [8, 4, 4, 8, 4], "CJK labels are two columns a character")
  }

  @Test func aBarThatFitsNeverScrolls() {
    let bar = TabBarLayout(screenWidth: 80, words: .english)
    for segment in Segment.allCases { #expect(bar.scrollTarget(for: segment) == 0) }
  }

  @Test func anOverflowingBarStaysAtAnEndWhenThatShowsTheTabElseCentresIt() {
    let wide = TabBarLayout(screenWidth: 40, words: .english)
    #expect(wide.overflows)
    #expect(wide.scrollTarget(for: .description) == 0)
    #expect(wide.scrollTarget(for: .comments) == 0)
    #expect(wide.scrollTarget(for: .solutions) == Double(wide.totalWidth - wide.available))
    let narrow = TabBarLayout(screenWidth: 24, words: .english)
    let comments = narrow.tab(.comments)
    let scroll = narrow.scrollTarget(for: .comments)
    let centre = Double(comments.x) + Double(comments.width) / 2 - scroll
    #expect(abs(centre - Double(narrow.available) / 2) <= 1, "centred: \(scroll)")
  }

  @Test func screenColumnsMapToTabsIncludingGapsAndScroll() {
    let bar = TabBarLayout(screenWidth: 80, words: .english)
    #expect(bar.segment(atScreenColumn: bar.origin, scroll: 0) == .description)
    #expect(bar.segment(atScreenColumn: bar.origin + 14, scroll: 0) == .comments)
    #expect(bar.segment(atScreenColumn: bar.origin + 12, scroll: 0) == .description)
    #expect(bar.segment(atScreenColumn: bar.origin + 45, scroll: 0) == .submissions)
    #expect(bar.segment(atScreenColumn: 0, scroll: 0) == nil)
    let narrow = TabBarLayout(screenWidth: 40, words: .english)
    #expect(narrow.segment(atScreenColumn: narrow.origin, scroll: 15) == .comments)
  }
}

@Suite struct PageLayoutTests {
  let document: Document = (1...6).map {
    .paragraph([Span("Block \($0) holds words enough to wrap when the page is narrow.")])
  }

  @Test func linesAreCleanedOfControlCharacters() {
    let layout = PageLayout(
      document: [.paragraph([Span("bad \u{1B}[31mred\u{7} text")])], width: 40)
    #expect(layout.lines.map(\.text) == ["bad red text"])
  }

  @Test func trailingBlankLinesAreDropped() {
    let layout = PageLayout(document: document, width: 80)
    #expect(layout.lines.last?.text.isEmpty == false)
  }

  @Test func aTextOffsetFindsItsLineAtAnyWidth() {
    let wide = PageLayout(document: document, width: 80)
    let narrow = PageLayout(document: document, width: 20)
    for index in wide.lines.indices where !wide.isBlank(index) {
      let line = narrow.line(containing: wide.textOffset(ofLine: index))
      #expect(
        narrow.lines[line].text.split(separator: " ").first
          == wide.lines[index].text.split(separator: " ").first)
    }
  }

  @Test func pagesCacheLayoutsByWidth() {
    var page = Page(document: document, isLoaded: true)
    #expect(page.cachedLayout(width: 30) == nil)
    let layout = page.layout(width: 30)
    #expect(page.cachedLayout(width: 30) == layout)
    for width in 31...35 { _ = page.layout(width: width) }
    #expect(page.cachedLayout(width: 30) == nil, "only a few widths are kept")
  }
}
