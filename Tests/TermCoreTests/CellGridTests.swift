import Testing

@testable import TermCore

@Suite struct CellGridTests {
  @Test func putWritesTextAndReportsColumnsUsed() {
    var grid = CellGrid(size: Size(width: 10, height: 2))
    let used = grid.put("abc", at: Point(x: 2, y: 1), style: Style(attributes: .bold))
    #expect(used == 3)
    #expect(grid.rowsText == ["", "  abc"])
    #expect(grid[2, 1].style.attributes == .bold)
  }

  @Test func wideGlyphTakesTwoCellsWithAContinuation() {
    var grid = CellGrid(size: Size(width: 6, height: 1))
    #expect(grid.put("两a", at: Point(x: 0, y: 0)) == 3)
    #expect(grid[0, 0].symbol == "两")
    #expect(grid[1, 0].isContinuation)
    #expect(grid[2, 0].symbol == "a")
    #expect(grid.rowsText == ["两a"])
  }

  @Test func wideGlyphNeverStartsInTheLastColumn() {
    var grid = CellGrid(size: Size(width: 4, height: 1))
    let used = grid.put("abc两", at: Point(x: 0, y: 0))
    #expect(used == 4)
    #expect(grid[3, 0].symbol == " ")
    #expect(!grid.cells.contains { $0.width == 2 })
  }

  @Test func maxWidthStopsBeforeAWideGlyphThatWouldNotFit() {
    var grid = CellGrid(size: Size(width: 10, height: 1))
    #expect(grid.put("a两", at: Point(x: 0, y: 0), maxWidth: 2) == 2)
    #expect(grid.rowsText == ["a"])
  }

  @Test func overwritingHalfAWideGlyphBlanksTheOtherHalf() {
    var grid = CellGrid(size: Size(width: 4, height: 1))
    grid.put("两", at: Point(x: 0, y: 0))
    grid.put("x", at: Point(x: 1, y: 0))
    #expect(grid[0, 0].symbol == " ")
    #expect(grid[1, 0].symbol == "x")
    grid.put("两", at: Point(x: 2, y: 0))
    grid.put("y", at: Point(x: 2, y: 0))
    #expect(grid[3, 0].symbol == " ")
  }

  @Test func graphemeWithTooManyScalarsKeepsItsFirst() {
    let heavy = Character("e\u{301}\u{302}\u{303}\u{304}\u{305}")
    #expect(CellGrid.drawable(heavy) == "e")
    #expect(CellGrid.drawable(Character("e\u{301}")) == "e\u{301}")
  }

  @Test func controlCharactersAreNotWritten() {
    var grid = CellGrid(size: Size(width: 5, height: 1))
    #expect(grid.put("a\u{7}b", at: Point(x: 0, y: 0)) == 2)
    #expect(grid.rowsText == ["ab"])
  }

  @Test func snapshotShowsRowsAndStyleRuns() {
    var grid = CellGrid(size: Size(width: 6, height: 2))
    grid.put("两x", at: Point(x: 0, y: 0), style: Style(foreground: .cyan, attributes: .bold))
    grid.put("ok", at: Point(x: 1, y: 1))
    #expect(
      grid.snapshot() == """
        │两x   │
        │ ok   │
        styles:
          row 0 col 0-2: bold fg=cyan

        """)
  }
}
