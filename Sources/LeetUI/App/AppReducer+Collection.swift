import LeetModel
import TermCore

// A plan, list or contest on screen: moving in it, opening its problems, and `n` on a problem
// opened from it.

/// Keys while a collection stands where the list stands and has the focus
/// (`KeyContext.collection`).
func collectionKey(_ state: inout AppState, _ key: Key) -> [AppEffect] {
  guard var screen = state.collection, let command = KeyMap.command(for: key, in: .collection) else {
    return []
  }
  let height = state.collectionListHeight
  if screen.move(command, height: height) {
    state.collection = screen
    return []
  }
  switch command {
  case .open:
    state.collection = screen
    guard let entry = screen.selectedEntry else { return [] }
    state.backStack = []
    return request(&state, slug: entry.item.titleSlug, focus: .problem)
  case .focusProblem:
    focusProblem(&state)
  case .back:
    if screen.quitsOnBack { return quitAsking(&state) }
    state.collection = nil
    return []
  case .quit: return [.quit]
  case .redraw: return [.redraw]
  case .showHelp: state.helpShown = true
  default: return sharedCommand(&state, command) ?? []
  }
  state.collection = screen
  return []
}

/// `n` on a problem opened from the collection on screen: opens its next problem not yet solved,
/// or says that none is left.
func openNextInCollection(_ state: inout AppState) -> [AppEffect] {
  guard var screen = state.collection else { return [] }
  guard let next = screen.next(after: state.openSlug, marks: state.browser.marks) else {
    show(&state, message: .reported(state.words.collections.allSolved(screen.collection.name)))
    return []
  }
  let slug = next.item.titleSlug
  if let row = screen.row(of: slug) { screen.move(to: row, height: state.collectionListHeight) }
  state.collection = screen
  return request(&state, slug: slug, focus: .problem)
}

/// Whether `n` on the open problem opens the next of the collection: the problem is one of the
/// collection on screen and no search is active on its page (then `n` is the next match).
func nextGoesToCollection(_ state: AppState) -> Bool {
  guard let screen = state.collection, let slug = state.openSlug, let app = state.problem else {
    return false
  }
  return app.search == nil && screen.contains(slug)
}

extension AppState {
  /// The rows of a collection on screen: its area less its two title lines, a blank line and its
  /// status line.
  var collectionListHeight: Int { max(1, (browserRect?.height ?? size.height) - 4) }
}
