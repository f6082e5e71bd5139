import LeetModel
import TermCore

// The router's lines for the features that own their state, actions, effects and reduce: each
// hands its action to the feature and carries out what the feature asks of the app.

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
    case .pastCode(let work): state.openProblem.map { .pastCode(work, $0) }
    case .redraw: .redraw
    case .openProblem: nil
    case .quit: nil
    }
  }
  return opened + translated + (effects.contains(.quit) ? quitAsking(&state) : [])
}

/// Hands `action` to the Progress screen's reduce.
func progress(_ state: inout AppState, _ action: ProgressAction) -> [AppEffect] {
  let effects = reduce(&state.progressScreen, action, size: state.size)
  return carryOut(&state, effects, work: AppEffect.progress)
}

/// Hands `action` to the reduce of the plans, lists and contests.
func collections(_ state: inout AppState, _ action: CollectionAction) -> [AppEffect] {
  let context = CollectionContext(
    listHeight: state.collectionListHeight, marks: state.browser.marks, words: state.words,
    openSlug: state.openSlug)
  let effects = reduce(&state.collections, action, in: context)
  return carryOut(&state, effects, work: AppEffect.collections)
}

/// Hands `action` to the Notes view of the open problem.
func notes(_ state: inout AppState, _ action: NotesAction) -> [AppEffect] {
  let effects = reduce(
    &state.notesScreen, action, size: state.size, offline: state.settings.offline, words: state.words)
  return carryOut(&state, effects, work: AppEffect.notes)
}

/// Hands `action` to the question `f` asks, about the open problem.
func listChooser(_ state: inout AppState, _ action: ListChooserAction) -> [AppEffect] {
  let effects = reduce(
    &state.listChooser, action, openSlug: state.openSlug, offline: state.settings.offline,
    words: state.words)
  return carryOut(&state, effects, work: AppEffect.listChooser)
}

/// The app's effects for what a feature asked, in order: its work as `work` wraps it, and each
/// request of the app carried out.
private func carryOut<Work>(
  _ state: inout AppState, _ effects: [FeatureEffect<Work>], work: (Work) -> AppEffect
) -> [AppEffect] {
  var carried: [AppEffect] = []
  for effect in effects {
    switch effect {
    case .work(let asked): carried.append(work(asked))
    case .app(let asking): carried += carryOut(&state, asking)
    }
  }
  return carried
}

/// Carries out what a feature asks of the app around it.
private func carryOut(_ state: inout AppState, _ asking: AppRequest) -> [AppEffect] {
  switch asking {
  case .quit: return [.quit]
  case .quitAsking: return quitAsking(&state)
  case .redraw: return [.redraw]
  case .showHelp: state.helpShown = true
  case .shared(let command): return sharedCommand(&state, command) ?? []
  case .focusProblem: focusProblem(&state)
  case .focusList: state.focus = .browser
  case .openProblem(let slug, let newWayBack):
    if newWayBack { state.backStack = [] }
    return request(&state, slug: slug, focus: .problem)
  case .say(let line): show(&state, message: .reported(line))
  case .clearMessage: state.message = nil
  case .mergeMarks(let marks): state.browser.marks = state.browser.marks.merging(marks)
  case .countPractice(let kind, let count): state.browser.practiceCounts[kind] = count
  }
  return []
}
