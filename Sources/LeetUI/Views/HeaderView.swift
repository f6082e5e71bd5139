import LeetModel
import LeetText
import TermCore

/// Row 0: the problem's title on the left, what is known of it on the right.
///
/// When the row is short, the title is shortened (down to `minimumTitle`) and tags give way
/// first; then the premium mark, the acceptance rate and last the difficulty.
enum HeaderView {
  /// The columns between the title and the facts.
  static let gap = 3

  static func draw(_ state: ProblemState, into grid: inout CellGrid) {
    let theme = state.theme
    let margin = ProblemLayout.margin(forWidth: state.size.width)
    let room = state.size.width - 2 * margin
    let fit = fitted(title: state.header.title, facts: state.factsWithMark, room: room)
    drawTruncated(
      state.header.title, at: Point(x: margin, y: 0), width: fit.titleWidth, style: theme.title,
      into: &grid)
    var x = margin + room - width(of: fit.facts)
    for span in fit.facts {
      x += grid.put(
        TextSanitizer.clean(span.text), at: Point(x: x, y: 0), style: theme.style(for: span.style))
    }
  }

  /// The narrowest the title is shortened to before facts give way: 12 columns, or a third of
  /// the row when that is more, or the whole title when it is shorter.
  static func minimumTitle(_ titleWidth: Int, room: Int) -> Int {
    min(titleWidth, max(12, room / 3))
  }

  /// The columns the title gets and the facts shown beside it, in `room` columns.
  ///
  /// Difficulty, acceptance and premium mark are kept (in that order) while the title keeps its
  /// minimum; tags only while the whole title fits too, as many as fit, then `+N`.
  static func fitted(title: String, facts: ProblemFacts, room: Int) -> (
    titleWidth: Int, facts: [Span]
  ) {
    let titleWidth = DisplayWidth.of(title)
    let minimum = minimumTitle(titleWidth, room: room)
    var main = facts.mainCount
    var shown = facts.spans(main: main, tags: 0)
    while main > 0, minimum + gap + width(of: shown) > room {
      main -= 1
      shown = facts.spans(main: main, tags: 0)
    }
    if main == facts.mainCount {
      for count in stride(from: facts.tags.count, through: 1, by: -1) {
        let candidate = facts.spans(main: main, tags: count)
        if titleWidth + gap + width(of: candidate) <= room {
          shown = candidate
          break
        }
      }
    }
    let factsWidth = width(of: shown)
    return (shown.isEmpty ? room : room - factsWidth - gap, shown)
  }

  /// The columns `spans` take.
  static func width(of spans: [Span]) -> Int {
    spans.reduce(0) { $0 + DisplayWidth.of($1.text) }
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
