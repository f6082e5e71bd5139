import LeetModel
import LeetText
import TermCore

/// Row 0: the problem's title on the left, what is known of it on the right.
enum HeaderView {
  static func draw(_ state: ProblemState, into grid: inout CellGrid) {
    let theme = state.theme
    let margin = ProblemLayout.margin(forWidth: state.size.width)
    let room = state.size.width - 2 * margin
    let title = state.header.title
    let titleWidth = DisplayWidth.of(title)
    // The full facts if they fit beside the title, else the short ones, else none.
    var facts: [Span] = []
    for candidate in [state.header.facts, state.header.shortFacts] {
      let width = candidate.reduce(0) { $0 + DisplayWidth.of($1.text) }
      if titleWidth + 3 + width <= room {
        facts = candidate
        break
      }
    }
    let factsWidth = facts.reduce(0) { $0 + DisplayWidth.of($1.text) }
    let titleRoom = facts.isEmpty ? room : room - factsWidth - 3
    drawTruncated(
      title, at: Point(x: margin, y: 0), width: titleRoom, style: theme.title, into: &grid)
    var x = margin + room - factsWidth
    for span in facts {
      x += grid.put(
        TextSanitizer.clean(span.text), at: Point(x: x, y: 0), style: theme.style(for: span.style))
    }
  }

  /// Writes `text`, ending with `…` when it does not fit in `width`.
  static func drawTruncated(
    _ text: String, at point: Point, width: Int, style: Style, into grid: inout CellGrid
  ) {
    guard width > 0 else { return }
    if DisplayWidth.of(text) <= width {
      grid.put(text, at: point, style: style)
      return
    }
    let used = grid.put(text, at: point, style: style, maxWidth: width - 1)
    grid.put("…", at: Point(x: point.x + used, y: point.y), style: style)
  }
}
