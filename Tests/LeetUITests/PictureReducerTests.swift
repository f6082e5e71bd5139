import LeetModel
import LeetText
import TermCore
import Testing

@testable import LeetUI

/// The interface's pictures: asked for in the background, laid out when they arrive without moving
/// what the reader is looking at, hidden and shown with `i`, failures noted, re-fitted on resize.
@Suite struct PictureReducerTests {
  static let first = "https://assets.leetcode.com/uploads/tree.png"
  static let second = "https://assets.leetcode.com/uploads/graph.png"

  /// A problem: ten paragraphs, a picture, ten more, another picture, a last paragraph.
  static let problem: Problem = {
    let paragraphs = (1...10).map { "<p>Paragraph \($0) before the pictures.</p>" }
    let more = (11...20).map { "<p>Paragraph \($0) between the pictures.</p>" }
    let html =
      paragraphs.joined() + "<p><img alt=\"tree\" src=\"\(first)\"></p>" + more.joined()
      + "<p><img alt=\"graph\" src=\"\(second)\"></p><p>The end.</p>"
    return Problem(frontendID: "7", title: "Pictured", titleSlug: "pictured", content: html)
  }()

  /// The state of `problem` on a screen of `width` x `height`.
  static func state(
    width: Int = 80, height: Int = 20, pictures: PicturesState.Availability = .shown
  ) -> ProblemState {
    var settings = ProblemState.Settings(animated: false)
    settings.pictures = pictures
    return ProblemState(
      page: ProblemPage(problem: problem, language: .english), sourceLabel: "cached",
      size: Size(width: width, height: height),
      settings: settings, theme: Theme(usesColor: true))
  }

  /// Art of `columns` x `rows`: each row's characters are its number, so rows are told apart.
  static func art(_ columns: Int, _ rows: Int) -> PictureArt {
    let rowsOfGlyphs = (0..<rows).map { row in
      Array(
        repeating: PictureGlyph(
          character: Unicode.Scalar(UInt8(ascii: "0") + UInt8(row % 10)), foreground: .indexed(196),
          background: .indexed(231)), count: columns)
    }
    guard let art = PictureArt(columns: columns, rows: rowsOfGlyphs) else { preconditionFailure("art") }
    return art
  }

  static func lines(_ state: ProblemState) -> [String] {
    state.currentLayout.lines.map { line in
      var text = line.text
      for glyph in line.picture ?? [] { text.unicodeScalars.append(glyph.character) }
      return text
    }
  }

  /// The text of the top line on screen.
  static func topLine(_ state: ProblemState) -> String { lines(state)[state.top] }

  @Test func startAsksForThePicturesInTheBoxOfTheScreen() {
    var state = Self.state()
    let effects = reduce(&state, .start)
    let box = PictureBox(columns: 76, rows: 8)
    #expect(effects == [.drawPictures(urls: [Self.first, Self.second], box: box)])
    #expect(state.pictures.pending == box)
    // Asked once: starting again asks for nothing more.
    #expect(reduce(&state, .start) == [])
  }

  @Test func withoutColourOrPicturesNothingIsAsked() {
    var none = Self.state(pictures: .none)
    #expect(reduce(&none, .start) == [])
    #expect(reduce(&none, .key(.character("i"))) == [])
    #expect(none.messageText == "Pictures need a terminal with colours")
    var hidden = Self.state(pictures: .hidden)
    #expect(reduce(&hidden, .start) == [])
    #expect(Self.lines(hidden).contains("[image: tree] \(Self.first)"))
  }

  @Test func arrivingPicturesReplaceTheirLabelsAndKeepTheTopLine() {
    var state = Self.state()
    let box = PictureBox(columns: 76, rows: 8)
    _ = reduce(&state, .start)
    // The reader scrolled past the first picture's label.
    scroll(&state, to: try! #require(Self.lines(state).firstIndex(of: "Paragraph 13 between the pictures.")))
    let before = Self.topLine(state)
    let countBefore = state.currentLayout.lines.count
    #expect(before.hasPrefix("Paragraph"))
    _ = reduce(&state, .picturesDrawn(box, [Self.first: .drawn(Self.art(20, 6))]))
    #expect(Self.topLine(state) == before)
    #expect(state.currentLayout.lines.count == countBefore + 6)
    let lines = Self.lines(state)
    let label = try! #require(lines.firstIndex(of: "[image: tree]"))
    #expect(
      lines[(label - 6)..<label]
        == [
          "00000000000000000000", "11111111111111111111",
          "22222222222222222222", "33333333333333333333", "44444444444444444444", "55555555555555555555",
        ][...])
    #expect(!lines.joined().contains(Self.first))
    #expect(lines.contains("[image: graph] \(Self.second)"))
  }

  @Test func aPictureArrivingWhileItsLabelIsOnTopStartsThere() {
    var state = Self.state()
    let box = PictureBox(columns: 76, rows: 8)
    _ = reduce(&state, .start)
    let label = try! #require(Self.lines(state).firstIndex(of: "[image: tree] \(Self.first)"))
    scroll(&state, to: label)
    _ = reduce(&state, .picturesDrawn(box, [Self.first: .drawn(Self.art(20, 6))]))
    #expect(Self.topLine(state) == String(repeating: "0", count: 20))
    #expect(state.top == label)
  }

  @Test func iHidesAndShowsThePicturesKeepingTheTopLine() {
    var state = Self.state()
    let box = PictureBox(columns: 76, rows: 8)
    _ = reduce(&state, .start)
    _ = reduce(
      &state,
      .picturesDrawn(box, [Self.first: .drawn(Self.art(20, 6)), Self.second: .drawn(Self.art(10, 3))]))
    let paragraph = try! #require(Self.lines(state).firstIndex(of: "Paragraph 14 between the pictures."))
    scroll(&state, to: paragraph)
    let top = Self.topLine(state)
    let shown = state.currentLayout.lines.count
    #expect(reduce(&state, .key(.character("i"))) == [])
    #expect(state.messageText == "Pictures hidden")
    #expect(state.currentLayout.lines.count == shown - 9)
    #expect(Self.lines(state).contains("[image: tree] \(Self.first)"))
    #expect(Self.topLine(state) == top)
    // Shown again from the cells already drawn: nothing is asked.
    #expect(reduce(&state, .key(.character("i"))) == [])
    #expect(state.currentLayout.lines.count == shown)
    #expect(Self.topLine(state) == top)
  }

  @Test func startingHiddenIShowsAndAsks() {
    var state = Self.state(pictures: .hidden)
    #expect(reduce(&state, .start) == [])
    let effects = reduce(&state, .key(.character("i")))
    #expect(
      effects == [.drawPictures(urls: [Self.first, Self.second], box: PictureBox(columns: 76, rows: 8))])
  }

  @Test func aFailedPictureKeepsItsLabelWithANoteAndAnUncachedOneSaysNothing() {
    var state = Self.state()
    let box = PictureBox(columns: 76, rows: 8)
    _ = reduce(&state, .start)
    _ = reduce(&state, .picturesDrawn(box, [Self.first: .failed(note: "not drawn: damaged PNG")]))
    let lines = Self.lines(state)
    let label = try! #require(lines.firstIndex(of: "[image: tree (not drawn: damaged PNG)]"))
    #expect(lines[label + 1] == Self.first)
    #expect(lines.contains("[image: graph] \(Self.second)"))
  }

  @Test func resizeAsksAgainAndAnAnswerForAnOldBoxIsDropped() {
    var state = Self.state()
    let old = PictureBox(columns: 76, rows: 8)
    _ = reduce(&state, .start)
    let effects = reduce(&state, .resized(Size(width: 40, height: 30)))
    let new = PictureBox(columns: 36, rows: 13)
    #expect(effects == [.drawPictures(urls: [Self.first, Self.second], box: new)])
    _ = reduce(&state, .picturesDrawn(old, [Self.first: .drawn(Self.art(50, 6))]))
    #expect(state.currentLayout.lines.allSatisfy { $0.picture == nil })
    _ = reduce(&state, .picturesDrawn(new, [Self.first: .drawn(Self.art(30, 12))]))
    #expect(state.currentLayout.lines.filter { $0.picture?.count == 30 }.count == 12)
    #expect(state.pictures.drawnFor == new)
    // Back at the old size the cells are asked for again.
    #expect(reduce(&state, .resized(Size(width: 80, height: 20))).count == 1)
  }

  @Test func aPictureTallerThanTheScreenScrollsALineAtATime() {
    var state = Self.state(height: 12)
    let box = pictureBox(for: state)
    #expect(box.rows == state.viewportHeight / 2)
    _ = reduce(&state, .start)
    _ = reduce(&state, .picturesDrawn(box, [Self.first: .drawn(Self.art(20, 30))]))
    let lines = Self.lines(state)
    let firstRow = try! #require(lines.firstIndex(of: String(repeating: "0", count: 20)))
    scroll(&state, to: firstRow)
    for row in 1..<30 {
      _ = reduce(&state, .key(.character("j")))
      #expect(state.top == firstRow + row)
      #expect(Self.topLine(state) == String(repeating: Character("\(row % 10)"), count: 20))
    }
    // The status line counts picture rows as lines.
    let screen = ProblemView.render(state).snapshot()
    #expect(screen.contains("of \(lines.count) "))
  }

  @Test func theScreenDrawsPictureCellsInTheirColours() {
    var state = Self.state()
    _ = reduce(&state, .start)
    _ = reduce(&state, .picturesDrawn(PictureBox(columns: 76, rows: 8), [Self.first: .drawn(Self.art(4, 2))]))
    let row = try! #require(Self.lines(state).firstIndex(of: "0000"))
    scroll(&state, to: row)
    let grid = ProblemView.render(state)
    let cell = grid[2, ProblemLayout.headerRows]
    #expect(cell.symbol == "0")
    #expect(cell.style == Style(foreground: .indexed(196), background: .indexed(231)))
  }
}
