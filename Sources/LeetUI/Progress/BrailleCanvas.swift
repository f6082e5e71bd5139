/// A canvas of braille dots, two across and four down per cell, for drawing lines in text.
///
/// Pure.
struct BrailleCanvas {
  /// The cells across and down.
  let columns: Int
  let rows: Int
  /// The dots set, a bit per dot, by cell.
  private var bits: [UInt8]

  /// An empty canvas of `columns` × `rows` cells.
  init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    bits = Array(repeating: 0, count: self.columns * self.rows)
  }

  /// The dots across and down.
  var width: Int { columns * 2 }
  var height: Int { rows * 4 }

  /// The bit of the dot at column `dx` (0-1), row `dy` (0-3) of a cell (Unicode's dot order).
  private static let dotBits: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]

  /// Sets the dot at `x`, `y` (0, 0 top left); dots off the canvas are ignored.
  mutating func set(x: Int, y: Int) {
    guard x >= 0, y >= 0, x < width, y < height else { return }
    bits[(y / 4) * columns + x / 2] |= Self.dotBits[y % 4][x % 2]
  }

  /// Draws a straight line of dots from one point to another (Bresenham).
  mutating func line(from start: (x: Int, y: Int), to end: (x: Int, y: Int)) {
    var x = start.x
    var y = start.y
    let dx = abs(end.x - start.x)
    let dy = -abs(end.y - start.y)
    let sx = start.x < end.x ? 1 : -1
    let sy = start.y < end.y ? 1 : -1
    var error = dx + dy
    while true {
      set(x: x, y: y)
      if x == end.x && y == end.y { return }
      let doubled = 2 * error
      if doubled >= dy {
        error += dy
        x += sx
      }
      if doubled <= dx {
        error += dx
        y += sy
      }
    }
  }

  /// Whether the cell at `column`, `row` has any dot.
  func isInked(column: Int, row: Int) -> Bool { bits[row * columns + column] != 0 }

  /// The character of the cell at `column`, `row` (a blank braille pattern when empty).
  func character(column: Int, row: Int) -> Character {
    Character(Unicode.Scalar(0x2800 + UInt32(bits[row * columns + column])) ?? " ")
  }
}
