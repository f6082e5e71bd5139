/// A rectangle of cells that views draw into; the terminal edge writes its differences.
///
/// Wide glyphs keep their continuation cell, a wide glyph never starts in the last column
/// (it is replaced by a space), and overwriting half of a wide glyph blanks the other half.
public struct CellGrid: Hashable, Sendable {
  public private(set) var size: Size
  public private(set) var cells: [Cell]
  /// The rows of terminal pictures shown over cells, by screen row (`place`).
  public internal(set) var graphics: [Int: PlacedGraphicRow] = [:]

  /// A grid of `size` filled with `fill`.
  public init(size: Size, fill: Cell = .blank) {
    self.size = size
    cells = Array(repeating: fill, count: size.width * size.height)
  }

  /// The whole grid as a rectangle.
  public var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }

  /// The cell at column `x`, row `y`; a blank outside the grid.
  public subscript(x: Int, y: Int) -> Cell {
    guard x >= 0, y >= 0, x < size.width, y < size.height else { return .blank }
    return cells[y * size.width + x]
  }

  /// Sets one cell, keeping wide glyphs whole: a wide glyph that no longer fits becomes a space,
  /// and the orphaned half of a wide glyph it overlaps becomes a space.
  public mutating func set(_ cell: Cell, x: Int, y: Int) {
    guard x >= 0, y >= 0, x < size.width, y < size.height else { return }
    var cell = cell
    if cell.width == 2 && x + 1 >= size.width { cell.symbol = " " }
    if !graphics.isEmpty {
      releaseGraphic(x: x, y: y)
      if cell.width == 2 { releaseGraphic(x: x + 1, y: y) }
    }
    clearWideOverlap(x: x, y: y)
    cells[y * size.width + x] = cell
    if cell.width == 2 {
      clearWideOverlap(x: x + 1, y: y)
      cells[y * size.width + x + 1] = Cell("", style: cell.style)
    }
  }

  /// Writes `text` from `point` in `style`, never past `maxWidth` columns or the right edge.
  /// - Returns: the columns used.
  @discardableResult
  public mutating func put(
    _ text: String, at point: Point, style: Style = .plain, maxWidth: Int = .max
  )
    -> Int
  {
    guard point.y >= 0, point.y < size.height else { return 0 }
    let limit = min(maxWidth, size.width - point.x)
    var used = 0
    for character in text {
      let width = DisplayWidth.of(character)
      if width == 0 { continue }
      if used + width > limit {
        if width == 2 && used < limit {
          set(Cell(" ", style: style), x: point.x + used, y: point.y)
          used += 1
        }
        break
      }
      let x = point.x + used
      if x >= 0 { set(Cell(Self.drawable(character), style: style), x: x, y: point.y) }
      used += width
    }
    return max(0, used)
  }

  /// Fills `rect` (clipped to the grid) with `cell`.
  public mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
    for y in max(0, rect.y)..<min(size.height, rect.maxY) {
      for x in max(0, rect.x)..<min(size.width, rect.maxX) { set(cell, x: x, y: y) }
    }
  }

  /// Applies `transform` to the style of every cell in `rect`.
  public mutating func restyle(_ rect: Rect, _ transform: (Style) -> Style) {
    for y in max(0, rect.y)..<min(size.height, rect.maxY) {
      for x in max(0, rect.x)..<min(size.width, rect.maxX) {
        cells[y * size.width + x].style = transform(cells[y * size.width + x].style)
      }
    }
  }

  /// A grapheme as it can be stored in one curses cell: at most five scalars (one spacing
  /// character and four combining marks), else its first scalar.
  static func drawable(_ character: Character) -> String {
    let scalars = character.unicodeScalars
    if scalars.count <= 5 { return String(character) }
    return scalars.first.map { String($0) } ?? " "
  }

  /// Before `(x, y)` is overwritten: blanks the other half of a wide glyph it belongs to.
  private mutating func clearWideOverlap(x: Int, y: Int) {
    let index = y * size.width + x
    let old = cells[index]
    if old.isContinuation, x > 0 {
      cells[index - 1].symbol = " "
    } else if old.width == 2, x + 1 < size.width {
      cells[index + 1].symbol = " "
    }
  }
}
