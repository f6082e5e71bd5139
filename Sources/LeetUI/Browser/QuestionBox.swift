import TermCore

/// A small framed question in the middle of the screen (before a sync, before quitting): its
/// lines, the last one (the keys) in the key style.
enum QuestionBox {
  /// Draws `lines` in a frame titled `title`, centred on `app`'s screen.
  static func draw(_ app: AppState, title: String, lines: [String], into grid: inout CellGrid) {
    draw(size: app.size, theme: app.theme, title: title, lines: lines, into: &grid)
  }

  /// Draws `lines` in a frame titled `title`, centred on a screen of `size`.
  static func draw(size: Size, theme: Theme, title: String, lines: [String], into grid: inout CellGrid) {
    let inner = min(size.width - 2, (lines.map { DisplayWidth.of($0) }.max() ?? 0) + 4)
    let height = min(size.height, lines.count + 2)
    let box = Rect(
      x: max(0, (size.width - inner - 2) / 2), y: max(0, (size.height - height) / 2),
      width: inner + 2, height: height)
    FrameView.draw(box, title: title, theme: theme, into: &grid)
    for (index, line) in lines.prefix(max(0, height - 2)).enumerated() {
      let style = index == lines.count - 1 ? theme.keyName : Style()
      grid.put(
        line, at: Point(x: box.x + 3, y: box.y + 1 + index), style: style, maxWidth: inner - 2)
    }
  }
}
