import LeetModel
import TermCore

// The Comments, Solutions and Submissions pages: results of their background work, and the page
// rebuilt from their state. Pure like the rest of the reducer.

extension ProblemState {
  /// The lines of the selected entry on the selected page, when that page shows a list.
  public var selectedItemLines: Range<Int>? {
    guard let view = segments.views[selected], !view.isOpen else { return nil }
    let ranges = currentLayout.itemRanges
    return ranges.indices.contains(view.selection) ? ranges[view.selection] : nil
  }
}

// MARK: - Results

/// The first load of `segment` was asked for: its page says it is loading.
func noteSegmentRequested(_ state: inout ProblemState, _ segment: Segment) {
  guard segment != .description, segment != .code else { return }
  var view = state.segments.views[segment] ?? SegmentViewState()
  view.loading.insert(.load)
  state.segments.views[segment] = view
  rebuildSegmentPage(&state, segment)
}

/// A task ended: its data is taken in whatever page is shown now (an article that arrives after
/// the reader went back to the list is kept for later), and its page is redrawn in place.
func applySegmentResult(
  _ state: inout ProblemState, _ segment: Segment, _ task: SegmentTask, _ outcome: SegmentOutcome
) -> [ProblemEffect] {
  guard segment != .description, segment != .code else { return [] }
  var view = state.segments.views[segment] ?? SegmentViewState()
  view.loading.remove(task)
  let first = view.snapshot == nil
  switch outcome {
  case .loaded(let snapshot, let stale, let date, let source):
    view.failures[task] = nil
    if task == .load || task == .refresh {
      view.failures[.load] = nil
      view.failures[.refresh] = nil
      view.staleBecause = stale
      view.sourceLabel = source
    }
    SegmentViewContent.absorb(snapshot, into: &view, at: date, words: state.words)
  case .failed(let reason):
    view.failures[task] = SegmentViewContent.clean(reason)
  }
  state.segments.views[segment] = view
  rebuildSegmentPage(&state, segment, top: first ? 0 : nil)
  return []
}

/// Redraws `segment`'s page from its state, at `top` or where it was.
///
/// A list kept while an entry is open is dropped, since what changed may show in it too.
func rebuildSegmentPage(
  _ state: inout ProblemState, _ segment: Segment, top: Int? = nil, keepingSavedList: Bool = false
) {
  if !keepingSavedList { state.segments.views[segment]?.savedList = nil }
  guard let view = state.segments.views[segment], var page = state.pages[segment] else { return }
  let oldTop = page.top
  page.replace(
    withSections: SegmentViewContent.sections(
      view, segment: segment, segments: state.segments, offline: state.settings.offline,
      words: state.words, width: state.contentWidth))
  let lines = page.layout(width: state.contentWidth).lines.count
  page.top = min(max(0, top ?? oldTop), max(0, lines - state.viewportHeight))
  state.pages[segment] = page
  if segment == state.selected { refreshSearch(&state) }
}

/// Draws an open submission again at the page's width, which its charts are drawn to.
func redrawOpenSubmission(_ state: inout ProblemState) {
  guard state.segments.views[.submissions]?.opened != nil else { return }
  rebuildSegmentPage(&state, .submissions, keepingSavedList: true)
}

extension ProblemState {
  /// Where the page shown came from, for the status line: the problem's source on the
  /// description, a segment list's own source once it arrived, and nothing on a page that came
  /// from no source (a notice that it is loading or failed, the sign-in page, the solution file).
  var pageSourceLabel: String {
    switch selected {
    case .description: return sourceLabel
    case .code: return ""
    default:
      guard let view = segments.views[selected], let snapshot = view.snapshot else { return "" }
      if case .signInNeeded = snapshot { return "" }
      return view.sourceLabel
    }
  }
}
