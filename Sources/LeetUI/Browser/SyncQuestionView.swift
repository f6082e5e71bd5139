import TermCore

/// The question before a sync (Ctrl-R in the list, `S` on a problem; F5 for the list alone): a
/// small framed box in the middle of the screen; `y` starts the sync, `n` or Esc does not.
enum SyncQuestionView {
  /// The question's lines, in `words`, wrapped to `width` columns (44 at most).
  static func lines(_ kind: SyncKind = .details, words: Words, width: Int) -> [String] {
    let yes = KeyMap.keys(for: .confirm, in: .confirm).first.map { KeyHint.name(of: $0) } ?? "y"
    let no = KeyMap.keys(for: .cancel, in: .confirm).first.map { KeyHint.name(of: $0) } ?? "n"
    let listKey = KeyMap.keys(for: .syncList, in: .list).first.map { KeyHint.name(of: $0) } ?? "F5"
    let sentences = kind == .list ? [words.questions.listQuestion] : words.questions.detailsQuestion(listKey)
    return words.questions.questionLines(sentences, width) + [words.questions.syncAnswers(yes, no)]
  }

  /// Draws the question over the middle of the screen.
  static func draw(_ app: AppState, _ kind: SyncKind, into grid: inout CellGrid) {
    QuestionBox.draw(
      app, title: app.words.questions.syncTitle,
      lines: lines(kind, words: app.words, width: max(1, app.size.width - 6)), into: &grid)
  }
}
