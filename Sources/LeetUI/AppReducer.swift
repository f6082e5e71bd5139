import LeetModel
import TermCore

/// Applies `action` to the whole interface and returns the work it asks for.
///
/// Pure.
public func reduce(_ state: inout AppState, _ action: AppAction) -> [AppEffect] {
  switch action {
  case .start:
    return start(&state)
  case .key(let key):
    state.message = nil
    // Without a list, the page's status line is the only one: any key clears it.
    if state.singleProblem { state.problem?.message = nil }
    if state.helpShown {
      state.helpShown = false
      return key == .control("c") ? [.quit] : []
    }
    if state.tabEditor != nil { return tabEditorKey(&state, key) }
    if state.focus == .problem, state.problem != nil { return problemKey(&state, key) }
    return browserKey(&state, key)
  case .mouse(let event):
    return appMouse(&state, event)
  case .resized(let size):
    state.size = size
    resizeProblem(&state)
    keepCursorVisible(&state)
    return []
  case .tick(let now, let tag):
    return forward(&state, .tick(at: now, tag: tag))
  case .problemLoaded(let slug, let problem, let label, let note):
    guard slug == state.loadingSlug else { return [] }
    if !state.browser.cachedSlugs.contains(slug) { state.browser.cachedSlugs.insert(slug) }
    return open(&state, problem, slug: slug, sourceLabel: label, note: note)
  case .problemFailed(let slug, let reason):
    guard slug == state.loadingSlug else { return [] }
    state.loadingSlug = nil
    show(&state, message: reason)
    if state.problem == nil || state.openSlug != slug { state.focus = .browser }
    return []
  case .segmentLoaded(let slug, let segment, let document):
    guard slug == state.openSlug else { return [] }
    return forward(&state, .segmentLoaded(segment, document))
  case .segmentResult(let slug, let segment, let task, let outcome):
    guard slug == state.openSlug else { return [] }
    return forward(&state, .segmentResult(segment, task, outcome))
  case .syncProgress(let line):
    state.syncStatus = line
    if state.singleProblem { show(&state, message: line) }
    return []
  case .syncFinished(let line, let items, let cached):
    state.syncing = false
    state.syncStatus = line
    if state.singleProblem { show(&state, message: line) }
    if let items, !items.isEmpty { state.browser.replaceItems(items) }
    state.browser.cachedSlugs = cached
    return []
  case .tabsNotSaved(let reason):
    show(&state, message: "Could not save the tab bar: \(reason)")
    return []
  case .dailyKnown(let slug):
    state.browser.dailySlug = slug
    return []
  case .quit:
    return [.quit]
  }
}

/// Asks for the problem `slug`; `focus` says whether it takes the keys once open.
public func request(_ state: inout AppState, slug: String, focus: AppState.Focus) -> [AppEffect] {
  state.focus = focus
  if slug == state.openSlug {
    state.loadingSlug = nil
    return []
  }
  state.loadingSlug = slug
  return [.loadProblem(slug: slug)]
}

// MARK: - Start

/// Opens the problem the app starts on, if any, and asks for today's daily problem when the list
/// is shown online.
private func start(_ state: inout AppState) -> [AppEffect] {
  guard let opening = state.opening else {
    let wantsDaily = !state.singleProblem && !state.settings.offline
    return wantsDaily ? [.lookUpDaily] : []
  }
  state.opening = nil
  let slug = opening.problem.titleSlug
  state.focus = .problem
  state.loadingSlug = slug
  state.browser.select(slug: slug)
  keepCursorVisible(&state)
  if !state.singleProblem, !state.browser.cachedSlugs.contains(slug) {
    state.browser.cachedSlugs.insert(slug)
  }
  let effects = open(
    &state, opening.problem, slug: slug, sourceLabel: opening.sourceLabel, note: opening.note,
    selected: opening.segment)
  if opening.isDaily { state.browser.dailySlug = state.browser.dailySlug ?? slug }
  return effects
}

/// Shows `message`: in the open problem's status line when there is no list, else the list's.
private func show(_ state: inout AppState, message: String) {
  if state.singleProblem, state.problem != nil {
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
  state.loadingSlug = nil
  var settings = state.settings
  settings.sourceLabel = sourceLabel
  if !settings.tabs.contains(selected) {
    settings.tabs =
      TabEditor(order: state.tabOrder, hidden: state.hiddenTabs.subtracting([selected]))
      .visible
  }
  let page = ProblemPage(problem: problem, chinese: settings.chinese)
  var app = ProblemState(
    page: page, selected: selected, size: state.problemSize, settings: settings,
    theme: state.theme)
  app.message = note.map { "Showing a cached copy: \($0)" }
  app.segments = state.segmentDefaults
  state.problem = app
  state.openProblem = problem
  state.openSlug = slug
  var effects: [AppEffect] = []
  if state.focus == .problem && !state.singleProblem {
    state.browser.noteViewed(slug)
    keepCursorVisible(&state)
    effects.append(.saveRecent(state.browser.recent))
  }
  return effects + forward(&state, .start)
}

/// Hands an action to the open problem's reducer and translates what it asks for.
private func forward(_ state: inout AppState, _ action: ProblemAction) -> [AppEffect] {
  guard var app = state.problem else { return [] }
  let effects = reduce(&app, action)
  state.problem = app
  let slug = state.openSlug ?? ""
  return effects.compactMap { effect -> AppEffect? in
    switch effect {
    case .scheduleFrame(let tag): .scheduleFrame(tag: tag)
    case .loadSegment(let segment): .segmentTask(slug: slug, segment, .load)
    case .segmentTask(let segment, let task): .segmentTask(slug: slug, segment, task)
    case .redraw: .redraw
    case .quit: .quit
    }
  }
}

/// Keys while the open problem has the focus (`KeyContext.openProblem`): Esc and q go back to the
/// list (quit when there is none), `s` shows or hides the sidebar, `L` switches the language, `E`
/// edits the tab bar, `S` syncs; the rest go to the page.
private func problemKey(_ state: inout AppState, _ key: Key) -> [AppEffect] {
  guard let app = state.problem else { return [] }
  if app.mode == .reading, let command = KeyMap.command(for: key, in: .openProblem) {
    switch command {
    case .back:
      // Esc closes an open article or thread, or the search, first; then it goes to the list.
      let pageTakesEscape = app.search != nil || app.segments.views[app.selected]?.isOpen == true
      if key == .escape && pageTakesEscape { break }
      if state.singleProblem { return [.quit] }
      state.focus = .browser
      return []
    case .toggleSidebar where state.singleProblem:
      break
    default:
      if let effects = sharedCommand(&state, command) { return effects }
    }
  }
  return forward(&state, .key(key))
}

/// Shows or hides the sidebar (wide screens only).
private func toggleSidebar(_ state: inout AppState) {
  guard state.size.width >= AppState.wideWidth else {
    state.message =
      state.settings.chinese ? "屏幕太窄，无法显示侧栏" : "The sidebar needs a wider terminal"
    return
  }
  state.sidebarWanted.toggle()
  if !state.sidebarWanted && state.problem != nil { state.focus = .problem }
  resizeProblem(&state)
}

/// Switches the problem (where translated) and the interface's labels between English and Chinese.
private func switchLanguage(_ state: inout AppState) {
  let chinese = !state.settings.chinese
  state.settings.chinese = chinese
  state.browser.chinese = chinese
  guard var app = state.problem, let problem = state.openProblem else { return }
  app.showLanguage(chinese: chinese, of: problem)
  state.problem = app
  if chinese && !ProblemState.hasTranslation(problem) {
    show(&state, message: "No Chinese translation of this problem; labels only")
  }
}

/// Lays the open problem out for its current region.
private func resizeProblem(_ state: inout AppState) {
  let size = state.problemSize
  guard state.problem != nil, state.problem?.size != size else { return }
  _ = forward(&state, .resized(size))
}

// MARK: - The browser

/// The commands that act alike from the list and from an open problem: the sidebar, the language,
/// the tab bar editor and the sync.
///
/// Nil for any other command.
private func sharedCommand(_ state: inout AppState, _ command: KeyCommand) -> [AppEffect]? {
  switch command {
  case .toggleSidebar:
    toggleSidebar(&state)
    return []
  case .switchLanguage:
    switchLanguage(&state)
    return []
  case .editTabs:
    state.tabEditor = TabEditor(order: state.tabOrder, hidden: state.hiddenTabs)
    return []
  case .sync:
    return startSync(&state)
  default:
    return nil
  }
}

/// Keys while the list has the focus (`KeyContext.list`); an unbound character starts a filter.
private func browserKey(_ state: inout AppState, _ key: Key) -> [AppEffect] {
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
private func activate(_ state: inout AppState) -> [AppEffect] {
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
private func move(_ state: inout AppState, by offset: Int) -> [AppEffect] {
  move(&state, to: state.browser.cursor + offset)
}

private func move(_ state: inout AppState, to row: Int) -> [AppEffect] {
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
public func keepCursorVisible(_ state: inout AppState) {
  let height = state.browserListHeight
  var browser = state.browser
  if browser.cursor < browser.top { browser.top = browser.cursor }
  if browser.cursor >= browser.top + height { browser.top = browser.cursor - height + 1 }
  browser.top = max(0, min(browser.top, max(0, browser.rows.count - height)))
  state.browser = browser
}

/// Starts the background sync, once.
private func startSync(_ state: inout AppState) -> [AppEffect] {
  if state.settings.offline {
    show(&state, message: "Sync needs the network (started with --offline)")
    return []
  }
  guard !state.syncing else {
    show(&state, message: "A sync is already running")
    return []
  }
  state.syncing = true
  state.syncStatus = "sync: starting"
  return [.startSync]
}

// MARK: - Tab bar editor

private func tabEditorKey(_ state: inout AppState, _ key: Key) -> [AppEffect] {
  guard var editor = state.tabEditor else { return [] }
  switch editor.handle(key) {
  case .editing:
    state.tabEditor = editor
    return []
  case .cancel:
    state.tabEditor = nil
    return []
  case .save:
    state.tabEditor = nil
    state.applyTabs(order: editor.order, hidden: editor.hidden)
    if var app = state.problem {
      app.settings.tabs = state.settings.tabs
      if !app.settings.tabs.contains(app.selected) { app.selected = .description }
      app.snapTabBar()
      state.problem = app
    }
    return [.saveTabs(order: state.tabOrder, hidden: state.hiddenTabs)]
  }
}

// MARK: - Mouse

private func appMouse(_ state: inout AppState, _ event: MouseEvent) -> [AppEffect] {
  if state.tabEditor != nil { return [] }
  if let rect = state.problemRect, rect.contains(event.point) {
    if state.showsSidebar, event.kind == .press { state.focus = .problem }
    let shifted = MouseEvent(
      event.kind, at: Point(x: event.point.x - rect.x, y: event.point.y - rect.y))
    return forward(&state, .mouse(shifted))
  }
  guard let rect = state.browserRect, rect.contains(event.point) else { return [] }
  switch event.kind {
  case .wheelUp: return move(&state, by: -3)
  case .wheelDown: return move(&state, by: 3)
  case .press:
    state.focus = .browser
    let row = state.browser.top + event.point.y - 1
    guard event.point.y >= 1, row < state.browser.rows.count else { return [] }
    return move(&state, to: row)
  case .release: return []
  }
}
