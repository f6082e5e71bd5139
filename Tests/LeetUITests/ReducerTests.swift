import LeetModel
import LeetText
import TermCore
import Testing

@testable import LeetUI

@Suite struct ReducerTests {
  // MARK: - Segments

  @Test func tabRightAndLMoveToTheNextSegmentAndWrap() {
    for key in [Key.tab, .right, .character("l")] {
      var state = Fixture.state(animated: false)
      var seen: [Segment] = []
      for _ in 0..<5 {
        _ = reduce(&state, .key(key))
        seen.append(state.selected)
      }
      #expect(seen == [.comments, .solutions, .submissions, .code, .description], "key \(key)")
    }
  }

  @Test func shiftTabLeftAndHMoveToThePreviousSegmentAndWrap() {
    for key in [Key.backTab, .left, .character("h")] {
      var state = Fixture.state(animated: false)
      _ = reduce(&state, .key(key))
      #expect(state.selected == .code, "key \(key)")
      _ = reduce(&state, .key(key))
      #expect(state.selected == .submissions, "key \(key)")
    }
  }

  @Test func digitsJumpToSegments() {
    var state = Fixture.state(animated: false)
    let expected: [Character: Segment] = [
      "1": .description, "2": .comments, "3": .solutions, "4": .submissions,
    ]
    for digit in ["3", "1", "4", "2"] as [Character] {
      _ = reduce(&state, .key(.character(digit)))
      #expect(state.selected == expected[digit])
    }
  }

  @Test func selectingAPlaceholderAsksForItsContentOnce() {
    var state = Fixture.state(animated: false)
    #expect(reduce(&state, .key(.character("2"))) == [.loadSegment(.comments)])
    _ = reduce(&state, .key(.character("1")))
    #expect(reduce(&state, .key(.character("2"))) == [])
  }

  @Test func startAsksForTheOpeningSegmentOnlyWhenItIsAPlaceholder() {
    var description = Fixture.state()
    #expect(reduce(&description, .start) == [])
    var comments = Fixture.state(selected: .comments)
    #expect(reduce(&comments, .start) == [.loadSegment(.comments)])
    #expect(reduce(&comments, .start) == [])
  }

  @Test func loadedContentReplacesThePlaceholder() {
    var state = Fixture.state(animated: false, selected: .solutions)
    #expect(state.currentLayout.lines.first?.text.contains("not cached") == true)
    _ = reduce(
      &state, .segmentLoaded(.solutions, [.paragraph([Span("A greedy pass from the left.")])]))
    #expect(state.currentLayout.lines.map(\.text) == ["A greedy pass from the left."])
    #expect(state.pages[.solutions]?.isLoaded == true)
  }

  @Test func withoutAnimationTheUnderlineJumpsAndNoFrameIsAsked() {
    var state = Fixture.state(animated: false)
    let effects = reduce(&state, .key(.tab))
    #expect(!effects.contains { if case .scheduleFrame = $0 { true } else { false } })
    let tab = state.tabBar.tab(.comments)
    #expect(state.tabMotion.x.position == Double(tab.x))
    #expect(state.tabMotion.width.position == Double(tab.width))
    #expect(!state.tabMotion.isMoving)
  }

  // MARK: - Scrolling

  private func longState(height: Int = 24) -> ProblemState {
    var state = Fixture.state(height: height, animated: false)
    _ = reduce(&state, .segmentLoaded(.description, Fixture.longDocument(40)))
    return state
  }

  @Test func lineKeysScrollByOneWithinBounds() {
    var state = longState()
    for key in [Key.down, .character("j"), .enter] { _ = reduce(&state, .key(key)) }
    #expect(state.top == 3)
    for key in [Key.up, .character("k"), .up, .up] { _ = reduce(&state, .key(key)) }
    #expect(state.top == 0)
  }

  @Test func pageKeysScrollByAScreen() {
    let page = longState().viewportHeight
    for key in [Key.pageDown, .character(" "), .control("f")] {
      var state = longState()
      _ = reduce(&state, .key(key))
      #expect(state.top == page, "key \(key)")
    }
    for key in [Key.pageUp, .character("b"), .control("b")] {
      var state = longState()
      _ = reduce(&state, .key(.end))
      _ = reduce(&state, .key(key))
      #expect(state.top == state.maxTop - page, "key \(key)")
    }
  }

  @Test func halfPageKeys() {
    var state = longState()
    let half = state.viewportHeight / 2
    _ = reduce(&state, .key(.control("d")))
    #expect(state.top == half)
    _ = reduce(&state, .key(.control("d")))
    _ = reduce(&state, .key(.control("u")))
    #expect(state.top == half)
  }

  @Test func endsOfThePage() {
    for (down, up) in [(Key.character("G"), Key.character("g")), (.end, .home)] {
      var state = longState()
      _ = reduce(&state, .key(down))
      #expect(state.top == state.maxTop)
      #expect(state.top + state.viewportHeight == state.currentLayout.lines.count)
      _ = reduce(&state, .key(up))
      #expect(state.top == 0)
    }
  }

  @Test func scrollingStopsAtTheBottom() {
    var state = longState()
    for _ in 0..<50 { _ = reduce(&state, .key(.pageDown)) }
    #expect(state.top == state.maxTop)
  }

  @Test func eachPageKeepsItsOwnPosition() {
    var state = longState()
    _ = reduce(&state, .key(.pageDown))
    let kept = state.top
    _ = reduce(&state, .key(.tab))
    #expect(state.top == 0)
    _ = reduce(&state, .key(.backTab))
    #expect(state.top == kept)
  }

  // MARK: - Mouse

  @Test func clickOnATabSelectsIt() {
    var state = Fixture.state(animated: false)
    let bar = state.tabBar
    let solutions = bar.tab(.solutions)
    _ = reduce(
      &state,
      .mouse(MouseEvent(.press, at: Point(x: bar.origin + solutions.x + 2, y: ProblemLayout.tabRow))))
    #expect(state.selected == .solutions)
    _ = reduce(&state, .mouse(MouseEvent(.press, at: Point(x: bar.origin, y: ProblemLayout.tabRow))))
    #expect(state.selected == .description)
  }

  @Test func clickElsewhereDoesNothing() {
    var state = Fixture.state(animated: false)
    _ = reduce(&state, .mouse(MouseEvent(.press, at: Point(x: 30, y: 10))))
    _ = reduce(&state, .mouse(MouseEvent(.release, at: Point(x: 30, y: ProblemLayout.tabRow))))
    #expect(state.selected == .description)
  }

  @Test func wheelScrollsThreeLines() {
    var state = longState()
    _ = reduce(&state, .mouse(MouseEvent(.wheelDown, at: Point(x: 5, y: 8))))
    _ = reduce(&state, .mouse(MouseEvent(.wheelDown, at: Point(x: 5, y: 8))))
    #expect(state.top == 6)
    _ = reduce(&state, .mouse(MouseEvent(.wheelUp, at: Point(x: 5, y: 8))))
    #expect(state.top == 3)
  }

  // MARK: - Help, quit

  @Test func questionMarkOpensHelpAndEscOrQuestionMarkCloses() {
    for close in [Key.escape, .character("?")] {
      var state = Fixture.state()
      _ = reduce(&state, .key(.character("?")))
      #expect(state.mode == .help)
      _ = reduce(&state, .key(.tab))
      #expect(state.selected == .description, "keys other than close do nothing under help")
      _ = reduce(&state, .key(close))
      #expect(state.mode == .reading)
    }
  }

  @Test func controlLAsksForARedraw() {
    var state = Fixture.state()
    #expect(reduce(&state, .key(.control("l"))) == [.redraw])
  }

  @Test func qQuitsFromReadingAndClosesTheHelp() {
    var state = Fixture.state()
    #expect(reduce(&state, .key(.character("q"))) == [.quit])
    _ = reduce(&state, .key(.character("?")))
    #expect(reduce(&state, .key(.character("q"))) == [], "q closes the help, as on the list")
    #expect(state.mode == .reading)
    _ = reduce(&state, .key(.character("?")))
    #expect(reduce(&state, .key(.control("c"))) == [.quit])
    #expect(reduce(&state, .quit) == [.quit])
  }

  // MARK: - Search

  @Test func slashTypesAQueryAndEnterFindsMatches() {
    var state = longState()
    for key in [
      Key.character("/"), .character("P"), .character("a"), .character("x"), .backspace,
      .character("r"),
    ] {
      _ = reduce(&state, .key(key))
    }
    #expect(state.mode == .searching("Par"))
    _ = reduce(&state, .key(.enter))
    #expect(state.mode == .reading)
    #expect(state.search?.query == "Par")
    #expect(state.search?.matches.count == 40)
    #expect(state.search?.current == 0)
  }

  @Test func nAndCapitalNMoveBetweenMatchesAndScrollToThem() {
    var state = longState()
    search(&state, "paragraph 30")
    let match = state.search?.currentMatch
    #expect(match != nil)
    #expect(state.top <= match!.line && match!.line < state.top + state.viewportHeight)
    _ = reduce(&state, .key(.character("g")))
    search(&state, "paragraph")
    #expect(state.search?.current == 0, "the search starts from the top of the screen")
    _ = reduce(&state, .key(.character("n")))
    #expect(state.search?.current == 1)
    _ = reduce(&state, .key(.character("N")))
    _ = reduce(&state, .key(.character("N")))
    #expect(state.search?.current == 39)
    #expect(state.messageText == "Search wrapped to the bottom")
    let line = state.search!.currentMatch!.line
    #expect(state.top <= line && line < state.top + state.viewportHeight)
  }

  @Test func searchWithoutMatchSaysSo() {
    var state = longState()
    search(&state, "zebra")
    #expect(state.search?.matches.isEmpty == true)
    #expect(state.messageText == "No match for “zebra”")
    _ = reduce(&state, .key(.character("n")))
    #expect(state.messageText == "No match for “zebra”")
  }

  @Test func escCancelsTypingAndThenClearsTheSearch() {
    var state = longState()
    _ = reduce(&state, .key(.character("/")))
    _ = reduce(&state, .key(.character("x")))
    _ = reduce(&state, .key(.escape))
    #expect(state.mode == .reading)
    #expect(state.search == nil)
    search(&state, "page")
    _ = reduce(&state, .key(.escape))
    #expect(state.search == nil)
  }

  @Test func nWithoutASearchHints() {
    var state = longState()
    _ = reduce(&state, .key(.character("n")))
    #expect(state.messageText == "Press / to search")
  }

  private func search(_ state: inout ProblemState, _ text: String) {
    _ = reduce(&state, .key(.character("/")))
    for character in text { _ = reduce(&state, .key(.character(character))) }
    _ = reduce(&state, .key(.enter))
  }

  // MARK: - Resize

  @Test func resizeKeepsTheSameTextAtTheTop() {
    var state = longState()
    for _ in 0..<30 { _ = reduce(&state, .key(.character("j"))) }
    #expect(state.currentLayout.lines[state.top].text.hasPrefix("Paragraph 16 "))
    _ = reduce(&state, .resized(Size(width: 40, height: 12)))
    #expect(state.contentWidth == 36)
    #expect(state.currentLayout.lines[state.top].text.hasPrefix("Paragraph 16 "))
    _ = reduce(&state, .resized(Size(width: 120, height: 40)))
    #expect(state.currentLayout.lines[state.top].text.hasPrefix("Paragraph 16 "))
    _ = reduce(&state, .key(.character("j")))
    _ = reduce(&state, .resized(Size(width: 80, height: 24)))
    #expect(state.currentLayout.lines[state.top - 1].text.hasPrefix("Paragraph 16 "))
  }

  @Test func resizeSnapsTheUnderlineUnderTheSelectedTab() {
    var state = Fixture.state()
    _ = reduce(&state, .key(.tab))
    #expect(state.tabMotion.isMoving)
    _ = reduce(&state, .resized(Size(width: 40, height: 12)))
    #expect(!state.tabMotion.isMoving)
    #expect(state.tabMotion.scroll.position == state.tabBar.scrollTarget(for: .comments))
  }
}

@Suite struct HelpScrollTests {
  /// On a narrow screen each meaning goes under its keys, wrapped to the box: none is cut.
  @Test func aNarrowHelpWrapsEveryMeaningWhole() {
    let layout = HelpOverlay.layout(for: Size(width: 44, height: 16))
    let inner = layout.box.width - 4
    for row in layout.rows { #expect(DisplayWidth.of(row.keys + row.action) <= inner, "\(row)") }
    let text = layout.rows.map { $0.action.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    for entry in HelpOverlay.entries { #expect(text.contains(entry.action), "\(entry.action)") }
  }

  @Test func aTallHelpListScrollsAndStopsAtItsEnd() {
    var state = Fixture.state(width: 40, height: 12)
    _ = reduce(&state, .key(.character("?")))
    let layout = HelpOverlay.layout(for: state.size)
    #expect(layout.maxScroll > 0)
    _ = reduce(&state, .key(.character("j")))
    _ = reduce(&state, .key(.down))
    #expect(state.helpScroll == 2)
    _ = reduce(&state, .key(.character("G")))
    #expect(state.helpScroll == layout.maxScroll)
    _ = reduce(&state, .key(.pageDown))
    #expect(state.helpScroll == layout.maxScroll)
    _ = reduce(&state, .key(.character("k")))
    #expect(state.helpScroll == layout.maxScroll - 1)
    _ = reduce(&state, .key(.escape))
    #expect(state.mode == .reading)
    #expect(state.helpScroll == 0)
  }

  @Test func aHelpListThatFitsDoesNotScroll() {
    // As tall as the list and the box around it, however many rows the key map has.
    var state = Fixture.state(height: HelpOverlay.entries.count + 4)
    _ = reduce(&state, .key(.character("?")))
    _ = reduce(&state, .key(.character("j")))
    #expect(state.helpScroll == 0)
  }
}
