import LeetText
import TermCore

/// A diff of past code over the whole page: its lines from the first shown (each side's heading,
/// then the diff, side by side where the screen is wide enough), and a last row saying which
/// lines show and the keys.
///
/// Pure: the same state always gives the same grid.
enum DiffScreenView {
  /// The rows of diff on a screen of `size`: all but the last.
  static func visibleRows(for size: Size) -> Int { max(1, size.height - 1) }

  /// The screen for `state` with `screen` shown.
  static func render(_ state: ProblemState, _ screen: DiffScreen) -> CellGrid {
    var grid = CellGrid(size: state.size)
    let theme = state.theme
    let width = state.size.width
    let lines = screen.lines(width: width, words: state.words)
    let rows = visibleRows(for: state.size)
    for (row, line) in lines.dropFirst(screen.top).prefix(rows).enumerated() {
      var x = 0
      for span in line.spans where x < width {
        x += grid.put(
          span.text, at: Point(x: x, y: row), style: theme.style(for: span.style), maxWidth: width - x)
      }
    }
    let last = min(lines.count, screen.top + rows)
    let place = state.words.statusLine.lines(min(screen.top + 1, last), last, lines.count)
    let scroll =
      KeyMap.keys(for: .lineDown, in: .diffViewer).prefix(1)
      + KeyMap.keys(for: .lineUp, in: .diffViewer).prefix(1)
    let back = KeyMap.keys(for: .back, in: .diffViewer).first.map { KeyHint.name(of: $0) } ?? "Esc"
    let keys = state.words.pastCode.keyLine(scroll.map { KeyHint.name(of: $0) }.joined(separator: " "), back)
    let y = state.size.height - 1
    grid.put(place, at: Point(x: 0, y: y), style: theme.quiet, maxWidth: width)
    let keysX = width - DisplayWidth.of(keys)
    if keysX > DisplayWidth.of(place) + 1 { grid.put(keys, at: Point(x: keysX, y: y), style: theme.keyName) }
    return grid
  }
}
