import LeetModel
import TermCore

// The problem list's keys: typing the filter, moving, opening and previewing beside an open
// problem.

/// Keys while the list has the focus (`KeyContext.list`): every printable key types into the
/// filter, as in fzf; the commands are on keys that cannot be typed (arrows, Enter, Esc, Tab,
/// Ctrl and function keys), and `?` and `/` only on an empty filter.
func browserKey(_ state: inout AppState, _ key: Key) -> [AppEffect] {
  let command = KeyMap.command(for: key, in: .list)
  if case .character(let c) = key { return typed(&state, c, command: command) }
  guard let command else { return [] }
  let page = max(1, state.browserListHeight - 1)
  switch command {
  case .lineDown: return move(&state, by: 1)
  case .lineUp: return move(&state, by: -1)
  case .pageDown: return move(&state, by: page)
  case .pageUp: return move(&state, by: -page)
  case .top: return move(&state, to: 0)
  case .bottom: return move(&state, to: state.browser.rows.count - 1)
  case .open: return activate(&state)
  case .randomProblem: return openRandom(&state)
  case .jumpToPractice:
    state.browser.jumpToPractice()
    keepCursorVisible(&state)
    return []
  case .cursorLeft: return editFilter(&state) { $0.moveCursor(by: -1) }
  case .cursorRight: return editFilter(&state) { $0.moveCursor(by: 1) }
  case .deleteBackward: return editFilter(&state) { $0.deleteBackward() }
  case .deleteForward: return editFilter(&state) { $0.deleteForward() }
  case .deleteWord: return editFilter(&state) { $0.deleteWord() }
  case .clearText: return editFilter(&state) { $0.deleteToStart() }
  case .focusProblem:
    focusProblem(&state)
    return []
  case .back:
    guard !state.browser.query.isEmpty else { return quitAsking(&state) }
    state.browser.setQuery("")
    keepCursorVisible(&state)
    return preview(&state)
  case .quit: return [.quit]
  case .redraw: return [.redraw]
  case .showHelp:
    state.helpShown = true
    return []
  default: return sharedCommand(&state, command) ?? []
  }
}

/// A printable key on the list: it types into the filter, but for `?` (the help) and `/` (the
/// filter has the keys already: as a habit it types nothing) on an empty filter.
private func typed(_ state: inout AppState, _ c: Character, command: KeyCommand?) -> [AppEffect] {
  switch command {
  case .showHelp? where state.browser.query.isEmpty:
    state.helpShown = true
    return []
  case .startFilter? where state.browser.query.isEmpty:
    return []
  default:
    return editFilter(&state) { $0.insert(c) }
  }
}

/// Tab from the list, or from a plan, list or contest where it stands: to the problem beside it,
/// at every width; with none open (or the one selected not available), the status line says how
/// to open one rather than nothing happening.
func focusProblem(_ state: inout AppState) {
  if state.hasProblemSide, state.unavailable == nil {
    state.focus = .problem
    return
  }
  let open = KeyMap.keys(for: .open, in: .list).first.map { KeyHint.name(of: $0) } ?? "Enter"
  show(&state, message: .noProblemOpen(openKey: open))
}

/// Edits the filter line; a changed filter answers at once and previews its best match.
private func editFilter(_ state: inout AppState, _ edit: (inout FilterLine) -> Void) -> [AppEffect] {
  let before = state.browser.query
  state.browser.editFilter(edit)
  guard state.browser.query != before else { return [] }
  keepCursorVisible(&state)
  return preview(&state)
}

/// Enter: opens the problem under the cursor, or folds the section.
func activate(_ state: inout AppState) -> [AppEffect] {
  let browser = state.browser
  guard browser.rows.indices.contains(browser.cursor) else { return [] }
  switch browser.rows[browser.cursor] {
  case .header(.practice(let kind), _, _):
    return collections(&state, .openIndex(kind))
  case .header(let section, _, _):
    state.browser.toggle(section)
    keepCursorVisible(&state)
    return []
  case .item(let index):
    // Opened from the list, a problem starts a new way back.
    state.backStack = []
    let slug = browser.items[index].titleSlug
    var effects = request(&state, slug: slug, focus: .problem)
    if effects.isEmpty, state.problem != nil, state.pending == nil {
      state.browser.noteViewed(slug)
      keepCursorVisible(&state)
      effects.append(.saveRecent(state.browser.recent))
    }
    return effects
  }
}

/// Moves the cursor `offset` rows, previewing the problem when the sidebar shows it.
func move(_ state: inout AppState, by offset: Int) -> [AppEffect] {
  move(&state, to: state.browser.cursor + offset)
}

func move(_ state: inout AppState, to row: Int) -> [AppEffect] {
  let count = state.browser.rows.count
  guard count > 0 else { return [] }
  state.browser.cursor = min(max(0, row), count - 1)
  keepCursorVisible(&state)
  return preview(&state)
}

/// Beside an open problem, the problem under the cursor replaces it (back on the open one, the
/// one asked for last is forgotten).
private func preview(_ state: inout AppState) -> [AppEffect] {
  guard state.showsSidebar, let item = state.browser.selectedItem,
    item.titleSlug != state.loadingSlug
  else { return [] }
  return request(&state, slug: item.titleSlug, focus: .browser)
}

/// Scrolls the list so the cursor is on screen.
func keepCursorVisible(_ state: inout AppState) {
  let height = state.browserListHeight
  var browser = state.browser
  if browser.cursor < browser.top { browser.top = browser.cursor }
  if browser.cursor >= browser.top + height { browser.top = browser.cursor - height + 1 }
  browser.top = max(0, min(browser.top, max(0, browser.rows.count - height)))
  state.browser = browser
}
