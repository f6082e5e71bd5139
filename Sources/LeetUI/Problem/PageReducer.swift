import LeetModel
import TermCore

// The problem page as the app holds it: asking for a problem, what arrives for it from the
// background, and opening it when it is there.

/// Applies what arrived for the problem page of a slug: a problem asked for still opens (or says
/// why not), and what arrived for the open problem goes to its reducer; anything late is dropped.
///
/// Pure.
func page(_ state: inout AppState, _ arrival: PageArrival) -> [AppEffect] {
  switch arrival {
  case .loaded(let slug, let problem, let label, let note):
    guard slug == state.loadingSlug else { return [] }
    if !state.browser.cachedSlugs.contains(slug) { state.browser.cachedSlugs.insert(slug) }
    return open(&state, problem, slug: slug, sourceLabel: label, note: note)
  case .failed(let slug, let reason):
    guard slug == state.loadingSlug else { return [] }
    problemFailed(&state, slug: slug, reason: reason)
  case .waited(let slug, let seconds):
    noteWaited(&state, slug: slug, seconds: seconds)
  case .segmentLoaded(let slug, let segment, let document):
    guard slug == state.openSlug else { return [] }
    return forward(&state, .segmentLoaded(segment, document))
  case .segmentResult(let slug, let segment, let task, let outcome):
    guard slug == state.openSlug else { return [] }
    return forward(&state, .segmentResult(segment, task, outcome))
  case .picturesDrawn(let slug, let box, let slots):
    guard slug == state.openSlug else { return [] }
    return forward(&state, .picturesDrawn(box, slots))
  case .pastCode(let slug, let action):
    guard slug == state.openSlug else { return [] }
    return forward(&state, .pastCode(action))
  case .solved(let slug, let event):
    noteJudged(&state, slug: slug, event)
    guard slug == state.openSlug else { return [] }
    return forward(&state, .solve(event))
  }
  return []
}

/// The problem `slug` asked for could not be loaded: the problem side goes back to what it
/// showed, and the reason is said where it is seen.
private func problemFailed(_ state: inout AppState, slug: String, reason: String) {
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

/// Shows `problem` on `selected` (shown even when the tab bar hides it).
func open(
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
