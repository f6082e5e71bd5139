import TermCore

/// Where a terminal picture shows in one frame: the screen cell of its first visible row, and
/// which of its rows are visible (a picture scrolled half off the page shows its lower rows).
public struct PictureSpot: Hashable, Sendable {
  public var picture: TerminalPicture
  /// The column and row of the first visible row's first cell.
  public var x: Int
  public var y: Int
  /// The picture's visible rows.
  public var rows: Range<Int>

  public init(picture: TerminalPicture, x: Int, y: Int, rows: Range<Int>) {
    self.picture = picture
    self.x = x
    self.y = y
    self.rows = rows
  }

  /// The screen rows it covers.
  public var screenRows: Range<Int> { y..<(y + rows.count) }

  /// Whether every row of the picture is on screen.
  public var isWhole: Bool { rows == 0..<picture.rows }

  /// The spots of `grid`'s picture rows, top to bottom: runs of consecutive rows of one picture
  /// at one column.
  public static func spots(of grid: CellGrid) -> [PictureSpot] {
    var spots: [PictureSpot] = []
    for y in grid.graphics.keys.sorted() {
      guard let placed = grid.graphics[y] else { continue }
      let row = placed.graphic.row
      if var last = spots.last, last.picture == placed.graphic.picture, last.x == placed.x,
        last.y + last.rows.count == y, last.rows.upperBound == row
      {
        last.rows = last.rows.lowerBound..<(row + 1)
        spots[spots.count - 1] = last
      } else {
        spots.append(PictureSpot(picture: placed.graphic.picture, x: placed.x, y: y, rows: row..<(row + 1)))
      }
    }
    return spots
  }
}
