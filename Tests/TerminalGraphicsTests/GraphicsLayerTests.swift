import TermCore
import TerminalGraphics
import Testing

/// The lifetime of pictures over the text, as data: from one frame's spots to the next, what is
/// written (kitty sent, moved, deleted; sixel drawn, its rows repainted), and nothing for a
/// picture that stays.
@Suite struct GraphicsLayerTests {
  /// A 4 x 3 cell picture of 40 x 60 pixels.
  static let png = picture(id: 7, .png([0x89, 0x50, 0x4E, 0x47]))
  static let sixel = picture(
    id: 8, .sixel(rows: [Array("\u{1B}P0;1;0q#0!4~-\u{1B}\\".utf8), Array("R1".utf8), Array("R2".utf8)]))

  /// A 4 x 3 cell picture of 40 x 60 pixels with `id` and `encoding`.
  static func picture(id: UInt32, _ encoding: TerminalPicture.Encoding) -> TerminalPicture {
    guard
      let picture = TerminalPicture(
        id: id, columns: 4, rows: 3, pixelWidth: 40, pixelHeight: 60, encoding: encoding)
    else { preconditionFailure("a 4 x 3 picture is valid") }
    return picture
  }

  static func spot(_ picture: TerminalPicture, y: Int, rows: Range<Int> = 0..<3) -> PictureSpot {
    PictureSpot(picture: picture, x: 2, y: y, rows: rows)
  }

  static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test func kittySendsOnceMovesThenDeletesWhenThePictureLeaves() {
    var layer = GraphicsLayer(graphics: .kitty, inTmux: false)
    let first = layer.frame([Self.spot(Self.png, y: 5)])
    #expect(first.before.isEmpty && first.repaintRows.isEmpty)
    #expect(
      Self.text(first.after).hasPrefix("\u{1B}7\u{1B}[6;3H\u{1B}_Ga=T,f=100,t=d,i=7,p=1,c=4,r=3,C=1,q=2,m=0;")
    )
    // The same spot again: nothing at all.
    #expect(layer.frame([Self.spot(Self.png, y: 5)]).isEmpty)
    // Scrolled a line up: its top row is off, the placement moves and is cut, nothing resent.
    let moved = layer.frame([Self.spot(Self.png, y: 4, rows: 1..<3)])
    #expect(
      Self.text(moved.after)
        == "\u{1B}7\u{1B}[5;3H\u{1B}_Ga=p,i=7,p=1,c=4,r=2,x=0,y=20,w=40,h=40,C=1,q=2\u{1B}\\\u{1B}8")
    // Gone (scrolled off, another segment, another problem): deleted with its data, before the text.
    let gone = layer.frame([])
    #expect(Self.text(gone.before) == "\u{1B}_Ga=d,d=I,i=7,q=2\u{1B}\\" && gone.after.isEmpty)
    #expect(layer.frame([]).isEmpty)
  }

  @Test func afterAClearKittyPicturesAreDeletedAndSentAgainWhole() {
    var layer = GraphicsLayer(graphics: .kitty, inTmux: false)
    _ = layer.frame([Self.spot(Self.png, y: 5)])
    layer.screenCleared()
    let again = layer.frame([Self.spot(Self.png, y: 5)])
    #expect(Self.text(again.before) == "\u{1B}_Ga=d,d=I,i=7,q=2\u{1B}\\")
    #expect(Self.text(again.after).contains("a=T,"))
    #expect(Self.text(layer.leave()) == "\u{1B}_Ga=d,d=I,i=7,q=2\u{1B}\\")
    #expect(layer.leave().isEmpty && layer.shown.isEmpty)
  }

  @Test func sixelRowsAreDrawnEachAtItsCellAndTheRowsLeftAreRepainted() {
    var layer = GraphicsLayer(graphics: .sixel, inTmux: false)
    let first = layer.frame([Self.spot(Self.sixel, y: 5)])
    #expect(first.repaintRows.isEmpty)
    let drawn = Self.text(first.after)
    #expect(
      drawn.contains("\u{1B}[6;3H\u{1B}P0;1;0q") && drawn.contains("\u{1B}[7;3HR1")
        && drawn.contains("\u{1B}[8;3HR2"))
    #expect(layer.frame([Self.spot(Self.sixel, y: 5)]).isEmpty)
    let moved = layer.frame([Self.spot(Self.sixel, y: 4, rows: 1..<3)])
    #expect(moved.repaintRows == [5, 6, 7] && moved.before.isEmpty)
    #expect(Self.text(moved.after) == "\u{1B}7\u{1B}[5;3HR1\u{1B}8\u{1B}7\u{1B}[6;3HR2\u{1B}8")
    let gone = layer.frame([])
    #expect(gone.repaintRows == [4, 5] && gone.after.isEmpty)
    #expect(layer.leave().isEmpty)
  }

  @Test func insideTmuxEverySequenceGoesThroughPassthroughWithItsCursorMovesAtThePanesPlace() {
    var layer = GraphicsLayer(graphics: .kitty, inTmux: true, paneOrigin: Point(x: 40, y: 12))
    let first = Self.text(layer.frame([Self.spot(Self.png, y: 0)]).after)
    #expect(first.hasPrefix("\u{1B}Ptmux;\u{1B}\u{1B}7\u{1B}\u{1B}[13;43H\u{1B}\u{1B}_Ga=T,"))
    #expect(first.hasSuffix("\u{1B}\u{1B}8\u{1B}\\"))
    #expect(
      Self.text(layer.frame([]).before) == "\u{1B}Ptmux;\u{1B}\u{1B}_Ga=d,d=I,i=7,q=2\u{1B}\u{1B}\\\u{1B}\\")
    var sixel = GraphicsLayer(graphics: .sixel, inTmux: true, paneOrigin: Point(x: 0, y: 3))
    let strips = Self.text(sixel.frame([Self.spot(Self.sixel, y: 1)]).after)
    #expect(strips.components(separatedBy: "\u{1B}Ptmux;").count == 4)
    #expect(strips.contains("\u{1B}\u{1B}[6;3HR1\u{1B}\u{1B}8\u{1B}\\"))
  }

  @Test func anITermImageShowsOnlyWhileAllOfItIsOnScreen() {
    var layer = GraphicsLayer(graphics: .iterm, inTmux: false)
    #expect(Self.text(layer.frame([Self.spot(Self.png, y: 1)]).after).contains("\u{1B}]1337;File=inline=1;"))
    let cut = layer.frame([Self.spot(Self.png, y: 0, rows: 1..<3)])
    #expect(cut.repaintRows == [1, 2, 3] && cut.after.isEmpty)
  }

  @Test func spotsAreTheGridsRunsOfPictureRowsAndAnOverlayTakesItsRowsBack() {
    var grid = CellGrid(size: Size(width: 20, height: 10))
    for row in 0..<3 { grid.place(GraphicRow(picture: Self.png, row: row), at: Point(x: 2, y: 4 + row)) }
    #expect(PictureSpot.spots(of: grid) == [Self.spot(Self.png, y: 4)])
    // A pop-up written over the middle row splits the picture around it.
    grid.put("x", at: Point(x: 3, y: 5))
    #expect(
      PictureSpot.spots(of: grid) == [
        Self.spot(Self.png, y: 4, rows: 0..<1), Self.spot(Self.png, y: 6, rows: 2..<3),
      ])
    // A row that would not fit the grid is not placed.
    grid.place(GraphicRow(picture: Self.png, row: 0), at: Point(x: 18, y: 0))
    #expect(grid.graphics[0] == nil)
  }
}
