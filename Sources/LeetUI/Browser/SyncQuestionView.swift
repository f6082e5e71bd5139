import TermCore

/// The question before a sync (Ctrl-R in the list, `S` on a problem; F5 for the list alone): a
/// small framed box in the middle of the screen; `y` starts the sync, `n` or Esc does not.
enum SyncQuestionView {
  /// The question's lines, in English or Chinese, wrapped to `width` columns (44 at most).
  static func lines(_ kind: SyncKind = .details, chinese: Bool, width: Int) -> [String] {
    let yes = KeyMap.keys(for: .confirm, in: .confirm).first.map { KeyHint.name(of: $0) } ?? "y"
    let no = KeyMap.keys(for: .cancel, in: .confirm).first.map { KeyHint.name(of: $0) } ?? "n"
    let words = AppWords(chinese: chinese)
    let listKey = KeyMap.keys(for: .syncList, in: .list).first.map { KeyHint.name(of: $0) } ?? "F5"
    let sentences = kind == .list ? [words.listQuestion] : words.detailsQuestion(listKey: listKey)
    // Chinese has no spaces to break at: one sentence a line.
    let question =
      chinese
      ? sentences : WrappedParagraph.lines(sentences.joined(separator: " "), width: min(44, width))
    return question + [chinese ? "\(yes) 开始  \(no) 取消" : "\(yes) start  \(no) cancel"]
  }

  /// Draws the question over the middle of the screen.
  static func draw(_ app: AppState, _ kind: SyncKind, into grid: inout CellGrid) {
    let chinese = app.settings.chinese
    QuestionBox.draw(
      app, title: chinese ? " 同步 " : " Sync ",
      lines: lines(kind, chinese: chinese, width: max(1, app.size.width - 6)), into: &grid)
  }
}
