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

  static func draw(_ app: AppState, _ kind: SyncKind, into grid: inout CellGrid) {
    let theme = app.theme
    let chinese = app.settings.chinese
    let lines = lines(kind, chinese: chinese, width: max(1, app.size.width - 6))
    let inner = min(app.size.width - 2, (lines.map { DisplayWidth.of($0) }.max() ?? 0) + 4)
    let height = min(app.size.height, lines.count + 2)
    let box = Rect(
      x: max(0, (app.size.width - inner - 2) / 2), y: max(0, (app.size.height - height) / 2),
      width: inner + 2, height: height)
    FrameView.draw(box, title: chinese ? " 同步 " : " Sync ", theme: theme, into: &grid)
    for (index, line) in lines.prefix(max(0, height - 2)).enumerated() {
      let style = index == lines.count - 1 ? theme.keyName : Style()
      grid.put(
        line, at: Point(x: box.x + 3, y: box.y + 1 + index), style: style, maxWidth: inner - 2)
    }
  }
}
