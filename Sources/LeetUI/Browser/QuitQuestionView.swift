import TermCore

/// The question before quitting while a submission is judged or the background sync runs (Esc on
/// an empty filter, Esc on a problem opened alone): `y` quits, `n` or Esc stays.
enum QuitQuestionView {
  /// The question's lines, in `words`, wrapped to `width` columns (44 at most).
  static func lines(_ words: Words, width: Int, judging: Bool = false) -> [String] {
    let question = judging ? words.questions.quitJudgingQuestion : words.questions.quitQuestion
    let yes = KeyMap.keys(for: .confirm, in: .confirm).first.map { KeyHint.name(of: $0) } ?? "y"
    let no = KeyMap.keys(for: .cancel, in: .confirm).first.map { KeyHint.name(of: $0) } ?? "n"
    return question(width) + [words.questions.quitAnswers(yes, no)]
  }

  /// Draws the question over the middle of the screen.
  static func draw(_ app: AppState, into grid: inout CellGrid) {
    QuestionBox.draw(
      app, title: app.words.questions.quitTitle,
      lines: lines(app.words, width: max(1, app.size.width - 6), judging: awaitsVerdict(app)),
      into: &grid)
  }
}
