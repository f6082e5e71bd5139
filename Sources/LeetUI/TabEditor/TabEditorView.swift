import LeetModel
import TermCore

/// The tab bar editor: a framed box listing the segments in order, each shown or hidden.
enum TabEditorView {
  static func draw(_ editor: TabEditor, root: AppState, into grid: inout CellGrid) {
    let theme = root.theme
    let chinese = root.settings.chinese
    let title = chinese ? " 标签栏 " : " Tab bar "
    let help =
      chinese
      ? ["j/k 选择  J/K 移动", "空格 显示/隐藏", "Enter 保存  Esc 取消"]
      : ["j/k select  J/K move", "Space show/hide", "Enter save  Esc cancel"]
    let inner = max(26, help.map { DisplayWidth.of($0) }.max() ?? 0) + 2
    let height = editor.order.count + help.count + 3
    let box = Rect(
      x: max(0, (root.size.width - inner - 2) / 2), y: max(0, (root.size.height - height) / 2),
      width: min(root.size.width, inner + 2), height: min(root.size.height, height))
    FrameView.draw(box, title: title, theme: theme, into: &grid)
    for (index, segment) in editor.order.enumerated() {
      let y = box.y + 1 + index
      let shown = !editor.hidden.contains(segment)
      let check = shown ? "[x]" : "[ ]"
      let label = chinese ? segment.chineseTitle : segment.title
      let lock = segment == .description ? (chinese ? "  (必选)" : "  (always)") : ""
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
