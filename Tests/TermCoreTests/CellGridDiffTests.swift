import Testing

@testable import TermCore

@Suite struct CellGridDiffTests {
  @Test func withoutAPreviousGridEveryCellIsWritten() {
    let grid = CellGrid(size: Size(width: 3, height: 2))
    #expect(grid.diff(from: nil).count == 6)
  }

  @Test func onlyChangedCellsAreListedInReadingOrder() {
    var old = CellGrid(size: Size(width: 5, height: 2))
    old.put("hello", at: Point(x: 0, y: 0))
    var new = old
    new.put("j", at: Point(x: 0, y: 0))
    new.put("!", at: Point(x: 4, y: 1))
    let changes = new.diff(from: old)
    #expect(changes.map(\.point) == [Point(x: 0, y: 0), Point(x: 4, y: 1)])
    #expect(changes.map(\.cell.symbol) == ["j", "!"])
  }

  @Test func identicalGridsNeedNothing() {
    var grid = CellGrid(size: Size(width: 4, height: 1))
    grid.put("abcd", at: Point(x: 0, y: 0))
    #expect(grid.diff(from: grid).isEmpty)
  }

  @Test func continuationCellsAreNeverListed() {
    let old = CellGrid(size: Size(width: 4, height: 1))
    var new = old
    new.put("两两", at: Point(x: 0, y: 0))
    let changes = new.diff(from: old)
    #expect(changes.map(\.point.x) == [0, 2])
  }

  @Test func aGridOfAnotherSizeIsRedrawnWhole() {
    let old = CellGrid(size: Size(width: 2, height: 2))
    let new = CellGrid(size: Size(width: 3, height: 2))
    #expect(new.diff(from: old).count == 6)
  }

  @Test func styleChangesCount() {
    var old = CellGrid(size: Size(width: 2, height: 1))
    old.put("ab", at: Point(x: 0, y: 0))
    var new = old
    new.restyle(Rect(x: 1, y: 0, width: 1, height: 1)) { _ in Style(attributes: .reverse) }
    #expect(new.diff(from: old).map(\.point.x) == [1])
  }
}
