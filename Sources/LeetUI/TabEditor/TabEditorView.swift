import LeetModel
import TermCore

/// The tab bar editor: a framed box listing the segments in order, each shown or hidden, over
/// its keys from `KeyMap`.
enum TabEditorView {
  /// The width the key lines are packed into.
  static let helpWidth = 24

  /// The editor's keys, `keys help` pairs packed into lines of at most `helpWidth` columns.
  static func helpLines(_ words: Words) -> [String] {
    var lines: [String] = []
    for row in KeyMap.rows(for: .tabEditor) {
      let pair = row.keys(in: words) + " " + row.help(in: words)
      if let last = lines.last, DisplayWidth.of(last) + 2 + DisplayWidth.of(pair) <= helpWidth {
        lines[lines.count - 1] = last + "  " + pair
      } else {
        lines.append(pair)
      }
    }
    return lines
  }

  static func draw(_ editor: TabEditor, app: AppState, into grid: inout CellGrid) {
    let theme = app.theme
    let words = app.words
    let help = helpLines(words)
    let inner = max(26, help.map { DisplayWidth.of($0) }.max() ?? 0) + 2
    let height = editor.order.count + help.count + 3
    let box = Rect(
      x: max(0, (app.size.width - inner - 2) / 2), y: max(0, (app.size.height - height) / 2),
      width: min(app.size.width, inner + 2), height: min(app.size.height, height))
    FrameView.draw(box, title: words.panels.tabBarTitle, theme: theme, into: &grid)
    for (index, segment) in editor.order.enumerated() {
      let y = box.y + 1 + index
      let shown = !editor.hidden.contains(segment)
      let check = shown ? "[x]" : "[ ]"
      let label = words.panels.title(segment)
      let lock = segment == .description ? words.panels.alwaysShown : ""
      let style = index == editor.cursor ? Style(attributes: .reverse) : (shown ? Style() : theme.quiet)
      let used = grid.put("\(check) \(label)", at: Point(x: box.x + 2, y: y), style: style)
      grid.put(lock, at: Point(x: box.x + 2 + used, y: y), style: theme.quiet, maxWidth: inner - used - 2)
    }
    for (index, line) in help.enumerated() {
      grid.put(
        line, at: Point(x: box.x + 2, y: box.y + 2 + editor.order.count + index), style: theme.quiet,
        maxWidth: inner - 2)
    }
  }
}
