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
  case .key(let key):
    if state.loading != nil { return loadingKey(&state, key) }
    if state.progressScreen != nil {
      return state.helpShown ? listHelpKey(&state, key) : progress(&state, .key(key))
    }
    // A message is one-off, on the page as on the list: any key clears it.
    state.clearMessagesForKey()
    if state.helpShown { return listHelpKey(&state, key) }
    if state.confirmingSync { return syncQuestionKey(&state, key) }
    if state.confirmingQuit { return quitQuestionKey(&state, key) }
    if state.listChooser != nil { return listChooserKey(&state, key) }
    if state.tabEditor != nil { return tabEditorKey(&state, key) }
    if state.focus == .problem, state.pending != nil { return pendingKey(&state, key) }
    if state.focus == .problem, state.problem != nil { return problemKey(&state, key) }
    if state.collections.isShown { return collections(&state, .key(key)) }
    return browserKey(&state, key)
  case .mouse(let event):
    // The Progress screen covers the list and the problem: a click there reaches neither.
    if state.progressScreen != nil { return progress(&state, .mouse(event)) }
    return state.loading == nil ? appMouse(&state, event) : []
  case .resized(let size):
    state.size = size
    let effects = resizeProblem(&state)
    keepCursorVisible(&state)
    return effects
  case .tick(let now, let tag):
    return forward(&state, .tick(at: now, tag: tag))
  case .problemLoaded(let slug, let problem, let label, let note):
    guard slug == state.loadingSlug else { return [] }
    if !state.browser.cachedSlugs.contains(slug) { state.browser.cachedSlugs.insert(slug) }
    return open(&state, problem, slug: slug, sourceLabel: label, note: note)
  case .problemFailed(let slug, let reason):
    guard slug == state.loadingSlug else { return [] }
    state.pending = nil
    noteNotLeft(&state, failed: slug)
    // Alone, a similar question that cannot open leaves the problem on screen, never an empty list.
    let staysOnProblem = state.singleProblem && state.problem != nil
    if !staysOnProblem, state.problem == nil || state.openSlug != slug { state.focus = .browser }
    if state.showsSidebar, state.openSlug != slug {
      // Beside the list, the problem before is not left standing for the one selected.
      state.unavailable = (slug, reason)
    } else {
      show(&state, message: .reported(reason))
    }
    return []
  case .problemWaited(let slug, let seconds):
    noteWaited(&state, slug: slug, seconds: seconds)
    return []
  case .segmentLoaded(let slug, let segment, let document):
    guard slug == state.openSlug else { return [] }
    return forward(&state, .segmentLoaded(segment, document))
  case .segmentResult(let slug, let segment, let task, let outcome):
    guard slug == state.openSlug else { return [] }
    return forward(&state, .segmentResult(segment, task, outcome))
  case .picturesDrawn(let slug, let box, let slots):
    guard slug == state.openSlug else { return [] }
    return forward(&state, .picturesDrawn(box, slots))
  case .syncProgress(let line):
    state.syncStatus = .reported(line)
    if state.singleProblem { show(&state, message: .reported(line)) }
    return []
  case .syncFinished(let line, let items, let cached):
    state.runningSync = nil
    state.syncStatus = .reported(line)
    if state.singleProblem { show(&state, message: .reported(line)) }
    if let items, !items.isEmpty { state.browser.replaceItems(items) }
    state.browser.cachedSlugs = cached
    return []
  case .listRefreshed(let items, let cached):
    listRefreshed(&state, items: items, cached: cached)
    return []
  case .listNotRefreshed(let reason):
    listNotRefreshed(&state, reason: reason)
    return []
  case .tabsNotSaved(let reason):
    show(&state, message: .tabsNotSaved(reason))
    return []
  case .solved(let slug, let event):
    noteJudged(&state, slug: slug, event)
    guard slug == state.openSlug else { return [] }
    return forward(&state, .solve(event))
  case .dailyKnown(let slug):
    state.browser.dailySlug = slug
    return []
  case .startup(let attempt, let event):
    return startupReport(&state, attempt: attempt, event)
  case .listLoaded(let items, let cached, let daily):
    return listArrived(&state, items: items, cached: cached, dailySlug: daily)
  case .cacheNotKept(let warning):
    show(&state, message: .reported(warning.prefix(1).uppercased() + warning.dropFirst()))
    return []
  case .marksRefreshed(let marks):
    marksArrived(&state, marks)
    return []
  case .marksNotRefreshed(let reason):
    marksNotRefreshed(&state, reason: reason)
    return []
  case .progress(let action):
    return progress(&state, action)
  case .collections(let action):
    return collections(&state, action)
  case .listChoices(let slug, let choices):
    return listChoicesArrived(&state, slug: slug, choices)
  case .listChanged(let name, let added):
    let words = state.words.collections
    show(&state, message: .reported(added ? words.added(name) : words.removed(name)))
    return []
  case .quit:
    return [.quit]
  }
}

/// Asks for the problem `slug`; `focus` says whether it takes the keys once open.
func request(_ state: inout AppState, slug: String, focus: AppState.Focus) -> [AppEffect] {
  state.focus = focus
  state.unavailable = nil
  if slug == state.openSlug {
    state.pending = nil
    return []
  }
  guard slug != state.pending?.slug else { return [] }
  state.pending = PendingProblem(slug: slug, item: state.browser.item(slug: slug))
  return [.loadProblem(slug: slug)]
}

// MARK: - Start

/// Opens the problem the app starts on, if any; with the list online, asks for today's daily
/// problem, and refreshes a bundled or stale list in the background.
func start(_ state: inout AppState) -> [AppEffect] {
  var effects: [AppEffect] = []
  if !state.singleProblem, state.staleList != nil { effects += refreshList(&state) }
  effects += marksRefreshAtStart(state)
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

// MARK: - The open problem

/// Shows `problem` on `selected` (shown even when the tab bar hides it).
private func open(
  _ state: inout AppState, _ problem: Problem, slug: String, sourceLabel: String, note: String?,
  selected: Segment = .description
) -> [AppEffect] {
  state.pending = nil
  var settings = state.settings
  if !settings.tabs.contains(selected) {
    settings.tabs =
      TabEditor(order: state.tabOrder, hidden: state.hiddenTabs.subtracting([selected]))
      .visible
  }
  let page = ProblemPage(problem: problem, language: settings.language)
  var app = ProblemState(
    page: page, slug: slug, sourceLabel: sourceLabel, selected: selected, size: state.problemSize,
    settings: settings, theme: state.theme)
  app.fromList = !state.singleProblem
  // The copy shipped with leetview is said to be the bundled one, as the status line names it.
  let bundled = sourceLabel == "bundled"
  app.message = note.map { bundled ? .bundledCopy($0) : .cachedCopy($0) } ?? backHint(state)
  app.segments = state.segmentDefaults
  app.mark = state.browser.mark(slug: slug)
  app.similarMarks = similarMarks(state.browser, of: problem)
  state.problem = app
  var effects: [AppEffect] = []
  // Opened from the command line or the list, a problem is recently viewed.
  if state.focus == .problem {
    state.browser.noteViewed(slug)
    keepCursorVisible(&state)
    effects.append(.saveRecent(state.browser.recent))
  }
  return effects + forward(&state, .start) + restorePlace(&state, slug: slug)
}

/// Hands an action to the open problem's reducer and translates what it asks for.
func forward(_ state: inout AppState, _ action: ProblemAction) -> [AppEffect] {
  guard var app = state.problem else { return [] }
  let effects = reduce(&app, action)
  state.problem = app
  return translate(&state, effects)
}

/// Turns what the open problem's reducer asked for into the app's effects.
func translate(_ state: inout AppState, _ effects: [ProblemEffect]) -> [AppEffect] {
  let slug = state.openSlug ?? ""
  let opened = openRequested(&state, effects)
  let translated = effects.compactMap { effect -> AppEffect? in
    switch effect {
    case .scheduleFrame(let tag): .scheduleFrame(tag: tag)
    case .scheduleFrameAfter(let tag, let delay): .scheduleFrameAfter(tag: tag, delay: delay)
    case .loadSegment(let segment): .segmentTask(slug: slug, segment, .load)
    case .segmentTask(let segment, let task): .segmentTask(slug: slug, segment, task)
    case .drawPictures(let urls, let box): .drawPictures(slug: slug, urls: urls, box: box)
    case .solve(let request): state.openProblem.map { .solve(request, $0) }
    case .redraw: .redraw
    case .openProblem: nil
    case .quit: nil
    }
  }
  return opened + translated + (effects.contains(.quit) ? quitAsking(&state) : [])
}
