import TermCore

/// The browser's keys in a framed box (`?` in the list; any key closes it).
enum BrowserHelpView {
  /// Each entry: the keys, and what they do, in English and Chinese.
  static let entries: [(keys: String, english: String, chinese: String)] = [
    ("type  /", "filter: words, d:easy t:graph is:cached is:free", "筛选：d:easy t:graph is:cached"),
    ("j  k  ↓  ↑  PgDn  PgUp", "move in the list", "移动"),
    ("Enter", "open the problem, fold a section", "打开题目 / 折叠分组"),
    ("Esc  q", "back to the list (q in the list quits)", "返回列表（列表中 q 退出）"),
    ("Tab", "to the problem beside the list", "切换到题目"),
    ("s", "show or hide the sidebar (wide screens)", "显示或隐藏侧栏"),
    ("L", "English / 中文", "English / 中文"),
    ("E", "edit the tab bar", "编辑标签栏"),
    ("S", "sync --details in the background", "后台同步题目"),
    ("★  ✓  🔒", "today's daily, cached offline, premium", "每日一题、已缓存、会员"),
  ]

  static func draw(_ root: AppState, into grid: inout CellGrid) {
    let theme = root.theme
    let chinese = root.settings.chinese
    let keysWidth = entries.map { DisplayWidth.of($0.keys) }.max() ?? 0
    let actions = entries.map { chinese ? $0.chinese : $0.english }
    let actionWidth = actions.map { DisplayWidth.of($0) }.max() ?? 0
    let inner = min(root.size.width - 2, keysWidth + 3 + actionWidth + 2)
    let height = min(root.size.height, entries.count + 2)
    let box = Rect(
      x: max(0, (root.size.width - inner - 2) / 2), y: max(0, (root.size.height - height) / 2),
      width: inner + 2, height: height)
    FrameView.draw(box, title: chinese ? " 按键 " : " Keys ", theme: theme, into: &grid)
    for (index, entry) in entries.prefix(max(0, height - 2)).enumerated() {
      let y = box.y + 1 + index
      let x = box.x + 2
      grid.put(entry.keys, at: Point(x: x, y: y), style: theme.keyName, maxWidth: inner - 2)
      let actionX = x + keysWidth + 3
      grid.put(
        actions[index], at: Point(x: actionX, y: y), maxWidth: max(0, box.maxX - 2 - actionX))
    }
  }
}
