import TermCore

// The problems left for a similar question (`o`), newest last, and the key that goes back to them
// (Backspace), at the segment and line they were left at.

/// The most places kept; the oldest go first.
private let backStackLimit = 50

/// Keeps where the open problem is, before a similar question replaces it.
func noteLeaving(_ state: inout AppState, for slug: String) {
  guard let problem = state.problem, let open = problem.slug, open != slug else { return }
  let place = ProblemPlace(
    slug: open, title: problem.header.title, segment: problem.selected, top: problem.top)
  state.backStack = Array((state.backStack + [place]).suffix(backStackLimit))
}

/// The problem `failed` could not be opened: the one on screen was not left after all (nor was
/// the one gone back to reached), so the way back is as it was.
func noteNotLeft(_ state: inout AppState, failed slug: String) {
  if state.returningTo?.slug == slug {
    state.returningTo = nil
  } else if state.backStack.last?.slug == state.openSlug {
    state.backStack.removeLast()
  }
}

/// The key back (`KeyCommand.previousProblem`): opens the problem left last, to come back at its
/// segment and line; with none left, says so.
func goBack(_ state: inout AppState) -> [AppEffect] {
  guard let place = state.backStack.popLast() else {
    show(&state, message: .noProblemBefore)
    return []
  }
  state.returningTo = place
  return request(&state, slug: place.slug, focus: .problem)
}

/// Puts a problem just opened back where it was left, when it is the one the key went back to.
func restorePlace(_ state: inout AppState, slug: String) -> [AppEffect] {
  guard let place = state.returningTo, place.slug == slug, var app = state.problem else { return [] }
  state.returningTo = nil
  var effects: [ProblemEffect] = []
  if place.segment != app.selected { effects = select(&app, place.segment) }
  scroll(&app, to: place.top)
  state.problem = app
  return translate(&state, effects)
}

/// The message a similar question opens with: the key that goes back, and to which problem.
func backHint(_ state: AppState) -> StatusMessage? {
  guard state.returningTo == nil, let last = state.backStack.last else { return nil }
  let key = KeyMap.keys(for: .previousProblem, in: .openProblem).first.map { KeyHint.name(of: $0) }
  return key.map { .backTo(key: $0, title: last.title) }
}
