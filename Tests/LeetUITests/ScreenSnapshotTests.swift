import LeetModel
import LeetTestSupport
import LeetText
import TermCore
import Testing

@testable import LeetUI

/// Text snapshots of whole screens: `Snapshots/<name>.txt` (RECORD_SNAPSHOTS=1 re-records).
@Suite struct ScreenSnapshotTests {
  static let sizes = [(80, 24), (40, 12), (120, 40)]

  @Test func descriptionAtEachSize() {
    for (width, height) in Self.sizes {
      let state = Fixture.state(width: width, height: height)
      assertSnapshot(ProblemView.render(state).snapshot(), named: "description-\(width)x\(height)")
    }
  }

  @Test func eachOtherSegmentAt80x24() {
    for segment in [Segment.comments, .solutions, .submissions] {
      let state = Fixture.state(animated: false, selected: segment)
      assertSnapshot(ProblemView.render(state).snapshot(), named: "\(segment.rawValue)-80x24")
    }
  }

  @Test func loadedSegmentContent() {
    var state = Fixture.state(animated: false, selected: .solutions)
    let document: Document = [
      .paragraph([
        Span("Approach 1: ", style: .bold), Span("walk the row once, keeping the tallest lantern."),
      ]),
      .paragraph([Span("Each keeper is visited once, so the time is linear.", style: .italic)]),
    ]
    _ = reduce(&state, .segmentLoaded(.solutions, document))
    assertSnapshot(ProblemView.render(state).snapshot(), named: "solutions-loaded-80x24")
  }

  @Test func scrolledStatusLine() {
    var state = Fixture.state(width: 40, height: 12)
    for _ in 0..<5 { _ = reduce(&state, .key(.character("j"))) }
    assertSnapshot(ProblemView.render(state).snapshot(), named: "description-scrolled-40x12")
  }

  @Test func helpOverlay() {
    for (width, height) in [(80, 24), (40, 12)] {
      var state = Fixture.state(width: width, height: height)
      _ = reduce(&state, .key(.character("?")))
      assertSnapshot(ProblemView.render(state).snapshot(), named: "help-\(width)x\(height)")
    }
  }

  @Test func tooSmallTerminal() {
    let state = Fixture.state(width: 20, height: 5)
    assertSnapshot(ProblemView.render(state).snapshot(), named: "too-small-20x5")
  }

  @Test func searchHighlightsMatchesAndPrompt() {
    var state = Fixture.state()
    _ = reduce(&state, .key(.character("/")))
    for character in "keeper" { _ = reduce(&state, .key(.character(character))) }
    assertSnapshot(ProblemView.render(state).snapshot(), named: "search-typing-80x24")
    _ = reduce(&state, .key(.enter))
    _ = reduce(&state, .key(.character("n")))
    assertSnapshot(ProblemView.render(state).snapshot(), named: "search-matches-80x24")
  }

  @Test func monochromeASCIITheme() {
    var state = Fixture.state(width: 40, height: 12, colors: false)
    state.theme = Theme(usesColor: false, glyphs: .ascii)
    _ = reduce(&state, .key(.character("?")))
    assertSnapshot(ProblemView.render(state).snapshot(), named: "ascii-mono-help-40x12")
  }

  @Test func chineseLabels() {
    var problem = Fixture.problem
    problem.translatedTitle = "灯笼接力"
    let settings = ProblemState.Settings(language: .chinese, offline: true)
    let state = ProblemState(
      page: ProblemPage(problem: problem, language: .chinese), sourceLabel: "cached 3 days ago",
      size: Size(width: 40, height: 12),
      settings: settings,
      theme: Theme(usesColor: true))
    assertSnapshot(ProblemView.render(state).snapshot(), named: "chinese-offline-40x12")
  }

  /// In Chinese, the problem's help is Chinese too: its keys' meanings, title and footer.
  @Test func chineseHelp() {
    var state = ProblemState(
      page: ProblemPage(problem: Fixture.problem, language: .chinese), sourceLabel: "bundled",
      size: Size(width: 80, height: 24), settings: ProblemState.Settings(language: .chinese),
      theme: Theme(usesColor: true))
    _ = reduce(&state, .key(.character("?")))
    let screen = ProblemView.render(state).snapshot()
    #expect(screen.contains("下一个标签页"))
    #expect(!screen.contains("next segment"))
    assertSnapshot(screen, named: "help-chinese-80x24")
  }
}

/// Snapshots of the tab bar's three rows during glides.
@Suite struct TabBarSnapshotTests {
  /// The header, tab and underline rows of the screen.
  static func bar(_ state: ProblemState) -> String {
    var grid = ProblemView.render(state)
    grid.fill(
      Rect(x: 0, y: ProblemLayout.headerRows, width: state.size.width, height: state.size.height))
    let lines = grid.snapshot().split(separator: "\n", omittingEmptySubsequences: false)
    let rows = lines.prefix(ProblemLayout.headerRows)
    let styles = lines.drop { !$0.hasPrefix("styles:") }.filter {
      guard let row = $0.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else {
        return $0 == "styles:"
      }
      return row < ProblemLayout.headerRows
    }
    return (rows + styles).joined(separator: "\n") + "\n"
  }

  @Test func glideStartMiddleEnd() {
    for (width, height) in ScreenSnapshotTests.sizes {
      var state = Fixture.state(width: width, height: height)
      var clock = TestClock()
      _ = reduce(&state, .key(.character("3")))
      let tag = state.tabMotion.tag
      var frames: [String] = [Self.bar(state)]
      for _ in 0..<200 {
        let more = !reduce(&state, .tick(at: clock.advance(), tag: tag)).isEmpty
        frames.append(Self.bar(state))
        if !more { break }
      }
      let name = "glide-\(width)x\(height)"
      assertSnapshot(frames[0], named: "\(name)-start")
      assertSnapshot(frames[frames.count / 3], named: "\(name)-middle")
      assertSnapshot(frames[frames.count - 1], named: "\(name)-end")
      #expect(Set(frames).count >= 6, "the underline passes through intermediate positions")
    }
  }

  @Test func overflowingBarAtEachEnd() {
    for segment in Segment.allCases {
      let state = Fixture.state(width: 40, height: 12, animated: false, selected: segment)
      assertSnapshot(Self.bar(state), named: "overflow-40x12-\(segment.rawValue)")
    }
  }

  @Test func overflowingBarMidGlide() {
    var state = Fixture.state(width: 40, height: 12)
    var clock = TestClock()
    _ = reduce(&state, .key(.character("4")))
    for _ in 0..<4 { _ = reduce(&state, .tick(at: clock.advance(), tag: state.tabMotion.tag)) }
    assertSnapshot(Self.bar(state), named: "overflow-40x12-glide-middle")
  }
}
