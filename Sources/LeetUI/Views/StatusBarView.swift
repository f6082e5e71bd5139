import LeetModel
import TermCore

/// The last row: where you are in the page and where the data came from on the left, key hints
/// on the right; the search prompt or a message when there is one.
enum StatusBarView {
  static func draw(_ state: AppState, into grid: inout CellGrid) {
    let theme = state.theme
    let y = state.size.height - 1
    let margin = AppLayout.margin(forWidth: state.size.width)
    let room = state.size.width - 2 * margin
    if case .searching(let text) = state.mode {
      var x = margin
      x += grid.put("/", at: Point(x: x, y: y), style: theme.keyName)
      let shown = String(text.suffix(max(0, room - 3)))
      x += grid.put(TextSanitizer.clean(shown), at: Point(x: x, y: y))
      grid.put("▏", at: Point(x: x, y: y), style: theme.keyName)
      let hint = "Enter find  Esc cancel"
      if DisplayWidth.of(text) + 4 + DisplayWidth.of(hint) <= room {
        grid.put(hint, at: Point(x: margin + room - DisplayWidth.of(hint), y: y), style: theme.quiet)
      }
      return
    }
    var left: [(String, Style)] = [(position(state), Style())]
    let separator = " \(theme.glyphs.separator) "
    if let search = state.search, !search.matches.isEmpty {
      left.append((separator, theme.quiet))
      left.append(("match \(search.current + 1)/\(search.matches.count)", Style()))
    }
    if !state.settings.sourceLabel.isEmpty {
      left.append((separator, theme.quiet))
      left.append((state.settings.sourceLabel, theme.quiet))
    }
    if state.settings.offline {
      left.append((separator, theme.quiet))
      left.append(("offline", theme.notice))
    }
    if let message = state.message {
      left = [(message, theme.notice)]
    }
    var x = margin
    for (text, style) in left {
      x += grid.put(text, at: Point(x: x, y: y), style: style, maxWidth: margin + room - x)
    }
    // Hints, the most useful kept when space is short.
    let hints: [(String, String)] = [("Tab", "segments"), ("/", "search"), ("?", "help"), ("q", "quit")]
    var chosen = hints
    func width(_ list: [(String, String)]) -> Int {
      list.reduce(0) { $0 + DisplayWidth.of($1.0) + 1 + DisplayWidth.of($1.1) } + max(0, list.count - 1) * 2
    }
    let free = margin + room - x - 2
    while !chosen.isEmpty && width(chosen) > free {
      chosen.remove(at: chosen.count > 2 ? chosen.count - 3 : 0)
    }
    var hx = margin + room - width(chosen)
    for (index, (key, label)) in chosen.enumerated() {
      if index > 0 { hx += 2 }
      hx += grid.put(key, at: Point(x: hx, y: y), style: theme.keyName)
      hx += grid.put(" " + label, at: Point(x: hx, y: y), style: theme.quiet)
    }
  }

  /// `line 1-18 of 64 · 28%`, on the wrapped lines actually shown.
  static func position(_ state: AppState) -> String {
    let total = state.currentLayout.lines.count
    guard total > 0 else { return "empty" }
    let first = state.top + 1
    let last = min(total, state.top + state.viewportHeight)
    let percent = total == 0 ? 100 : (last * 100) / total
    return "line \(first)-\(last) of \(total) \(state.theme.glyphs.separator) \(percent)%"
  }
}
