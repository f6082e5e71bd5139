import TermCore

extension ANSIText {
  /// The rows of `grid` as lines of text: each run of one style behind one SGR code and a reset
  /// when `styled`, wide characters once, trailing blanks dropped; nothing but SGR escapes.
  public static func render(_ grid: CellGrid, styled: Bool) -> String {
    var out = ""
    for y in 0..<grid.size.height {
      var line = ""
      var run = ""
      var runStyle = Style.plain
      func flush() {
        let text = TextSanitizer.clean(run)
        if styled, runStyle != .plain, !text.isEmpty {
          line += "\u{1B}[" + sgr(runStyle) + "m" + text + "\u{1B}[0m"
        } else {
          line += text
        }
        run = ""
      }
      for x in 0..<grid.size.width {
        let cell = grid[x, y]
        if cell.isContinuation { continue }
        let style = cell.style
        if style != runStyle {
          flush()
          runStyle = style
        }
        run += cell.symbol
      }
      flush()
      while line.hasSuffix(" ") { line.removeLast() }
      out += line + "\n"
    }
    return out
  }
}
