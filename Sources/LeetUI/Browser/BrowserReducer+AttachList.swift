import LeetModel
import TermCore

// `s` / Ctrl-T on a problem opened alone (`leetview 1`): there was no list, so the cached one is
// read, and the problem then stands beside it as if opened from it.

/// Asks for the cached list, so that the sidebar can show; on a narrow screen, says why not.
func attachList(_ state: inout AppState) -> [AppEffect] {
  guard state.size.width >= AppState.wideWidth else {
    showSidebarNeedsWidth(&state)
    return []
  }
  guard !state.loadingList else { return [] }
  state.loadingList = true
  show(&state, message: .readingList)
  return [.loadList]
}

/// The cached list arrived: the sidebar shows it beside the open problem, its cursor on it, and
/// Esc and q now go to the list; with no list cached, says how to get one.
func listArrived(
  _ state: inout AppState, items: [ProblemListItem], cached: Set<String>, dailySlug: String?
) -> [AppEffect] {
  guard state.loadingList else { return [] }
  state.loadingList = false
  guard state.singleProblem else { return [] }
  guard !items.isEmpty else {
    show(&state, message: .noListCached)
    return []
  }
  state.browser.replaceItems(items)
  state.browser.cachedSlugs = cached
  state.browser.dailySlug = dailySlug
  state.singleProblem = false
  state.sidebarWanted = true
  state.problem?.fromList = true
  if let slug = state.openSlug {
    state.browser.cachedSlugs.insert(slug)
    state.browser.select(slug: slug)
  }
  keepCursorVisible(&state)
  state.problem?.message = nil
  return resizeProblem(&state)
}
