import LeetModel
import LeetTestSupport
import LeetText
import TermCore
import Testing

@testable import LeetUI

/// One statement picture full-screen (`v`): opened on the picture in view, drawn at the screen's
/// width, scrolled, `n` / `p` to the others, closed back to the same place (issue 19, minor 1).
@Suite struct PictureViewerTests {
  typealias Pictured = PictureReducerTests
  static let first = Pictured.first
  static let second = Pictured.second
  /// The box the page's pictures are drawn in at 80 x 20.
  static let pageBox = PictureBox(columns: 76, rows: 8)
  /// The box the viewer's are drawn in at 80 x 20: the screen's width, three screens of rows to
  /// scroll, a small picture enlarged.
  static let viewerBox = PictureBox(columns: 80, rows: 57, enlarges: true)

  /// The fixture's problem at 80 x 20 with both pictures drawn in the page.
  static func drawnState(availability: PicturesState.Availability = .shown) -> ProblemState {
    var state = Pictured.state(pictures: availability)
    _ = reduce(&state, .start)
    _ = reduce(
      &state,
      .picturesDrawn(pageBox, [first: .drawn(Pictured.art(20, 6)), second: .drawn(Pictured.art(10, 3))]))
    return state
  }

  /// `state` with the viewer open and its pictures drawn: the first 30 rows high, the second 4.
  static func viewing(_ state: inout ProblemState) {
    _ = reduce(&state, .key(.character("v")))
    _ = reduce(
      &state,
      .picturesDrawn(viewerBox, [first: .drawn(Pictured.art(40, 30)), second: .drawn(Pictured.art(30, 4))]))
  }

  @Test func vOpensThePictureAtTheTopOfThePageAndAsksForItAtTheScreensWidth() throws {
    var state = Self.drawnState()
    let rows = Pictured.lines(state)
    // The second picture's first row is at the top of the page.
    let secondRow = try #require(rows.firstIndex(of: String(repeating: "0", count: 10)))
    scroll(&state, to: secondRow)
    let top = state.top
    let effects = reduce(&state, .key(.character("v")))
    #expect(effects == [.drawPictures(urls: [Self.first, Self.second], box: Self.viewerBox)])
    let viewer = try #require(state.pictures.viewer)
    #expect(viewer.url == Self.second)
    #expect(viewer.pending == Self.viewerBox)
    #expect(viewer.art == nil)
    #expect(ProblemView.render(state).snapshot().contains("Drawing the picture…"))
    // The page stays where it was underneath.
    #expect(state.top == top)
  }

  @Test func withoutAPictureOnScreenTheNextOneBelowOpens() throws {
    var state = Self.drawnState()
    #expect(state.top == 0)
    _ = reduce(&state, .key(.character("v")))
    #expect(state.pictures.viewer?.url == Self.first)
    // Past the last picture: the last one above.
    var end = Self.drawnState()
    scroll(&end, to: end.maxTop)
    _ = reduce(&end, .key(.character("v")))
    #expect(end.pictures.viewer?.url == Self.second)
  }

  @Test func aPictureShownAsItsLabelIsFoundByItsURL() throws {
    var state = Pictured.state(pictures: .hidden)
    let label = try #require(Pictured.lines(state).firstIndex(of: "[image: graph] \(Self.second)"))
    scroll(&state, to: label)
    _ = reduce(&state, .key(.character("v")))
    #expect(state.pictures.viewer?.url == Self.second)
  }

  @Test func theDrawnPictureScrollsWithinItsRows() throws {
    var state = Self.drawnState()
    Self.viewing(&state)
    let viewer = try #require(state.pictures.viewer)
    #expect(viewer.art?.rows.count == 30)
    #expect(viewer.drawnFor == Self.viewerBox && viewer.pending == nil)
    // 19 rows on screen above the status line: 11 more to scroll.
    #expect(reduce(&state, .key(.character("j"))) == [])
    #expect(state.pictures.viewer?.top == 1)
    _ = reduce(&state, .key(.character(" ")))
    #expect(state.pictures.viewer?.top == 11)
    _ = reduce(&state, .key(.character("g")))
    #expect(state.pictures.viewer?.top == 0)
    _ = reduce(&state, .key(.character("G")))
    #expect(state.pictures.viewer?.top == 11)
    _ = reduce(&state, .mouse(MouseEvent(.wheelUp, at: Point(x: 3, y: 3))))
    #expect(state.pictures.viewer?.top == 8)
  }

  @Test func nAndPMoveBetweenThePicturesFromTheirTops() {
    var state = Self.drawnState()
    Self.viewing(&state)
    _ = reduce(&state, .key(.character("G")))
    #expect(reduce(&state, .key(.character("n"))) == [])
    #expect(state.pictures.viewer?.url == Self.second)
    #expect(state.pictures.viewer?.top == 0)
    #expect(state.pictures.viewer?.art?.rows.count == 4)
    _ = reduce(&state, .key(.right))
    #expect(state.pictures.viewer?.url == Self.first, "wraps around")
    _ = reduce(&state, .key(.character("p")))
    #expect(state.pictures.viewer?.url == Self.second)
    _ = reduce(&state, .key(.left))
    #expect(state.pictures.viewer?.url == Self.first)
    // `n` is the viewer's here, not the page's search.
    #expect(state.search == nil)
  }

  @Test func escQAndVCloseItBackToTheSamePlace() throws {
    for key in [Key.escape, .character("q"), .character("v")] {
      var state = Self.drawnState()
      scroll(&state, to: 9)
      let top = Pictured.topLine(state)
      Self.viewing(&state)
      _ = reduce(&state, .key(.character("j")))
      #expect(reduce(&state, .key(key)) == [], "\(key) does not quit")
      #expect(state.pictures.viewer == nil)
      #expect(Pictured.topLine(state) == top)
      #expect(state.mode == .reading)
    }
  }

  @Test func qClosesThePictureNotTheProblemOpenedFromTheList() {
    var app = AppState(
      browser: BrowserState(items: []), size: Size(width: 80, height: 20),
      settings: ProblemState.Settings(animated: false), theme: Theme(usesColor: true))
    app.settings.pictures = .shown
    app.singleProblem = true
    app.opening = ProblemOpening(problem: Pictured.problem, sourceLabel: "cached")
    _ = reduce(&app, .start)
    _ = reduce(&app, .key(.character("v")))
    #expect(app.problem?.pictures.viewer != nil)
    #expect(reduce(&app, .key(.character("q"))) == [])
    #expect(app.problem?.pictures.viewer == nil)
    #expect(app.problem != nil && !app.confirmingQuit)
  }

  @Test func aProblemWithoutPicturesSaysSo() {
    var state = Fixture.state()
    state.pictures = PicturesState(.shown)
    #expect(reduce(&state, .key(.character("v"))) == [])
    #expect(state.pictures.viewer == nil)
    #expect(state.messageText == "This problem has no pictures")
    var chinese = Fixture.state(language: .chinese)
    chinese.pictures = PicturesState(.shown)
    _ = reduce(&chinese, .key(.character("v")))
    #expect(chinese.messageText == "这道题没有图片")
    var monochrome = Pictured.state(pictures: .none)
    _ = reduce(&monochrome, .key(.character("v")))
    #expect(monochrome.messageText == "Pictures need a terminal with colours")
  }

  @Test func aResizeAsksAgainAndAnAnswerForAnotherBoxIsNotTheViewers() throws {
    var state = Self.drawnState()
    Self.viewing(&state)
    // The page's answer does not land in the viewer.
    _ = reduce(&state, .picturesDrawn(Self.pageBox, [Self.first: .drawn(Pictured.art(5, 2))]))
    #expect(state.pictures.viewer?.art?.rows.count == 30)
    let effects = reduce(&state, .resized(Size(width: 60, height: 20)))
    let box = PictureBox(columns: 60, rows: 57, enlarges: true)
    #expect(effects.contains(.drawPictures(urls: [Self.first, Self.second], box: box)))
    #expect(state.pictures.viewer?.pending == box)
    // Offline, an uncached picture gets no cells: the viewer says so.
    _ = reduce(&state, .picturesDrawn(box, [:]))
    #expect(state.pictures.viewer?.art == nil)
    #expect(ProblemView.render(state).snapshot().contains("Not cached, so not shown offline"))
  }

  @Test func inChineseTheViewerSpeaksChinese() throws {
    var state = Self.drawnState()
    state.settings.language = .chinese
    Self.viewing(&state)
    let status = try #require(ProblemView.render(state).rowsText.last)
    #expect(status.hasPrefix("图片 1/2 · tree.png · 第 1-19 行，共 30 行"), "\(status)")
    #expect(status.contains("n/p 下一个/上一个") && status.contains("v 关闭"), "\(status)")
  }

  @Test func theViewerScreenAt40x8() {
    var state = Pictured.state(width: 40, height: 8)
    _ = reduce(&state, .key(.character("v")))
    _ = reduce(
      &state,
      .picturesDrawn(
        PictureBox(columns: 40, rows: 21, enlarges: true),
        [Self.first: .drawn(Pictured.art(24, 12)), Self.second: .drawn(Pictured.art(8, 2))]))
    _ = reduce(&state, .key(.character("j")))
    assertSnapshot(ProblemView.render(state).snapshot(), named: "picture-viewer-40x8")
  }
}
