import TermCore

/// The question before `R` writes a submission's code into the solution file: `y` writes it,
/// `n` or Esc does not.
enum RestoreQuestionView {
  /// The question's lines in `words`: what is written where, then the answers.
  static func lines(_ question: RestoreQuestion, words: Words) -> [String] {
    let yes = KeyMap.keys(for: .confirm, in: .confirm).first.map { KeyHint.name(of: $0) } ?? "y"
    let no = KeyMap.keys(for: .cancel, in: .confirm).first.map { KeyHint.name(of: $0) } ?? "n"
    let file = question.path ?? words.pastCode.theSolutionFile
    return words.pastCode.restoreQuestion(question.summary, file) + [words.pastCode.restoreAnswers(yes, no)]
  }

  /// Draws the question over the middle of the page.
  static func draw(_ state: ProblemState, _ question: RestoreQuestion, into grid: inout CellGrid) {
    QuestionBox.draw(
      size: state.size, theme: state.theme, title: state.words.pastCode.restoreTitle,
      lines: lines(question, words: state.words), into: &grid)
  }
}
