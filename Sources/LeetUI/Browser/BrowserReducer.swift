import LeetModel

// What arrives for the problem list: it changes the list, its marks and its status line, and the
// open problem's where it shows them.

/// Applies what arrived for the problem list to the app, and returns the work it asks for.
///
/// Pure.
func browser(_ state: inout AppState, _ action: BrowserAction) -> [AppEffect] {
  switch action {
  case .syncProgress(let line):
    syncProgressed(&state, line: line)
  case .syncFinished(let line, let items, let cached):
    syncFinished(&state, line: line, items: items, cached: cached)
  case .listRefreshed(let items, let cached):
    listRefreshed(&state, items: items, cached: cached)
  case .listNotRefreshed(let reason):
    listNotRefreshed(&state, reason: reason)
  case .listLoaded(let items, let cached, let daily):
    return listArrived(&state, items: items, cached: cached, dailySlug: daily)
  case .dailyKnown(let slug):
    state.browser.dailySlug = slug
  case .marksRefreshed(let marks):
    marksArrived(&state, marks)
  case .marksNotRefreshed(let reason):
    marksNotRefreshed(&state, reason: reason)
  case .dueRefreshed(let due):
    if state.browser.due != due { state.browser.due = due }
  }
  return []
}
