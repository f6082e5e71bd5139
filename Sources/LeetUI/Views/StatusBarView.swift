import LeetModel
import TermCore

/// The last row: where you are in the page and where the data came from on the left, key hints
/// on the right; the search prompt or a message when there is one.
enum StatusBarView {
  static func draw(_ state: ProblemState, into grid: inout CellGrid) {
    let theme = state.theme
    let y = state.size.height - 1
    let margin = ProblemLayout.margin(forWidth: state.size.width)
    let room = state.size.width - 2 * margin
    let words = state.words.statusLine
    if case .searching(let text) = state.mode {
      var x = margin
      x += grid.put("/", at: Point(x: x, y: y), style: theme.keyName)
      let shown = String(text.suffix(max(0, room - 3)))
      x += grid.put(TextSanitizer.clean(shown), at: Point(x: x, y: y))
      grid.put("▏", at: Point(x: x, y: y), style: theme.keyName)
      let hint = KeyHint.hints(
        [([.submit], words.hint("find")), ([.finishTyping], words.hint("cancel"))], in: .search
      ).map { "\($0.key) \($0.label)" }.joined(separator: "  ")
      if DisplayWidth.of(text) + 4 + DisplayWidth.of(hint) <= room {
        grid.put(
          hint, at: Point(x: margin + room - DisplayWidth.of(hint), y: y), style: theme.quiet)
      }
      return
    }
    let separator = " \(theme.glyphs.separator) "
    var core: [(String, Style)] = [(position(state), Style())]
    if let search = state.search, !search.matches.isEmpty {
      core += [
        (separator, theme.quiet), (words.match(search.current + 1, search.matches.count), Style()),
      ]
    }
    var source: [(String, Style)] = []
    let label = state.pageSourceLabel
    if !label.isEmpty { source = [(separator, theme.quiet), (words.source(label), theme.quiet)] }
    var offline: [(String, Style)] = []
    if state.settings.offline { offline = [(separator, theme.quiet), (words.offline, theme.notice)] }
    var lefts = [core + source + offline, core + offline, core]
    if let message = state.messageText {
      // A message too long for the row is cut at its end below; `?` shows it whole.
      lefts = [[(message, theme.notice)] + offline, [(message, theme.notice)]]
    }
    // The most useful parts are kept when space is short: position, offline, help, quit.
    // The hints come from the key map (`ProblemState.keyHints`), four of them.
    let all: [Hint] = state.keyHints.map { ($0.key, words.hint($0.label)) }
    let hintSets: [[Hint]] = [[0, 1, 2, 3], [0, 2, 3], [2, 3], [2], []].map {
      $0.filter(all.indices.contains).map { all[$0] }
    }
    var chosen: (left: [(String, Style)], hints: [Hint])?
    search: for left in lefts {
      let leftWidth = left.reduce(0) { $0 + DisplayWidth.of($1.0) }
      for hints in hintSets where leftWidth + (hints.isEmpty ? 0 : 2 + width(hints)) <= room {
        chosen = (left, hints)
        break search
      }
    }
    if chosen == nil, let message = state.messageText {
      let help = width(hintSets[3]) + 2
      let hints = room - help >= 16 ? hintSets[3] : []
      let shown = MessageFit.fit(message, width: hints.isEmpty ? room : room - help)
      chosen = ([(shown, theme.notice)], hints)
    }
    let shown = chosen ?? (core + offline, [])
    var x = margin
    for (text, style) in shown.left {
      x += grid.put(text, at: Point(x: x, y: y), style: style, maxWidth: margin + room - x)
    }
    var hx = margin + room - width(shown.hints)
    for (index, (key, label)) in shown.hints.enumerated() {
      if index > 0 { hx += 2 }
      hx += grid.put(key, at: Point(x: hx, y: y), style: theme.keyName)
      hx += grid.put(" " + label, at: Point(x: hx, y: y), style: theme.quiet)
    }
  }

  private typealias Hint = (key: String, label: String)

  /// The columns a row of hints takes.
  private static func width(_ hints: [Hint]) -> Int {
    hints.reduce(0) { $0 + DisplayWidth.of($1.key) + 1 + DisplayWidth.of($1.label) } + max(
      0, hints.count - 1) * 2
  }

  /// `line 1-18 of 64 · 28%` (`第 1-18 行，共 64 行 · 28%`), on the wrapped lines actually shown.
  static func position(_ state: ProblemState) -> String {
    let total = state.currentLayout.lines.count
    let words = state.words.statusLine
    guard total > 0 else { return words.empty }
    let first = state.top + 1
    let last = min(total, state.top + state.viewportHeight)
    let percent = total == 0 ? 100 : (last * 100) / total
    return "\(words.lines(first, last, total)) \(state.theme.glyphs.separator) \(percent)%"
  }
}
