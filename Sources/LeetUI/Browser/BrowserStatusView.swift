import LeetModel
import TermCore

/// The browser's last row: a message or the sync's progress on the left, key hints on the right.
enum BrowserStatusView {
  /// The list's key hints, from the key map, most wanted first and last (the middle ones go
  /// first when the row is short).
  static func hints(_ app: AppState) -> [KeyHint] {
    let words = app.words
    let filtering = !app.browser.query.isEmpty
    var wanted: [(commands: [KeyCommand], label: String)] = [
      ([.open], words.browser.openHint), ([.showHelp], words.browser.helpHint),
      ([.jumpToPractice], words.browser.practiceHint),
    ]
    if app.hasProblemSide, app.unavailable == nil {
      wanted.append(([.focusProblem], words.browser.problemHint))
    }
    if app.size.width >= AppState.wideWidth {
      wanted.append(([.toggleSidebar], words.browser.sidebarHint))
    }
    wanted += [
      ([.sync], words.browser.syncHint), ([.switchLanguage], words.browser.otherLanguage),
      ([.editTabs], words.browser.tabsHint),
      ([.back], filtering ? words.browser.clearHint : words.browser.quitHint),
    ]
    // With text in the filter, `?` is typed: the help is on F1.
    return KeyHint.hints(wanted, in: .list, excluding: filtering ? [.character("?")] : [])
  }

  static func draw(_ app: AppState, at point: Point, width: Int, into grid: inout CellGrid) {
    let theme = app.theme
    let words = app.words
    var left: (String, Style)?
    if let message = app.messageText {
      left = (message, theme.notice)
    } else if app.loadingSlug != nil {
      left = (words.browser.loadingShort, theme.quiet)
    } else if let sync = app.syncText {
      left = (sync, theme.quiet)
    } else if app.settings.offline {
      left = (words.statusLine.offline, theme.notice)
    }
    var x = point.x
    // A message too long for the row keeps only the `?` hint, where it is shown whole.
    let help = ("?", words.browser.helpHint)
    let helpWidth = DisplayWidth.of(help.0) + 1 + DisplayWidth.of(help.1) + 2
    var cut = false
    if let (text, style) = left {
      let clean = TextSanitizer.clean(text)
      cut = DisplayWidth.of(clean) > width
      let room = cut && width - helpWidth >= 16 ? width - helpWidth : width
      x += grid.put(MessageFit.fit(clean, width: room), at: Point(x: x, y: point.y), style: style)
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
