import LeetModel
import TermCore

/// `o`: opens the box of the problem's similar questions; says so when LeetCode names none.
func openSimilarChooser(_ state: inout ProblemState) -> [ProblemEffect] {
  guard let questions = state.source?.similarQuestions, !questions.isEmpty else {
    state.message = .noSimilarQuestions
    return []
  }
  state.similarChooser = SimilarChooser()
  return []
}

/// Keys while the similar questions' box is open (`KeyContext.chooser`): move, open the selected
/// question like any problem, or close the box.
func similarChooserKey(_ state: inout ProblemState, _ key: Key) -> [ProblemEffect] {
  guard var chooser = state.similarChooser else { return [] }
  let questions = state.source?.similarQuestions ?? []
  switch KeyMap.command(for: key, in: .chooser) {
  case .lineDown?: chooser.selected = min(chooser.selected + 1, max(0, questions.count - 1))
  case .lineUp?: chooser.selected = max(chooser.selected - 1, 0)
  case .top?: chooser.selected = 0
  case .bottom?: chooser.selected = max(0, questions.count - 1)
  case .openEntry?:
    state.similarChooser = nil
    guard questions.indices.contains(chooser.selected) else { return [] }
    return [.openProblem(slug: questions[chooser.selected].titleSlug)]
  case .cancel?:
    state.similarChooser = nil
    return []
  case .quit?: return [.quit]
  default: return []
  }
  state.similarChooser = chooser
  return []
}
