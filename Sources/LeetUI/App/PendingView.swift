import TermCore

/// Draws the problem side while a problem opened from the list is fetched: its id and title from
/// the list, what is fetched and for how long (as the start's loading screen says it), the last
/// message, and the key back to the list.
///
/// Pure.
enum PendingView {
  static func draw(_ app: AppState, _ pending: PendingProblem, in rect: Rect, into grid: inout CellGrid) {
    let theme = app.theme
    let x = rect.x + 2
    let width = max(1, rect.width - 4)
    var y = rect.y + 1
    let heading = TextSanitizer.oneLine(pending.heading(in: app.settings.language))
    grid.put(heading, at: Point(x: x, y: y), style: theme.title, maxWidth: width)
    y += 2
    let line = LoadingView.fetchingLine(pending.step, elapsed: pending.elapsed, app.words)
    for part in WrappedParagraph.lines(line, width: width) where y < rect.maxY - 1 {
      grid.put(part, at: Point(x: x, y: y), maxWidth: width)
      y += 1
    }
    if let message = app.messageText {
      y += 1
      for part in WrappedParagraph.lines(TextSanitizer.clean(message), width: width) where y < rect.maxY - 1 {
        grid.put(part, at: Point(x: x, y: y), style: theme.notice, maxWidth: width)
        y += 1
      }
    }
    let hints = KeyHint.hints([([.back], app.words.app.listHint)], in: .openProblem, excluding: [.escape])
    var hx = x
    for hint in hints {
      hx += grid.put(hint.key, at: Point(x: hx, y: rect.maxY - 1), style: theme.keyName)
      hx += grid.put(" " + hint.label + "   ", at: Point(x: hx, y: rect.maxY - 1), style: theme.quiet)
    }
  }
}
