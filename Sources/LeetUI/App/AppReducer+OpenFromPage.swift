/// Opens the problems the open page asked for (a similar question chosen with `o`), as the list
/// opens one: the problem takes the keys once it arrives, and the one left is kept to go back to.
func openRequested(_ state: inout AppState, _ effects: [ProblemEffect]) -> [AppEffect] {
  var opened: [AppEffect] = []
  for case .openProblem(let slug) in effects {
    if !state.singleProblem { state.browser.select(slug: slug) }
    noteLeaving(&state, for: slug)
    opened += request(&state, slug: slug, focus: .problem)
  }
  return opened
}
