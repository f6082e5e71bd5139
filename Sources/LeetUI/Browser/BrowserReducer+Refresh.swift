import LeetModel
import TermCore

// Refreshing the problem list by itself: at the start when the list shown is bundled or stale
// (online), and on F5 after asking; and what the background sync reports.

/// Starts the list's refresh in the background, saying so in the status line; nothing while
/// another sync runs.
func refreshList(_ state: inout AppState) -> [AppEffect] {
  guard !state.syncing, !state.settings.offline else { return [] }
  state.runningSync = .list
  state.syncStatus = .refreshingList
  return [.refreshList]
}

/// The refreshed list arrived: it replaces the one shown, and the status line gives its count.
func listRefreshed(_ state: inout AppState, items: [ProblemListItem], cached: Set<String>) {
  state.runningSync = nil
  state.staleList = nil
  if !items.isEmpty { state.browser.replaceItems(items) }
  state.browser.cachedSlugs = cached
  keepCursorVisible(&state)
  state.syncStatus = .listRefreshed(state.browser.items.count)
  if state.singleProblem, let line = state.syncStatus { show(&state, message: line) }
}

/// The refresh failed: the list shown stays, and the status line says why in one line.
func listNotRefreshed(_ state: inout AppState, reason: String) {
  state.runningSync = nil
  state.syncStatus = .listNotRefreshed(TextSanitizer.oneLine(reason), state.staleList)
  if state.singleProblem, let line = state.syncStatus { show(&state, message: line) }
}

/// The background sync moved on: the status line says so (and the problem's, opened alone).
func syncProgressed(_ state: inout AppState, line: String) {
  state.syncStatus = .reported(line)
  if state.singleProblem { show(&state, message: .reported(line)) }
}

/// The background sync ended: its summary stays on the status line, and the list it left (if
/// any) and the slugs now cached replace those shown.
func syncFinished(_ state: inout AppState, line: String, items: [ProblemListItem]?, cached: Set<String>) {
  state.runningSync = nil
  state.syncStatus = .reported(line)
  if state.singleProblem { show(&state, message: .reported(line)) }
  if let items, !items.isEmpty { state.browser.replaceItems(items) }
  state.browser.cachedSlugs = cached
}
