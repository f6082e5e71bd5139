import LeetPictureClient

/// The ink of drawn cells: the darkest colour each cell shows, as luma.
enum PictureInk {
  /// The luma of `color` (black 0, white 255), by the Rec 601 weights.
  static func luma(_ color: PictureColor) -> Double {
    0.299 * Double(color.red) + 0.587 * Double(color.green) + 0.114 * Double(color.blue)
  }

  /// The luma of the darkest colour `cell` shows (a blank shows only its background).
  static func ink(_ cell: PictureCell) -> Double {
    cell.character == " " ? luma(cell.background) : min(luma(cell.foreground), luma(cell.background))
  }

  /// The ink of the cell at `column`, `row` of `cells`.
  static func ink(_ cells: PictureCells, column: Int, row: Int) -> Double {
    ink(cells.cells[row * cells.columns + column])
  }
}
