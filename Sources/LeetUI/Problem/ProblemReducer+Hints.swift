import LeetModel

/// `H`: opens the next folded hint on the description (switching to it), and brings the hint
/// into view; says so when every hint is open or there is none.
func openNextHint(_ state: inout ProblemState) -> [ProblemEffect] {
  guard let problem = state.source, !problem.hints.isEmpty else {
    state.message = .noHints
    return []
  }
  guard state.hintsOpen < problem.hints.count else {
    state.message = .allHintsOpen
    return []
  }
  state.hintsOpen += 1
  let page = ProblemPage(problem: problem, language: state.settings.language)
  let top = state.pages[.description]?.top ?? 0
  state.pages[.description]?.replace(with: page.description(hintsOpen: state.hintsOpen), isLoaded: true)
  state.pages[.description]?.top = top
  state.layoutAll()
  let effects = select(&state, .description)
  if state.search != nil { refreshSearch(&state) }
  let fold = ProblemPage.openHintLine(state.hintsOpen, of: problem.hints.count, words: state.words)
  if let line = state.currentLayout.lines.firstIndex(where: { $0.text.contains(fold) }) {
    let bottom = state.top + state.viewportHeight - 2
    if line < state.top || line > bottom { scroll(&state, to: line - 1) }
  }
  return effects
}
