import LeetModel
import TermCore

/// Applies `action` to the whole interface and returns the work it asks for.
///
/// Pure.
public func reduce(_ state: inout AppState, _ action: AppAction) -> [AppEffect] {
  switch action {
  case .start:
    if let loading = state.loading { return [.fetchStartup(loading.request, attempt: loading.attempt)] }
    if state.progressScreen != nil { return progress(&state, .start) }
    return start(&state)
  case .key(let key): return routeKey(&state, key)
  case .mouse(let event):
    // The Progress screen covers the list and the problem: a click there reaches neither.
    if state.progressScreen != nil { return progress(&state, .mouse(event)) }
    if state.notesScreen != nil { return [] }
    return state.loading == nil ? appMouse(&state, event) : []
  case .resized(let size):
    state.size = size
    let effects = resizeProblem(&state)
    keepCursorVisible(&state)
    return effects
  case .tick(let now, let tag): return forward(&state, .tick(at: now, tag: tag))
  case .page(let arrival): return page(&state, arrival)
  case .browser(let action): return browser(&state, action)
  case .tabsNotSaved(let reason): show(&state, message: .tabsNotSaved(reason))
  case .startup(let attempt, let event): return startupReport(&state, attempt: attempt, event)
  case .cacheNotKept(let warning):
    show(&state, message: .reported(warning.prefix(1).uppercased() + warning.dropFirst()))
  case .progress(let action): return progress(&state, action)
  case .collections(let action): return collections(&state, action)
  case .listChooser(let action): return listChooser(&state, action)
  case .notes(let action): return notes(&state, action)
  case .quit: return [.quit]
  }
  return []
}

/// Hands `key` to what has the keys: the loading screen, the Progress screen, a help, a
/// question, the tab bar editor, the problem (or the one being opened), a set, or the list.
private func routeKey(_ state: inout AppState, _ key: Key) -> [AppEffect] {
  if state.loading != nil { return loadingKey(&state, key) }
  if state.progressScreen != nil {
    return state.helpShown ? listHelpKey(&state, key) : progress(&state, .key(key))
  }
  if state.notesScreen != nil {
    return state.helpShown ? listHelpKey(&state, key) : notes(&state, .key(key))
  }
  // A message is one-off, on the page as on the list: any key clears it.
  state.clearMessagesForKey()
  if state.helpShown { return listHelpKey(&state, key) }
  if state.confirmingSync { return syncQuestionKey(&state, key) }
  if state.confirmingQuit { return quitQuestionKey(&state, key) }
  if state.listChooser != nil { return listChooser(&state, .key(key)) }
  if state.tabEditor != nil { return tabEditorKey(&state, key) }
  if state.focus == .problem, state.pending != nil { return pendingKey(&state, key) }
  if state.focus == .problem, state.problem != nil { return problemKey(&state, key) }
  if state.collections.isShown { return collections(&state, .key(key)) }
  return browserKey(&state, key)
}

// MARK: - Start

/// Opens the problem the app starts on, if any; with the list online, asks for today's daily
/// problem, and refreshes a bundled or stale list in the background.
func start(_ state: inout AppState) -> [AppEffect] {
  var effects: [AppEffect] = []
  if !state.singleProblem, state.staleList != nil { effects += refreshList(&state) }
  effects += marksRefreshAtStart(state)
  effects += dueRefreshAtStart(state)
  if state.notesWaiting { effects += notes(&state, .start) }
  guard let opening = state.opening else {
    let wantsDaily = !state.singleProblem && !state.settings.offline
    return (wantsDaily ? [.lookUpDaily] : []) + effects
  }
  state.opening = nil
  let slug = opening.problem.titleSlug
  state.focus = .problem
  state.browser.select(slug: slug)
  keepCursorVisible(&state)
  if !state.singleProblem, !state.browser.cachedSlugs.contains(slug) {
    state.browser.cachedSlugs.insert(slug)
  }
  effects += open(
    &state, opening.problem, slug: slug, sourceLabel: opening.sourceLabel, note: opening.note,
    selected: opening.segment)
  if opening.isDaily { state.browser.dailySlug = state.browser.dailySlug ?? slug }
  return effects
}

/// Shows `message` where it is seen: in the open problem's status line when there is no list or
/// the problem has the keys, else the list's (which a problem's loading screen shows too).
func show(_ state: inout AppState, message: StatusMessage) {
  if state.problem != nil, !state.showsPending, state.singleProblem || state.focus == .problem {
    state.problem?.message = message
  } else {
    state.message = message
  }
}
