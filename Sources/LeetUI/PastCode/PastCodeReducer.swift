import LeetModel
import TermCore

// `d`, `D` and `R` on a submission, the diff and the question they bring over the page, and what
// their runner answers. Pure like the rest of the problem's reducer.

/// `d`, `D` or `R` on the Submissions page, on a row or on a submission open; nil for any other
/// key or page, which the page's keys then take.
func pastCodeKey(_ state: inout ProblemState, _ key: Key) -> [ProblemEffect]? {
  guard state.selected == .submissions, let view = state.segments.views[.submissions],
    let command = KeyMap.command(for: key, in: view.isOpen ? .segmentEntry : .segmentList),
    [.diffWithFile, .diffSubmissions, .restoreSubmission].contains(command)
  else { return nil }
  guard case .submissions(let snapshot)? = view.snapshot, let id = view.opened ?? view.selectedItem?.id,
    NoteKey.submissionID(id) != nil
  else {
    state.message = .pastCode(.noSubmission)
    return []
  }
  switch command {
  case .diffWithFile:
    return [.pastCode(.diffWithFile(id: id))]
  case .diffSubmissions:
    return markOrDiff(&state, id, key: key)
  default:
    let row = snapshot.submissions.first { $0.id == id }
    let summary = [row?.language, row?.status].compactMap { $0.map(TextSanitizer.oneLine) }
    let name = state.words.pastCode.submission(id)
    state.pastCode.question = RestoreQuestion(
      id: id, summary: ([name] + summary).joined(separator: " · "), path: state.solve.code?.path)
    return []
  }
}

/// `D`: marks the submission, or with one marked diffs it against this one (on the same one,
/// takes the mark off).
private func markOrDiff(_ state: inout ProblemState, _ id: String, key: Key) -> [ProblemEffect] {
  guard let marked = state.pastCode.marked else {
    state.pastCode.marked = id
    state.message = .pastCode(.marked(id: id, key: KeyHint.name(of: key)))
    return []
  }
  state.pastCode.marked = nil
  guard marked != id else {
    state.message = .pastCode(.unmarked)
    return []
  }
  return [.pastCode(.diffSubmissions(old: marked, new: id))]
}

/// Keys while the diff or the question before a restore covers the page: the question is
/// answered (`KeyContext.confirm`), the diff scrolls and goes (`KeyContext.diffViewer`).
func pastCodeCoverKey(_ state: inout ProblemState, _ key: Key) -> [ProblemEffect] {
  if let question = state.pastCode.question {
    switch KeyMap.command(for: key, in: .confirm) {
    case .confirm?:
      state.pastCode.question = nil
      return [.pastCode(.restore(id: question.id))]
    case .cancel?:
      state.pastCode.question = nil
      state.message = .pastCode(.notRestored)
    case .quit?:
      return [.quit]
    default:
      break
    }
    return []
  }
  guard var screen = state.pastCode.diff, let command = KeyMap.command(for: key, in: .diffViewer) else {
    return []
  }
  let height = DiffScreenView.visibleRows(for: state.size)
  switch command {
  case .back:
    state.pastCode.diff = nil
    return []
  case .quit: return [.quit]
  case .redraw: return [.redraw]
  case .lineDown: screen.top += 1
  case .lineUp: screen.top -= 1
  case .pageDown: screen.top += height
  case .pageUp: screen.top -= height
  case .halfPageDown: screen.top += max(1, height / 2)
  case .halfPageUp: screen.top -= max(1, height / 2)
  case .top: screen.top = 0
  case .bottom: screen.top = Int.max / 2
  default: break
  }
  let count = screen.lines(width: state.size.width, words: state.words).count
  screen.top = min(max(0, screen.top), max(0, count - height))
  state.pastCode.diff = screen
  return []
}

/// What the runner answered: the diff shown, or a line in the status line (after a restore the
/// Code segment reads the file again).
func applyPastCode(_ state: inout ProblemState, _ action: PastCodeAction) -> [ProblemEffect] {
  switch action {
  case .diffReady(let old, let new):
    state.pastCode.diff = DiffScreen(old: old, new: new, words: state.words.pastCode)
  case .noSolutionFile(let path):
    let edit = KeyMap.keys(for: .editSolution, in: .page).first.map { KeyHint.name(of: $0) } ?? "e"
    state.message = .pastCode(.noSolutionFile(path: path, editKey: edit))
  case .restored(let path, let backup):
    state.message = .pastCode(.restored(path: path, backup: backup))
    return [.solve(.loadCode)]
  case .failed(let reason):
    state.message = .reported(TextSanitizer.oneLine(reason))
  }
  return []
}
