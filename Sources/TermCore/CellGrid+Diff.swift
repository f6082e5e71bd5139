/// One cell to write: where, and what.
public struct CellChange: Hashable, Sendable {
  public var point: Point
  public var cell: Cell

  public init(point: Point, cell: Cell) {
    self.point = point
    self.cell = cell
  }
}

extension CellGrid {
  /// The cells to write to turn a screen showing `previous` into this grid, row by row, left to
  /// right.
  ///
  /// Continuation cells are never listed: writing the wide glyph covers them. With no
  /// previous grid, or one of another size, every cell is listed.
  public func diff(from previous: CellGrid?) -> [CellChange] {
    let same = previous.map { $0.size == size } ?? false
    var changes: [CellChange] = []
    for y in 0..<size.height {
      var x = 0
      while x < size.width {
        let index = y * size.width + x
        let cell = cells[index]
        var changed = !same || previous?.cells[index] != cell
        // A wide glyph whose right half changed (the old screen had something else there)
        // must be written again even when its leading cell looks the same.
        if !changed, cell.width == 2, x + 1 < size.width, let previous {
          changed = previous.cells[index + 1] != cells[index + 1]
        }
        if changed && !cell.isContinuation {
          changes.append(CellChange(point: Point(x: x, y: y), cell: cell))
        }
        x += 1
      }
    }
    return changes
  }
}
