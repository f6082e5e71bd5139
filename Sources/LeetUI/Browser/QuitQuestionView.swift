import TermCore

/// The question before quitting while the background sync runs (Esc on an empty filter, Esc on a
/// problem opened alone): `y` quits and stops the sync, `n` or Esc stays.
enum QuitQuestionView {
  /// The question's lines, in English or Chinese, wrapped to `width` columns (44 at most).
  static func lines(chinese: Bool, width: Int) -> [String] {
    let yes = KeyMap.keys(for: .confirm, in: .confirm).first.map { KeyHint.name(of: $0) } ?? "y"
    let no = KeyMap.keys(for: .cancel, in: .confirm).first.map { KeyHint.name(of: $0) } ?? "n"
    let question =
      chinese
      ? ["后台同步仍在进行。", "退出会停止同步，已下载的题目会保留。"]
      : WrappedParagraph.lines(
        "A sync is running in the background. Quitting stops it; the problems it fetched so far "
          + "are kept.", width: min(44, width))
    return question + [chinese ? "\(yes) 退出  \(no) 留下" : "\(yes) quit  \(no) stay"]
  }

  /// Draws the question over the middle of the screen.
  static func draw(_ app: AppState, into grid: inout CellGrid) {
    let chinese = app.settings.chinese
    QuestionBox.draw(
      app, title: chinese ? " 退出 " : " Quit ",
      lines: lines(chinese: chinese, width: max(1, app.size.width - 6)), into: &grid)
  }
}
