import TermCore

/// A framed box in the middle of the screen listing every key.
enum HelpOverlay {
  static func draw(_ state: AppState, into grid: inout CellGrid) {
    let theme = state.theme
    let glyphs = theme.glyphs
    let entries = KeyHelp.entries
    let keysWidth = entries.map { DisplayWidth.of($0.keys) }.max() ?? 0
    let actionWidth = entries.map { DisplayWidth.of($0.action) }.max() ?? 0
    let footer = "Esc or ? to close"
    let innerWidth = min(state.size.width - 4, max(keysWidth + 3 + actionWidth, DisplayWidth.of(footer)) + 2)
    let visibleEntries = max(0, min(entries.count, state.size.height - 6))
    let boxWidth = innerWidth + 2
    let boxHeight = visibleEntries + 4
    let x0 = (state.size.width - boxWidth) / 2
    let y0 = max(0, (state.size.height - boxHeight) / 2)
    grid.fill(Rect(x: x0, y: y0, width: boxWidth, height: boxHeight))
    let corners = glyphs.corners
    let horizontal = String(repeating: glyphs.horizontal, count: innerWidth)
    grid.put(corners.topLeft + horizontal + corners.topRight, at: Point(x: x0, y: y0), style: theme.frame)
    grid.put(corners.bottomLeft + horizontal + corners.bottomRight, at: Point(x: x0, y: y0 + boxHeight - 1), style: theme.frame)
    for y in (y0 + 1)..<(y0 + boxHeight - 1) {
      grid.put(glyphs.vertical, at: Point(x: x0, y: y), style: theme.frame)
      grid.put(glyphs.vertical, at: Point(x: x0 + boxWidth - 1, y: y), style: theme.frame)
    }
    let title = " Keys "
    grid.put(title, at: Point(x: x0 + 2, y: y0), style: theme.title)
    for (index, entry) in entries.prefix(visibleEntries).enumerated() {
      let y = y0 + 1 + index
      grid.put(entry.keys, at: Point(x: x0 + 2, y: y), style: theme.keyName, maxWidth: keysWidth)
      grid.put(entry.action, at: Point(x: x0 + 2 + keysWidth + 3, y: y), maxWidth: innerWidth - keysWidth - 4)
    }
    let footerX = x0 + (boxWidth - DisplayWidth.of(footer)) / 2
    grid.put(footer, at: Point(x: footerX, y: y0 + boxHeight - 2), style: theme.quiet, maxWidth: innerWidth)
  }
}
