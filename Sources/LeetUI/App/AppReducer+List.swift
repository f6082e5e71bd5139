import LeetModel
import TermCore

// The problem list's keys: moving, filtering, opening and previewing beside an open problem.

/// Keys while the list has the focus (`KeyContext.list`); an unbound character starts a filter.
func browserKey(_ state: inout AppState, _ key: Key) -> [AppEffect] {
  if state.browser.typing { return filterKey(&state, key) }
  guard let command = KeyMap.command(for: key, in: .list) else {
    guard case .character(let c) = key, !c.isWhitespace else { return [] }
    // Just typing starts a filter.
    state.browser.typing = true
    return filterKey(&state, key)
  }
  let page = max(1, state.browserListHeight - 1)
  switch command {
  case .lineDown: return move(&state, by: 1)
  case .lineUp: return move(&state, by: -1)
  case .pageDown: return move(&state, by: page)
  case .pageUp: return move(&state, by: -page)
  case .top: return move(&state, to: 0)
  case .bottom: return move(&state, to: state.browser.rows.count - 1)
  case .open: return activate(&state)
  case .focusProblem:
    if state.problem != nil { state.focus = .problem }
    return []
  case .back:
    if state.browser.isFiltering {
      state.browser.setQuery("")
      keepCursorVisible(&state)
    } else if state.problem != nil && state.showsSidebar {
      state.focus = .problem
    }
    return []
  case .startFilter:
    state.browser.typing = true
    return []
  case .quit: return [.quit]
  case .redraw: return [.redraw]
  case .showHelp:
    state.helpShown = true
    return []
  default: return sharedCommand(&state, command) ?? []
  }
}

/// Keys while typing the filter (`KeyContext.filter`): every keystroke answers at once.
private func filterKey(_ state: inout AppState, _ key: Key) -> [AppEffect] {
  let query = state.browser.query
  if case .character(let c) = key {
    state.browser.setQuery(query + String(c))
  } else {
    let page = max(1, state.browserListHeight - 1)
    switch KeyMap.command(for: key, in: .filter) {
    case .deleteBackward?:
      if query.isEmpty {
        state.browser.typing = false
      } else {
        state.browser.setQuery(String(query.dropLast()))
      }
    case .clearText?:
      state.browser.setQuery("")
    case .finishTyping?:
      state.browser.typing = false
      if !state.browser.isFiltering { state.browser.setQuery("") }
      return []
    case .submit?:
      state.browser.typing = false
      return activate(&state)
    case .lineDown?: return move(&state, by: 1)
    case .lineUp?: return move(&state, by: -1)
    case .pageDown?: return move(&state, by: page)
    case .pageUp?: return move(&state, by: -page)
    case .quit?: return [.quit]
    default: return []
    }
  }
  keepCursorVisible(&state)
  return preview(&state)
}

/// Enter: opens the problem under the cursor, or folds the section.
func activate(_ state: inout AppState) -> [AppEffect] {
  let browser = state.browser
  guard browser.rows.indices.contains(browser.cursor) else { return [] }
  switch browser.rows[browser.cursor] {
  case .header(let section, _, _):
    state.browser.toggle(section)
    keepCursorVisible(&state)
    return []
  case .item(let index):
    let slug = browser.items[index].titleSlug
    var effects = request(&state, slug: slug, focus: .problem)
    if effects.isEmpty, state.problem != nil {
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

/// Beside an open problem, the problem under the cursor replaces it.
private func preview(_ state: inout AppState) -> [AppEffect] {
  guard state.showsSidebar, let item = state.browser.selectedItem,
    item.titleSlug != state.openSlug, item.titleSlug != state.loadingSlug
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
