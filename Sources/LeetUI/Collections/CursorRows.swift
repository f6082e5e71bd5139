/// A screen of rows with a cursor on one of them and a first row shown: a plan, list or
/// contest, and their index.
public protocol CursorRows {
  /// How many rows there are.
  var rowCount: Int { get }
  /// The row under the cursor.
  var cursor: Int { get set }
  /// The first row on screen.
  var top: Int { get set }
}

extension CursorRows {
  /// Moves the cursor to `row` (kept in the rows), and the first row shown so that it is in view
  /// of `height` rows.
  public mutating func move(to row: Int, height: Int) {
    cursor = max(0, min(rowCount - 1, row))
    if cursor < top { top = cursor }
    if cursor >= top + max(1, height) { top = cursor - max(1, height) + 1 }
    top = max(0, min(top, max(0, rowCount - max(1, height))))
  }

  /// Moves the cursor as `command` does (a line, a page of `height` rows, the first or the last
  /// row); false when `command` is no move.
  public mutating func move(_ command: KeyCommand, height: Int) -> Bool {
    let page = max(1, height - 1)
    switch command {
    case .lineDown: move(to: cursor + 1, height: height)
    case .lineUp: move(to: cursor - 1, height: height)
    case .pageDown: move(to: cursor + page, height: height)
    case .pageUp: move(to: cursor - page, height: height)
    case .top: move(to: 0, height: height)
    case .bottom: move(to: rowCount - 1, height: height)
    default: return false
    }
    return true
  }
}
