import LeetModel
import LeetText

/// Searches the selected page for `query` (case-insensitive) and, when `jump`, shows the first
/// match at or below the top of the screen.
func startSearch(_ state: inout ProblemState, query: String, jump: Bool = true) {
  guard !query.isEmpty else {
    state.search = nil
    return
  }
  var search = SearchState(query: query)
  search.matches = findMatches(of: query, in: state.currentLayout.lines)
  guard !search.matches.isEmpty else {
    state.search = search
    if jump { state.message = .noMatch(query) }
    return
  }
  let top = state.top
  search.current = search.matches.firstIndex { $0.line >= top } ?? 0
  state.search = search
  if jump { reveal(&state) }
}

/// Recomputes matches after the layout changed, keeping the current match's line close.
func refreshSearch(_ state: inout ProblemState) {
  guard let old = state.search else { return }
  var search = SearchState(query: old.query)
  search.matches = findMatches(of: old.query, in: state.currentLayout.lines)
  search.current = search.matches.firstIndex { $0.line >= state.top } ?? 0
  state.search = search
}

/// Moves to the next (`1`) or previous (`-1`) match, wrapping around, and shows it.
func moveMatch(_ state: inout ProblemState, by step: Int) {
  guard var search = state.search else {
    state.message = .pressSlash
    return
  }
  guard !search.matches.isEmpty else {
    state.message = .noMatch(search.query)
    return
  }
  let count = search.matches.count
  search.current = (search.current + step % count + count) % count
  if step > 0 && search.current == 0 { state.message = .wrappedToTop }
  if step < 0 && search.current == count - 1 { state.message = .wrappedToBottom }
  state.search = search
  reveal(&state)
}

/// Scrolls so the current match is on screen, a little below the top when it must move.
private func reveal(_ state: inout ProblemState) {
  guard let match = state.search?.currentMatch else { return }
  let height = state.viewportHeight
  if match.line < state.top || match.line >= state.top + height {
    scroll(&state, to: match.line - min(2, height / 3))
  }
}

/// Every case-insensitive occurrence of `query` in `lines`, in reading order, not overlapping.
func findMatches(of query: String, in lines: [StyledLine]) -> [SearchState.Match] {
  let needle = query.map { $0.lowercased() }
  guard !needle.isEmpty else { return [] }
  var matches: [SearchState.Match] = []
  for (index, line) in lines.enumerated() {
    let hay = line.text.map { $0.lowercased() }
    guard hay.count >= needle.count else { continue }
    var start = 0
    while start + needle.count <= hay.count {
      if hay[start..<start + needle.count].elementsEqual(needle) {
        matches.append(SearchState.Match(line: index, range: start..<start + needle.count))
        start += needle.count
      } else {
        start += 1
      }
    }
  }
  return matches
}
