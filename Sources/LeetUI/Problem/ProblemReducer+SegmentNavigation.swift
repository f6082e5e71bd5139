import LeetModel
import TermCore

// The keys and clicks of the segment pages: moving the selection, opening an entry and going
// back, the next and previous entries, refreshing and loading more.

// MARK: - Keys

/// Keys that mean something on a segment page (`KeyContext.segmentList`, `.segmentEntry`); nil
/// leaves the key to the plain page keys.
func segmentKey(_ state: inout ProblemState, _ key: Key) -> [ProblemEffect]? {
  let segment = state.selected
  // On Code, `r` reads the solution file again (changed outside leetview, say).
  if segment == .code, KeyMap.command(for: key, in: .segmentList) == .refresh {
    return [.solve(.loadCode)]
  }
  guard segment != .description, let view = state.segments.views[segment],
    let command = KeyMap.command(for: key, in: view.isOpen ? .segmentEntry : .segmentList)
  else { return nil }
  if command == .refresh { return refreshSegment(&state) }
  if view.isOpen {
    switch command {
    case .closeEntry: return closeEntry(&state)
    case .nextEntry: return openNeighbour(&state, step: 1)
    case .previousEntry: return openNeighbour(&state, step: -1)
    default: return nil
    }
  }
  guard !view.items.isEmpty else {
    return command == .loadMore ? loadMore(&state) : nil
  }
  switch command {
  case .lineDown: return moveSelection(&state, by: 1)
  case .lineUp: return moveSelection(&state, by: -1)
  case .openEntry: return openSelected(&state)
  case .nextEntry: return openNeighbour(&state, step: 1)
  case .previousEntry: return openNeighbour(&state, step: -1)
  case .top:
    state.segments.views[segment]?.selection = 0
    scroll(&state, to: 0)
    return []
  case .bottom:
    state.segments.views[segment]?.selection = view.items.count - 1
    scroll(&state, to: state.maxTop)
    return []
  case .loadMore: return loadMore(&state)
  default: return nil
  }
}

/// A click on a list's entry selects it, and a click on the selected entry opens it; nil when
/// the click is not on an entry.
func segmentClick(_ state: inout ProblemState, at point: Point) -> [ProblemEffect]? {
  guard let view = state.segments.views[state.selected], !view.isOpen else { return nil }
  let row = point.y - ProblemLayout.headerRows
  guard row >= 0, row < state.viewportHeight else { return nil }
  let line = state.top + row
  guard let index = state.currentLayout.itemRanges.firstIndex(where: { $0.contains(line) }) else {
    return nil
  }
  if index == view.selection { return openSelected(&state) }
  state.segments.views[state.selected]?.selection = index
  return []
}

/// `j`/`k` on a list: reads on through a tall entry, else selects the next (previous) one and
/// scrolls just enough to show it; past the last entry, loads the next page when there is one.
private func moveSelection(_ state: inout ProblemState, by step: Int) -> [ProblemEffect] {
  let segment = state.selected
  guard let view = state.segments.views[segment], let range = state.selectedItemLines else {
    scroll(&state, by: step)
    return []
  }
  let top = state.top
  let height = state.viewportHeight
  let ranges = state.currentLayout.itemRanges
  let next = view.selection + step
  if step > 0 && range.upperBound > top + height || step < 0 && range.lowerBound < top {
    scroll(&state, by: step)
    return []
  }
  guard ranges.indices.contains(next) else {
    if step > 0, view.snapshot?.hasMore == true, !view.loading.contains(.more),
      view.failures[.more] == nil
    {
      return loadMore(&state)
    }
    scroll(&state, by: step)
    return []
  }
  state.segments.views[segment]?.selection = next
  reveal(&state, ranges[next], downward: step > 0)
  return []
}

/// Scrolls so that `range` shows: its end first when moving down (its start if it is taller
/// than the screen), its start when moving up (its end if taller).
private func reveal(_ state: inout ProblemState, _ range: Range<Int>, downward: Bool) {
  let top = state.top
  let height = state.viewportHeight
  if downward, range.upperBound > top + height {
    scroll(&state, to: min(range.lowerBound, range.upperBound - height))
  } else if !downward, range.lowerBound < top {
    scroll(&state, to: max(range.lowerBound, range.upperBound - height))
  } else if range.lowerBound >= top + height || range.upperBound <= top {
    scroll(&state, to: range.lowerBound)
  }
}

/// After the page scrolled by other means (page keys, wheel), the selection moves onto an entry
/// on screen if it went off it.
func followSelection(_ state: inout ProblemState) {
  let segment = state.selected
  guard let view = state.segments.views[segment], !view.isOpen,
    let range = state.selectedItemLines
  else { return }
  let top = state.top
  let bottom = top + state.viewportHeight
  guard range.upperBound <= top || range.lowerBound >= bottom else { return }
  let visible = state.currentLayout.itemRanges.indices.filter { index in
    let lines = state.currentLayout.itemRanges[index]
    return lines.upperBound > top && lines.lowerBound < bottom
  }
  guard let first = visible.first, let last = visible.last else { return }
  state.segments.views[segment]?.selection = range.upperBound <= top ? first : last
}

// MARK: - Opening and going back

/// Enter on a list: opens the selected entry.
private func openSelected(_ state: inout ProblemState) -> [ProblemEffect] {
  guard let item = state.segments.views[state.selected]?.selectedItem else { return [] }
  guard item.opens else {
    state.message = .premiumSolution
    return []
  }
  return openEntry(&state, id: item.id)
}

/// Shows entry `id` of the selected page, asking for what is not loaded yet.
private func openEntry(_ state: inout ProblemState, id: String) -> [ProblemEffect] {
  let segment = state.selected
  guard var view = state.segments.views[segment] else { return [] }
  if !view.isOpen {
    view.listTop = state.top
    view.savedList = state.pages[segment]
  }
  view.opened = id
  if let index = view.items.firstIndex(where: { $0.id == id }) { view.selection = index }
  var effects: [ProblemEffect] = []
  if needsFetch(view, id: id), !view.loading.contains(.open(id)) {
    view.failures[.open(id)] = nil
    view.loading.insert(.open(id))
    effects.append(.segmentTask(segment, .open(id)))
  }
  state.segments.views[segment] = view
  rebuildSegmentPage(&state, segment, top: 0, keepingSavedList: true)
  return effects
}

/// Whether entry `id` has something to show that is not loaded yet.
private func needsFetch(_ view: SegmentViewState, id: String) -> Bool {
  switch view.snapshot {
  case .solutions(let snapshot):
    guard let entry = SolutionsDocument.entries(snapshot).first(where: { $0.id == id }) else {
      return false
    }
    return SolutionsDocument.article(entry, in: snapshot) == nil
  case .comments(let snapshot):
    guard let comment = snapshot.comments.first(where: { $0.id == id }) else { return false }
    return comment.replyCount > 0 && snapshot.replies[id] == nil
  case .submissions(let snapshot):
    return snapshot.details[id] == nil
  case .signInNeeded, nil:
    return false
  }
}

/// Esc on an open entry: back to the list where it was, with the last entry opened selected.
private func closeEntry(_ state: inout ProblemState) -> [ProblemEffect] {
  let segment = state.selected
  guard var view = state.segments.views[segment] else { return [] }
  view.opened = nil
  let saved = view.savedList
  view.savedList = nil
  state.segments.views[segment] = view
  state.search = nil
  if var page = saved {
    // The list as it was, with its layouts (laid out again only if the width changed).
    let lines = page.layout(width: state.contentWidth).lines.count
    page.top = min(max(0, view.listTop), max(0, lines - state.viewportHeight))
    state.pages[segment] = page
  } else {
    rebuildSegmentPage(&state, segment, top: view.listTop)
  }
  if let range = state.selectedItemLines {
    let top = state.top
    if range.lowerBound < top || range.lowerBound >= top + state.viewportHeight {
      scroll(&state, to: range.lowerBound)
    }
  }
  return []
}

/// `]` and `[`: opens the next (previous) entry after the one open, or after the selection.
private func openNeighbour(_ state: inout ProblemState, step: Int) -> [ProblemEffect] {
  guard let view = state.segments.views[state.selected],
    let current = view.opened ?? view.selectedItem?.id
  else { return [] }
  guard let id = SegmentListItem.neighbour(of: current, step: step, in: view.items) else {
    state.message = step > 0 ? .noEntryAfter : .noEntryBefore
    return []
  }
  return openEntry(&state, id: id)
}

// MARK: - Refresh and more

/// `r`: tries a failed entry again, or fetches the segment again (its first load if it never
/// arrived).
private func refreshSegment(_ state: inout ProblemState) -> [ProblemEffect] {
  let segment = state.selected
  guard var view = state.segments.views[segment] else { return [] }
  if let id = view.opened, view.failures[.open(id)] != nil {
    view.failures[.open(id)] = nil
    view.loading.insert(.open(id))
    state.segments.views[segment] = view
    rebuildSegmentPage(&state, segment)
    return [.segmentTask(segment, .open(id))]
  }
  guard !view.loading.contains(.load), !view.loading.contains(.refresh) else {
    state.message = .alreadyLoading
    return []
  }
  let task: SegmentTask = view.snapshot == nil ? .load : .refresh
  view.failures[.load] = nil
  view.failures[.refresh] = nil
  view.loading.insert(task)
  state.segments.views[segment] = view
  rebuildSegmentPage(&state, segment)
  return [.segmentTask(segment, task)]
}

/// `m`, or moving past the last entry: asks for the next page of the list.
private func loadMore(_ state: inout ProblemState) -> [ProblemEffect] {
  let segment = state.selected
  guard var view = state.segments.views[segment], view.snapshot?.hasMore == true else {
    state.message = .wholeListShown
    return []
  }
  guard !view.loading.contains(.more) else { return [] }
  view.failures[.more] = nil
  view.loading.insert(.more)
  state.segments.views[segment] = view
  rebuildSegmentPage(&state, segment)
  return [.segmentTask(segment, .more)]
}
