import LeetPictureClient
import Testing

/// The SGR printer and the 256-colour quantiser.
@Suite struct PicturePrintTests {
  @Test func paletteEntriesMapBackToThemselves() {
    for index in UInt8(16)...UInt8(255) {
      let color = XtermPalette.color(index)!
      let back = XtermPalette.index(of: color)
      #expect(XtermPalette.color(back) == color, "entry \(index)")
    }
    #expect(XtermPalette.color(7) == nil)
  }

  @Test func nearestEntries() {
    #expect(XtermPalette.index(of: PictureColor(packed: 0xffffff)) == 231)
    #expect(XtermPalette.index(of: PictureColor(packed: 0x000000)) == 16)
    #expect(XtermPalette.index(of: PictureColor(packed: 0xff0000)) == 196)
    #expect(XtermPalette.index(of: PictureColor(packed: 0x767676)) == 243)
    #expect(XtermPalette.index(of: PictureColor(packed: 0x5f87d7)) == 68)
  }

  @Test func linesWriteColoursOnlyWhereTheyChange() {
    let red = PictureColor(packed: 0xff0000)
    let white = PictureColor(packed: 0xffffff)
    let cells = PictureCells(
      columns: 3, rows: 1,
      cells: [
        PictureCell(character: "\u{2580}", foreground: red, background: white),
        PictureCell(character: "\u{2584}", foreground: red, background: white),
        PictureCell(character: " ", foreground: white, background: white),
      ], sourceWidth: 24, sourceHeight: 16)!
    #expect(
      PictureSGR.lines(cells, mode: .trueColor) == [
        "\u{1B}[38;2;255;0;0;48;2;255;255;255m\u{2580}\u{2584}\u{1B}[38;2;255;255;255;48;2;255;255;255m \u{1B}[0m"
      ])
    #expect(
      PictureSGR.lines(cells, mode: .palette256) == [
        "\u{1B}[38;5;196;48;5;231m\u{2580}\u{2584}\u{1B}[38;5;231;48;5;231m \u{1B}[0m"
      ])
  }
}
