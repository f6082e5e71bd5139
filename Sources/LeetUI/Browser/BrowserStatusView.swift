import LeetModel
import TermCore

/// The browser's last row: a message or the sync's progress on the left, key hints on the right.
enum BrowserStatusView {
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
    let hints: [(String, String)] =
      app.browser.typing
      ? [("Enter", chinese ? "打开" : "open"), ("Esc", chinese ? "完成" : "done")]
      : [
        ("/", chinese ? "搜索" : "search"), ("?", chinese ? "帮助" : "help"),
        ("Enter", chinese ? "打开" : "open"),
        ("s", chinese ? "侧栏" : "sidebar"), ("S", chinese ? "同步" : "sync"),
        ("L", chinese ? "English" : "中文"), ("E", chinese ? "标签栏" : "tabs"),
        ("q", chinese ? "退出" : "quit"),
      ]
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
