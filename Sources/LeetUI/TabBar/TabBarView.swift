import LeetModel
import TermCore

/// Rows 1 and 2: the tab labels, the selected one highlighted, and the underline under it,
/// drawn where the glide has got to at half-cell precision; marks show tabs hidden off the bar.
enum TabBarView {
  static func draw(_ state: ProblemState, into grid: inout CellGrid) {
    let theme = state.theme
    let bar = state.tabBar
    let motion = state.tabMotion
    let scroll = motion.scroll.position.rounded()
    let left = bar.origin
    let right = bar.origin + bar.available
    for tab in bar.tabs {
      let start = bar.origin + tab.x - (Int(clampingFinite: scroll) ?? 0)
      let style = tab.segment == state.selected ? theme.selectedTab : theme.otherTab
      drawClipped(
        tab.label, from: start, row: ProblemLayout.tabRow, within: left..<right, style: style,
        into: &grid)
    }
    if bar.overflows {
      if scroll > 0 {
        grid.put(
          theme.glyphs.hiddenLeft, at: Point(x: left - 1, y: ProblemLayout.tabRow), style: theme.quiet)
      }
      if (Int(clampingFinite: scroll) ?? 0) + bar.available < bar.totalWidth {
        grid.put(
          theme.glyphs.hiddenRight, at: Point(x: right, y: ProblemLayout.tabRow), style: theme.quiet)
      }
    }
    drawUnderline(state, bar: bar, into: &grid)
  }

  /// The underline from its animated left edge and width, in half cells where the glyphs allow.
  private static func drawUnderline(_ state: ProblemState, bar: TabBarLayout, into grid: inout CellGrid) {
    let glyphs = state.theme.glyphs
    let motion = state.tabMotion
    let offset = Double(bar.origin) - motion.scroll.position
    let start = motion.x.position + offset
    let end = start + max(0, motion.width.position)
    let style = state.theme.underline
    let row = ProblemLayout.underlineRow
    let minX = bar.origin
    let maxX = bar.origin + bar.available
    if let leftHalf = glyphs.underlineLeftHalf, let rightHalf = glyphs.underlineRightHalf {
      let a = Int(clampingFinite: (start * 2).rounded()) ?? 0
      let b = Int(clampingFinite: (end * 2).rounded()) ?? 0
      guard b > a else { return }
      for column in max(minX, a / 2 - 1)..<min(maxX, b / 2 + 1) {
        let leftFilled = 2 * column >= a && 2 * column < b
        let rightFilled = 2 * column + 1 >= a && 2 * column + 1 < b
        let symbol =
          leftFilled && rightFilled
          ? glyphs.underline : leftFilled ? leftHalf : rightFilled ? rightHalf : nil
        if let symbol { grid.put(symbol, at: Point(x: column, y: row), style: style) }
      }
    } else {
      let a = Int(clampingFinite: start.rounded()) ?? 0
      let b = Int(clampingFinite: end.rounded()) ?? 0
      guard b > a else { return }
      for column in max(minX, a)..<min(maxX, b) {
        grid.put(glyphs.underline, at: Point(x: column, y: row), style: style)
      }
    }
  }

  /// Writes `text` starting at column `start`, showing only what falls within `columns`.
  private static func drawClipped(
    _ text: String, from start: Int, row: Int, within columns: Range<Int>, style: Style,
    into grid: inout CellGrid
  ) {
    var x = start
    for character in text {
      let width = DisplayWidth.of(character)
      if x >= columns.lowerBound && x + width <= columns.upperBound {
        grid.put(String(character), at: Point(x: x, y: row), style: style)
      }
      x += width
    }
  }
}
