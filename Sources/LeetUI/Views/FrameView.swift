import TermCore

/// A cleared box with a border and a title in its top edge: the frame of the overlays (help,
/// the browser's keys, the tab bar editor).
enum FrameView {
  /// Clears `box` and draws its border in the theme's frame style, `title` set into the top edge.
  static func draw(_ box: Rect, title: String, theme: Theme, into grid: inout CellGrid) {
    let glyphs = theme.glyphs
    grid.fill(box)
    let corners = glyphs.corners
    let horizontal = String(repeating: glyphs.horizontal, count: max(0, box.width - 2))
    grid.put(
      corners.topLeft + horizontal + corners.topRight, at: Point(x: box.x, y: box.y), style: theme.frame)
    grid.put(
      corners.bottomLeft + horizontal + corners.bottomRight, at: Point(x: box.x, y: box.maxY - 1),
      style: theme.frame)
    for y in (box.y + 1)..<max(box.y + 1, box.maxY - 1) {
      grid.put(glyphs.vertical, at: Point(x: box.x, y: y), style: theme.frame)
      grid.put(glyphs.vertical, at: Point(x: box.maxX - 1, y: y), style: theme.frame)
    }
    grid.put(title, at: Point(x: box.x + 2, y: box.y), style: theme.title)
  }
}
