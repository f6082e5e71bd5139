import TermCore

/// The question before a sync (Ctrl-R in the list, `S` on a problem): a small framed box in the
/// middle of the screen; `y` starts the sync, `n` or Esc does not.
enum SyncQuestionView {
  /// The question's lines, in English or Chinese, wrapped to `width` columns (44 at most).
  static func lines(chinese: Bool, width: Int) -> [String] {
    let yes = KeyMap.keys(for: .confirm, in: .confirm).first.map { KeyHint.name(of: $0) } ?? "y"
    let no = KeyMap.keys(for: .cancel, in: .confirm).first.map { KeyHint.name(of: $0) } ?? "n"
    // Chinese has no spaces to break at: one sentence a line.
    let question =
      chinese
      ? ["后台下载全部免费题目以便离线阅读？", "请求很多，可能需要很长时间。"]
      : WrappedParagraph.lines(
        "Fetch every free problem in the background for offline reading? It makes thousands of "
          + "requests and can take a long time.", width: min(44, width))
    return question + [chinese ? "\(yes) 开始  \(no) 取消" : "\(yes) start  \(no) cancel"]
  }

  /// Draws the question over the middle of the screen.
  static func draw(_ app: AppState, into grid: inout CellGrid) {
    let chinese = app.settings.chinese
    QuestionBox.draw(
      app, title: chinese ? " 同步 " : " Sync ",
      lines: lines(chinese: chinese, width: max(1, app.size.width - 6)), into: &grid)
  }
}
