import LeetModel
import TermCore

/// Applies `action` to `state` and returns the work it asks for.
///
/// Pure: no clock, no terminal.
public func reduce(_ state: inout ProblemState, _ action: ProblemAction) -> [ProblemEffect] {
  switch action {
  case .start:
    return requestIfNeeded(&state, state.selected) + picturesWanted(&state)
  case .key(let key):
    return pageKey(&state, key)
  case .mouse(let event):
    return mouse(&state, event)
  case .resized(let size):
    resize(&state, to: size)
    return picturesWanted(&state) + pictureViewerWanted(&state)
  case .tick(let now, let tag):
    let gliding = state.tabMotion.tick(at: now, tag: tag)
    return (gliding ? [.scheduleFrame(tag: tag)] : []) + solveFrame(&state, at: now, gliding: gliding)
  case .segmentLoaded(let segment, let document):
    state.pages[segment]?.replace(with: document, isLoaded: true)
    state.pages[segment]?.top = 0
    state.layoutAll()
    if segment == state.selected { refreshSearch(&state) }
    return []
  case .segmentResult(let segment, let task, let outcome):
    return applySegmentResult(&state, segment, task, outcome)
  case .picturesDrawn(let box, let slots):
    // The viewer and the page ask in boxes of their own; each takes the answer for its box.
    pictureViewerArrived(&state, box: box, slots: slots)
    picturesArrived(&state, box: box, slots: slots)
    return []
  case .solve(let event):
    return applySolveEvent(&state, event)
  case .pastCode(let action):
    return applyPastCode(&state, action)
  case .quit:
    return [.quit]
  }
}

// MARK: - Keys

/// Hands `key` to what has the page's keys: the picture viewer, the judge panel, the similar
/// questions, the search, the help or the page itself.
private func pageKey(_ state: inout ProblemState, _ key: Key) -> [ProblemEffect] {
  // Within the app the key has cleared it already (`AppState.clearMessagesForKey`); alone, as
  // in tests, it is cleared here.
  if state.message != nil { state.clearMessageForKey() }
  if state.pictures.viewer != nil { return pictureViewerKey(&state, key) }
  if state.solve.panel != nil { return solvePanelKey(&state, key) }
  if state.similarChooser != nil { return similarChooserKey(&state, key) }
  if state.pastCode.covers { return pastCodeCoverKey(&state, key) }
  switch state.mode {
  case .reading: return readingKey(&state, key)
  case .searching(let text): return searchingKey(&state, key, text: text)
  case .help: return helpKey(&state, key)
  }
}

/// Keys while reading a page (`KeyContext.page`), after the segment list's own keys.
private func readingKey(_ state: inout ProblemState, _ key: Key) -> [ProblemEffect] {
  if let effects = pastCodeKey(&state, key) { return effects }
  if let effects = segmentKey(&state, key) { return effects }
  guard let command = KeyMap.command(for: key, in: .page) else { return [] }
  let page = state.viewportHeight
  switch command {
  case .nextSegment: return select(&state, offset: 1)
  case .previousSegment: return select(&state, offset: -1)
  case .segment(let index):
    guard state.settings.tabs.indices.contains(index) else { return [] }
    return select(&state, state.settings.tabs[index])
  case .lineDown: scroll(&state, by: 1)
  case .lineUp: scroll(&state, by: -1)
  case .pageDown: scroll(&state, by: page)
  case .pageUp: scroll(&state, by: -page)
  case .halfPageDown: scroll(&state, by: max(1, page / 2))
  case .halfPageUp: scroll(&state, by: -max(1, page / 2))
  case .top: scroll(&state, to: 0)
  case .bottom: scroll(&state, to: state.maxTop)
  case .startSearch: state.mode = .searching("")
  case .nextMatch: moveMatch(&state, by: 1)
  case .previousMatch: moveMatch(&state, by: -1)
  case .showHelp: state.mode = .help
  case .clearSearch: state.search = nil
  case .quit: return [.quit]
  case .redraw: return [.redraw]
  case .togglePictures: return togglePictures(&state)
  case .viewPicture: return openPictureViewer(&state)
  case .refresh: return retryPictures(&state)
  case .editSolution, .runTests, .submitSolution, .editCases: return solveCommand(&state, command)
  case .nextHint: return openNextHint(&state)
  case .similarQuestions: return openSimilarChooser(&state)
  case .runLocally: return localRunCommand(&state)
  default: break
  }
  return []
}

/// Keys while typing a search (`KeyContext.search`): characters extend it.
private func searchingKey(_ state: inout ProblemState, _ key: Key, text: String) -> [ProblemEffect] {
  if case .character(let c) = key {
    state.mode = .searching(text + String(c))
    return []
  }
  switch KeyMap.command(for: key, in: .search) {
  case .deleteBackward?:
    state.mode = text.isEmpty ? .reading : .searching(String(text.dropLast()))
  case .finishTyping?: state.mode = .reading
  case .submit?:
    state.mode = .reading
    startSearch(&state, query: text)
  case .quit?: return [.quit]
  default: break
  }
  return []
}

/// Keys while the help overlay is shown (`KeyContext.help`).
private func helpKey(_ state: inout ProblemState, _ key: Key) -> [ProblemEffect] {
  let help = HelpOverlay.layout(
    for: state.size, lastMessage: state.lastMessageText, words: state.words)
  let maxScroll = help.maxScroll
  let page = max(1, help.visibleRows - 1)
  func scrollHelp(_ lines: Int) {
    state.helpScroll = min(max(0, state.helpScroll + lines), maxScroll)
  }
  switch KeyMap.command(for: key, in: .help) {
  case .closeHelp?:
    state.mode = .reading
    state.helpScroll = 0
  case .quit?: return [.quit]
  case .lineDown?: scrollHelp(1)
  case .lineUp?: scrollHelp(-1)
  case .pageDown?: scrollHelp(page)
  case .pageUp?: scrollHelp(-page)
  case .top?: state.helpScroll = 0
  case .bottom?: state.helpScroll = maxScroll
  default: break
  }
  return []
}

// MARK: - Mouse

private func mouse(_ state: inout ProblemState, _ event: MouseEvent) -> [ProblemEffect] {
  if state.pictures.viewer != nil {
    if event.kind == .wheelDown || event.kind == .wheelUp {
      pictureViewerWheel(&state, down: event.kind == .wheelDown)
    }
    return []
  }
  guard !ProblemLayout.isTooSmall(state.size), state.solve.panel == nil, !state.pastCode.covers else {
    return []
  }
  switch event.kind {
  case .wheelUp:
    if state.mode == .reading { scroll(&state, by: -3) }
    if state.mode == .help { return helpKey(&state, .up) }
  case .wheelDown:
    if state.mode == .reading { scroll(&state, by: 3) }
    if state.mode == .help { return helpKey(&state, .down) }
  case .press:
    if state.mode == .help {
      state.mode = .reading
      state.helpScroll = 0
      return []
    }
    if state.mode == .reading, let effects = segmentClick(&state, at: event.point) { return effects }
    guard state.mode == .reading,
      event.point.y == ProblemLayout.tabRow || event.point.y == ProblemLayout.underlineRow
    else { return [] }
    let bar = state.tabBar
    if let segment = bar.segment(
      atScreenColumn: event.point.x, scroll: state.tabMotion.scroll.position)
    {
      return select(&state, segment)
    }
  case .release:
    break
  }
  return []
}

// MARK: - Segments

/// Selects the segment `offset` tabs away, wrapping around.
private func select(_ state: inout ProblemState, offset: Int) -> [ProblemEffect] {
  let all = state.settings.tabs.isEmpty ? Segment.allCases : state.settings.tabs
  let index = all.firstIndex(of: state.selected) ?? 0
  return select(&state, all[(index + offset + all.count) % all.count])
}

/// Selects `segment`: the underline glides to it (or jumps without animation).
func select(_ state: inout ProblemState, _ segment: Segment) -> [ProblemEffect] {
  guard segment != state.selected else { return [] }
  state.selected = segment
  state.search.map { startSearch(&state, query: $0.query, jump: false) }
  var effects = requestIfNeeded(&state, segment)
  let bar = state.tabBar
  let tab = bar.tab(segment)
  if state.settings.animated {
    let tag = state.tabMotion.glide(
      toX: Double(tab.x), width: Double(tab.width), scroll: bar.scrollTarget(for: segment))
    effects.insert(.scheduleFrame(tag: tag), at: 0)
  } else {
    state.snapTabBar()
  }
  return effects
}

/// `.loadSegment` the first time a placeholder page is shown.
private func requestIfNeeded(_ state: inout ProblemState, _ segment: Segment) -> [ProblemEffect] {
  guard state.pages[segment]?.isLoaded == false, !state.requested.contains(segment) else { return [] }
  state.requested.insert(segment)
  noteSegmentRequested(&state, segment)
  return [segment == .code ? .solve(.loadCode) : .loadSegment(segment)]
}

// MARK: - Scrolling

/// Scrolls the selected page by `lines` (negative: up), within its bounds.
func scroll(_ state: inout ProblemState, by lines: Int) {
  scroll(&state, to: state.top + lines)
}

/// Puts line `line` at the top of the selected page, within its bounds.
func scroll(_ state: inout ProblemState, to line: Int) {
  let clamped = min(max(0, line), state.maxTop)
  state.pages[state.selected]?.top = clamped
  followSelection(&state)
}

// MARK: - Resize

/// Re-wraps every page for `size`, keeping the same text at the top of each.
private func resize(_ state: inout ProblemState, to size: Size) {
  guard size != state.size else { return }
  let oldWidth = state.contentWidth
  var anchors: [Segment: (offset: Int, blank: Bool)] = [:]
  for (segment, page) in state.pages {
    guard let layout = page.cachedLayout(width: oldWidth) else { continue }
    if let anchor = page.resizeAnchor, anchor.top == page.top {
      anchors[segment] = (anchor.offset, anchor.blank)
    } else {
      anchors[segment] = (layout.textOffset(ofLine: page.top), layout.isBlank(page.top))
    }
  }
  state.size = size
  state.layoutAll()
  redrawOpenSubmission(&state)
  let width = state.contentWidth
  let height = state.viewportHeight
  for segment in Segment.allCases {
    guard var page = state.pages[segment], let layout = page.cachedLayout(width: width) else {
      continue
    }
    if let anchor = anchors[segment], page.top > 0 {
      page.top = layout.line(containing: anchor.offset, keepBlankAbove: anchor.blank)
    }
    page.top = min(page.top, max(0, layout.lines.count - height))
    page.resizeAnchor = anchors[segment].map { ($0.offset, $0.blank, page.top) }
    state.pages[segment] = page
  }
  state.snapTabBar()
  refreshSearch(&state)
}
