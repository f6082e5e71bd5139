import TermCore

// The Progress screen (F2 from the list and from a problem, `leetview stats` alone): it takes
// the whole screen over whatever was open, which is there again on Esc or q.

/// Opens the Progress screen of the signed-in user and asks for their progress.
func openProgress(_ state: inout AppState) -> [AppEffect] {
  state.progressScreen = ProgressScreen(user: nil, alone: false)
  return [.loadProgress(user: nil, refresh: false)]
}

/// At `.start`, the load of a Progress screen the app opened on, unless it opened on a fresh
/// cached page; nil when there is no such screen.
func startProgress(_ state: inout AppState) -> [AppEffect]? {
  guard let screen = state.progressScreen else { return nil }
  return screen.loading ? [.loadProgress(user: screen.user, refresh: false)] : []
}

/// Keys on the Progress screen (`KeyContext.progress`): back (quit when it is alone), scroll,
/// refresh, its help (whose keys close it).
func progressKey(_ state: inout AppState, _ key: Key) -> [AppEffect] {
  if state.helpShown { return listHelpKey(&state, key) }
  guard var screen = state.progressScreen, let command = KeyMap.command(for: key, in: .progress)
  else { return [] }
  let page = max(1, state.size.height - 2)
  switch command {
  case .back:
    if screen.alone { return [.quit] }
    state.progressScreen = nil
    return []
  case .quit: return [.quit]
  case .redraw: return [.redraw]
  case .showHelp:
    state.helpShown = true
    return []
  case .refresh:
    guard !screen.loading else { return [] }
    screen.loading = true
    state.progressScreen = screen
    return [.loadProgress(user: screen.user, refresh: true)]
  case .lineDown: screen.scroll += 1
  case .lineUp: screen.scroll -= 1
  case .pageDown: screen.scroll += page
  case .pageUp: screen.scroll -= page
  case .top: screen.scroll = 0
  case .bottom: screen.scroll = .max
  default: return []
  }
  screen.scroll = min(max(0, screen.scroll), maxProgressScroll(screen, size: state.size))
  state.progressScreen = screen
  return []
}

/// The mouse on the Progress screen: the wheel scrolls three rows; clicks do nothing.
func progressMouse(_ state: inout AppState, _ event: MouseEvent) -> [AppEffect] {
  guard var screen = state.progressScreen else { return [] }
  switch event.kind {
  case .wheelDown: screen.scroll += 3
  case .wheelUp: screen.scroll -= 3
  case .press, .release: return []
  }
  screen.scroll = min(max(0, screen.scroll), maxProgressScroll(screen, size: state.size))
  state.progressScreen = screen
  return []
}

/// The last first row: the page's bottom on the screen's last row above the key line.
func maxProgressScroll(_ screen: ProgressScreen, size: Size) -> Int {
  guard let page = screen.page else { return 0 }
  return max(0, ProgressSheet.height(of: page) - (size.height - 1))
}

/// The progress of `user` arrived: the page replaces the one before, scrolled as it was.
func progressLoaded(_ state: inout AppState, user: String?, _ page: ProgressPage) {
  guard var screen = state.progressScreen, screen.user == user else { return }
  screen.page = page
  screen.loading = false
  screen.failure = nil
  screen.scroll = min(screen.scroll, maxProgressScroll(screen, size: state.size))
  state.progressScreen = screen
}

/// The progress of `user` could not be loaded: said on the screen, the page before kept.
func progressFailed(_ state: inout AppState, user: String?, reason: String) {
  guard var screen = state.progressScreen, screen.user == user else { return }
  screen.loading = false
  screen.failure = reason
  state.progressScreen = screen
}
