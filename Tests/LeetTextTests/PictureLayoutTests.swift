import TermCore
import Testing

@testable import LeetText

/// Pictures laid out in a page from synthetic cells: in place of their reference, label below.
@Suite struct PictureLayoutTests {
  static let url = "https://x.org/p/tree.png"
  static let other = "https://x.org/p/graph.png"

  /// Art of `columns` x `rows` cells, each `character`, red over white.
  static func art(_ columns: Int, _ rows: Int, _ character: Unicode.Scalar = "▀") -> PictureArt {
    let glyph = PictureGlyph(
      character: character, foreground: .rgb(255, 0, 0), background: .rgb(255, 255, 255))
    let row = Array(repeating: glyph, count: columns)
    guard let art = PictureArt(columns: columns, rows: Array(repeating: row, count: rows)) else {
      preconditionFailure("art of \(columns) x \(rows)")
    }
    return art
  }

  /// Each line as text, a picture row as its characters after the indentation.
  static func text(_ lines: [StyledLine]) -> [String] {
    lines.map { line in
      var text = line.text
      for glyph in line.picture ?? [] { text.unicodeScalars.append(glyph.character) }
      return text
    }
  }

  static func lines(_ html: String, width: Int = 40, _ pictures: PictureSlots) -> [String] {
    text(DocumentLayout.lines(HTMLReader.document(html), width: width, pictures: pictures))
  }

  @Test func pictureBetweenParagraphs() {
    let html = "<p>Before it.</p><p><img alt=\"tree\" src=\"\(Self.url)\"></p><p>After it.</p>"
    #expect(
      Self.lines(html, [Self.url: .drawn(Self.art(4, 2))]) == [
        "Before it.", "", "▀▀▀▀", "▀▀▀▀", "[image: tree]", "", "After it.",
      ])
  }

  @Test func withoutCellsTheReferenceStaysAsToday() {
    let html = "<p>Before it.</p><p><img alt=\"tree\" src=\"\(Self.url)\"></p><p>After it.</p>"
    let expected = ["Before it.", "", "[image: tree] \(Self.url)", "", "After it."]
    #expect(Self.lines(html, [:]) == expected)
    // Cells for another picture leave this one alone.
    #expect(Self.lines(html, [Self.other: .drawn(Self.art(4, 2))]) == expected)
  }

  @Test func twoInARow() {
    let html = "<p><img alt=\"tree\" src=\"\(Self.url)\"> <img src=\"\(Self.other)\"></p>"
    let pictures: PictureSlots = [
      Self.url: .drawn(Self.art(3, 1, "█")), Self.other: .drawn(Self.art(2, 2, "▄")),
    ]
    #expect(
      Self.lines(html, pictures) == ["███", "[image: tree]", "▄▄", "▄▄", "[image: graph.png]"])
  }

  @Test func textAroundAPictureInOneParagraph() {
    let html = "<p>Look: <img alt=\"tree\" src=\"\(Self.url)\"> as drawn.</p>"
    #expect(
      Self.lines(html, [Self.url: .drawn(Self.art(2, 1))]) == [
        "Look:", "▀▀", "[image: tree]", "as drawn.",
      ])
  }

  @Test func inAListItemTheRowsHangBehindTheMarker() {
    let html = "<ul><li>See <img alt=\"tree\" src=\"\(Self.url)\"> here.</li><li>Next.</li></ul>"
    #expect(
      Self.lines(html, [Self.url: .drawn(Self.art(3, 2))]) == [
        "• See", "  ▀▀▀", "  ▀▀▀", "  [image: tree]", "  here.", "• Next.",
      ])
  }

  @Test func inAListItemAPictureFirstSitsBehindTheMarker() {
    let html = "<ol><li><img alt=\"tree\" src=\"\(Self.url)\"></li></ol>"
    let lines = DocumentLayout.lines(
      HTMLReader.document(html), width: 40, pictures: [Self.url: .drawn(Self.art(3, 2))])
    #expect(Self.text(lines) == ["1. ▀▀▀", "   ▀▀▀", "   [image: tree]"])
    #expect(lines[0].width == 3 && lines[1].width == 3)
  }

  @Test func inATableCellOnlyTheLabel() {
    let html =
      "<table><tr><th>Case</th><th>Picture</th></tr>"
      + "<tr><td>1</td><td><img alt=\"tree\" src=\"\(Self.url)\"></td></tr></table>"
    let lines = Self.lines(html, [Self.url: .drawn(Self.art(4, 2))])
    #expect(lines.contains { $0.contains("[image: tree]") })
    #expect(!lines.joined().contains(Self.url))
    #expect(!lines.joined().contains("▀"))
  }

  @Test func aFailedPictureKeepsItsReferenceWithANote() {
    let html = "<p><img alt=\"tree\" src=\"\(Self.url)\"></p>"
    #expect(
      Self.lines(html, width: 80, [Self.url: .failed(note: "not drawn: damaged PNG")]) == [
        "[image: tree (not drawn: damaged PNG)] \(Self.url)"
      ])
  }

  @Test func cellsWiderThanThePageKeepTheReference() {
    let html = "<p><img alt=\"tree\" src=\"\(Self.url)\"></p>"
    #expect(Self.lines(html, width: 40, [Self.url: .drawn(Self.art(41, 1))]) == ["[image: tree] \(Self.url)"])
  }

  @Test func aPictureTallerThanTheScreenIsEveryRowOnce() {
    let html = "<p>Top.</p><p><img alt=\"tree\" src=\"\(Self.url)\"></p>"
    let lines = DocumentLayout.lines(
      HTMLReader.document(html), width: 40, pictures: [Self.url: .drawn(Self.art(10, 50))])
    #expect(lines.count == 53)
    #expect(lines[2...51].allSatisfy { $0.picture?.count == 10 })
  }

  @Test func pictureURLsAreListedOnceInOrder() {
    let html =
      "<p><img src=\"\(Self.url)\"></p><ul><li><img src=\"\(Self.other)\"></li></ul>"
      + "<p><img src=\"\(Self.url)\"><video src=\"https://x.org/v.mp4\"></video></p>"
    #expect(PictureReferences.urls(in: HTMLReader.document(html)) == [Self.url, Self.other])
  }
}
