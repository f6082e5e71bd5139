import LeetModel
import TermCore

// The start's fetch: the loading screen's keys and what the fetch reports.

/// Keys on the loading screen (`KeyContext.loading`): q, Esc and Ctrl-C quit at once (the fetch is
/// abandoned), and r tries a failed fetch again.
func loadingKey(_ state: inout AppState, _ key: Key) -> [AppEffect] {
  guard var loading = state.loading else { return [] }
  switch KeyMap.command(for: key, in: .loading) {
  case .quit?:
    return [.quit]
  case .refresh? where loading.failure != nil:
    loading.failure = nil
    loading.elapsed = 0
    loading.attempt += 1
    loading.step = loading.request
    state.loading = loading
    return [.fetchStartup(loading.request, attempt: loading.attempt)]
  default:
    return []
  }
}

/// Applies what the start's fetch try `attempt` reported; a late report of an earlier try is
/// ignored.
func startupReport(_ state: inout AppState, attempt: Int, _ event: StartupEvent) -> [AppEffect] {
  guard var loading = state.loading, loading.attempt == attempt, loading.failure == nil else {
    return []
  }
  switch event {
  case .fetching(let step):
    loading.step = step
  case .elapsed(let seconds):
    loading.elapsed = max(loading.elapsed, seconds)
  case .failed(let reason):
    loading.failure = reason
  case .refused(let reason):
    loading.failure = reason
    state.loading = loading
    return [.quit]
  case .problem(let opening):
    state.loading = nil
    state.opening = opening
    return start(&state)
  case .list(let items, let cached, let recent, let dailySlug):
    state.loading = nil
    // The marks read at the start stay: the list arrived, not another user.
    let marks = state.browser.marks
    state.browser = BrowserState(
      items: items, cachedSlugs: cached, dailySlug: dailySlug, recent: recent)
    state.browser.marks = marks
    keepCursorVisible(&state)
    return start(&state)
  }
  state.loading = loading
  return []
}
