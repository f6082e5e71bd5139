import LeetModel
import TermCore

/// The browser's last row: a message or the sync's progress on the left, key hints on the right.
enum BrowserStatusView {
  /// The list's key hints, from the key map, most wanted first and last (the middle ones go
  /// first when the row is short).
  static func hints(_ app: AppState) -> [KeyHint] {
    let chinese = app.settings.chinese
    let filtering = !app.browser.query.isEmpty
    var wanted: [(commands: [KeyCommand], label: String)] = [
      ([.open], chinese ? "打开" : "open"), ([.showHelp], chinese ? "帮助" : "help"),
    ]
    if app.hasProblemSide, app.unavailable == nil {
      wanted.append(([.focusProblem], chinese ? "题目" : "problem"))
    }
    if app.size.width >= AppState.wideWidth {
      wanted.append(([.toggleSidebar], chinese ? "侧栏" : "sidebar"))
    }
    wanted += [
      ([.sync], chinese ? "同步" : "sync"), ([.switchLanguage], chinese ? "English" : "中文"),
      ([.editTabs], chinese ? "标签栏" : "tabs"),
      ([.back], filtering ? (chinese ? "清除" : "clear") : (chinese ? "退出" : "quit")),
    ]
    // With text in the filter, `?` is typed: the help is on F1.
    return KeyHint.hints(wanted, in: .list, excluding: filtering ? [.character("?")] : [])
  }

  static func draw(_ app: AppState, at point: Point, width: Int, into grid: inout CellGrid) {
    let theme = app.theme
    let chinese = app.settings.chinese
    var left: (String, Style)?
    if let message = app.message {
      left = (message, theme.notice)
    } else if app.loadingSlug != nil {
      left = (chinese ? "加载中…" : "loading…", theme.quiet)
    } else if let sync = app.syncStatus {
      left = (sync, theme.quiet)
    } else if app.settings.offline {
      left = (chinese ? "离线" : "offline", theme.notice)
    }
    var x = point.x
    // A message too long for the row keeps only the `?` hint, where it is shown whole.
    let help = ("?", chinese ? "帮助" : "help")
    let helpWidth = DisplayWidth.of(help.0) + 1 + DisplayWidth.of(help.1) + 2
    var cut = false
    if let (text, style) = left {
      let clean = TextSanitizer.clean(text)
      cut = DisplayWidth.of(clean) > width
      let room = cut && width - helpWidth >= 16 ? width - helpWidth : width
      x += grid.put(StatusMessage.fit(clean, width: room), at: Point(x: x, y: point.y), style: style)
    }
    let hints = hints(app).map { ($0.key, $0.label) }
    // As many hints as fit after the left part, dropping from the middle.
    var chosen = cut ? [help] : hints
    func hintsWidth(_ list: [(String, String)]) -> Int {
      list.reduce(0) { $0 + DisplayWidth.of($1.0) + 1 + DisplayWidth.of($1.1) } + 2 * max(0, list.count - 1)
    }
    let room = point.x + width - x - (left == nil ? 0 : 2)
    while !chosen.isEmpty && hintsWidth(chosen) > room {
      chosen.remove(at: chosen.count >= 2 ? chosen.count - 2 : 0)
    }
    var hx = point.x + width - hintsWidth(chosen)
    for (index, (key, label)) in chosen.enumerated() {
      if index > 0 { hx += 2 }
      hx += grid.put(key, at: Point(x: hx, y: point.y), style: theme.keyName)
      hx += grid.put(" " + label, at: Point(x: hx, y: point.y), style: theme.quiet)
    }
  }
}
