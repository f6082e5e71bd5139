import LeetModel
import TermCore

// The keys of the app around an open problem: back to the list, the sidebar, the language, the
// tab bar editor and the sync.

/// Keys while the open problem has the focus (`KeyContext.openProblem`): Esc and q go back to the
/// list (with none, q quits and Esc only says so); the list's Ctrl keys (and `s`, `L`, `E`, `S`) show or hide
/// the sidebar, switch the language, edit the tab bar and sync; the rest go to the page.
func problemKey(_ state: inout AppState, _ key: Key) -> [AppEffect] {
  guard let app = state.problem else { return [] }
  if app.mode == .reading, app.solve.panel == nil, app.pictures.viewer == nil, !app.pastCode.covers,
    let command = KeyMap.command(for: key, in: .openProblem)
  {
    switch command {
    case .back:
      // Esc closes an open article or thread, or the search, first; then it goes to the list.
      let pageTakesEscape = app.search != nil || app.segments.views[app.selected]?.isOpen == true
      if key == .escape && pageTakesEscape { break }
      if state.singleProblem, key == .escape {
        // Alone, as in less and vim, Esc closes what is open and never quits: `q` does.
        let quit = KeyMap.keys(for: .quit, in: .page).first.map { KeyHint.name(of: $0) } ?? "q"
        show(&state, message: .escapeDoesNotQuit(quitKey: quit))
        return []
      }
      if state.singleProblem { return quitAsking(&state) }
      state.focus = .browser
      return []
    case .toggleSidebar where state.singleProblem:
      return attachList(&state)
    case .nextUnsolved where nextGoesToCollection(state):
      return collections(&state, .nextUnsolved)
    case .changeList:
      return listChooser(&state, .open)
    case .showNotes:
      guard let slug = state.openSlug else { return [] }
      return notes(&state, .open(slug: slug))
    case .previousProblem:
      return goBack(&state)
    default:
      if let effects = sharedCommand(&state, command) { return effects }
    }
  }
  return forward(&state, .key(key))
}

/// Shows or hides the sidebar (wide screens only), and says so in the status line in view: how
/// to get it back, or why it cannot show.
private func toggleSidebar(_ state: inout AppState) -> [AppEffect] {
  let key = KeyHint.name(of: KeyMap.keys(for: .toggleSidebar, in: .list).first ?? .control("t"))
  guard state.size.width >= AppState.wideWidth else {
    showSidebarNeedsWidth(&state)
    return []
  }
  state.sidebarWanted.toggle()
  if !state.sidebarWanted && state.problem != nil {
    // The open problem takes the screen and the keys: no longer the preview that failed.
    state.unavailable = nil
    state.focus = .problem
  }
  let effects = resizeProblem(&state)
  if !state.sidebarWanted, state.problem != nil {
    show(&state, message: .sidebarHidden(key: key))
  }
  return effects
}

/// Says that the terminal is too narrow for the sidebar, and how wide it must be.
func showSidebarNeedsWidth(_ state: inout AppState) {
  show(&state, message: .sidebarNeedsWidth(AppState.wideWidth))
}

/// Switches the problem (where translated) and the interface's labels between English and Chinese.
private func switchLanguage(_ state: inout AppState) {
  let language = state.settings.language.other
  state.settings.language = language
  guard var app = state.problem, let problem = state.openProblem else { return }
  app.showLanguage(language, of: problem)
  state.problem = app
  if language == .chinese && !ProblemState.hasTranslation(problem) {
    show(&state, message: .noTranslation)
  }
}

/// Lays the open problem out for its current region.
@discardableResult
func resizeProblem(_ state: inout AppState) -> [AppEffect] {
  let size = state.problemSize
  guard state.problem != nil, state.problem?.size != size else { return [] }
  return forward(&state, .resized(size))
}

/// The commands that act alike from the list and from an open problem: the sidebar, the language,
/// the tab bar editor and the sync.
///
/// Nil for any other command.
func sharedCommand(_ state: inout AppState, _ command: KeyCommand) -> [AppEffect]? {
  switch command {
  case .toggleSidebar:
    return toggleSidebar(&state)
  case .switchLanguage:
    switchLanguage(&state)
    return []
  case .editTabs:
    state.tabEditor = TabEditor(order: state.tabOrder, hidden: state.hiddenTabs)
    return []
  case .sync:
    return askToSync(&state, .details)
  case .syncList:
    return askToSync(&state, .list)
  case .showProgress:
    return progress(&state, .open)
  default:
    return nil
  }
}

/// Asks before a background sync (`sync --details` makes thousands of requests, the list alone a
/// few dozen); once.
private func askToSync(_ state: inout AppState, _ kind: SyncKind) -> [AppEffect] {
  if state.settings.offline {
    show(&state, message: .syncNeedsNetwork)
    return []
  }
  guard !state.syncing else {
    show(&state, message: .syncAlreadyRunning)
    return []
  }
  state.syncQuestion = kind
  return []
}

/// Keys while the question before a sync is asked (`KeyContext.confirm`): `y` starts it.
func syncQuestionKey(_ state: inout AppState, _ key: Key) -> [AppEffect] {
  switch KeyMap.command(for: key, in: .confirm) {
  case .confirm?:
    let kind = state.syncQuestion
    state.syncQuestion = nil
    if kind == .list { return refreshList(&state) }
    state.runningSync = .details
    state.syncStatus = .syncStarting
    return [.startSync]
  case .cancel?:
    state.syncQuestion = nil
    return []
  case .quit?:
    return [.quit]
  default:
    return []
  }
}

/// Keys while the list's help is shown (`KeyContext.help`, as on a problem's help).
func listHelpKey(_ state: inout AppState, _ key: Key) -> [AppEffect] {
  switch KeyMap.command(for: key, in: .help) {
  case .closeHelp?:
    state.helpShown = false
    return []
  case .quit?:
    return [.quit]
  default:
    return []
  }
}
