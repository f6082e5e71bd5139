import LeetModel
import TermCore

/// The similar questions' box over the page: one question a row (title, difficulty), the
/// selected one reversed, and the keys on the last row.
enum SimilarChooserView {
  /// The widest the box is drawn, in columns.
  static let maxWidth = 60

  static func draw(_ state: ProblemState, _ chooser: SimilarChooser, into grid: inout CellGrid) {
    let theme = state.theme
    let words = state.words
    let questions = state.source?.similarQuestions ?? []
    let language = state.settings.language
    let rows = questions.map { question -> (title: String, difficulty: Difficulty?, mark: SolvedMark) in
      (
        TextSanitizer.clean(question.title(in: language)), question.difficulty,
        state.similarMarks[question.titleSlug] ?? .untouched
      )
    }
    // A column of marks when any is known, as in the list.
    let markColumn = rows.contains { $0.mark != .untouched } ? 2 : 0
    let keys = keyLine(words)
    let inner = min(
      state.size.width - 4,
      max(DisplayWidth.of(keys), (rows.map { DisplayWidth.of($0.title) + 10 + markColumn }.max() ?? 0)) + 2,
      maxWidth)
    let visible = min(rows.count, max(1, state.size.height - 6))
    let height = visible + 3
    let box = Rect(
      x: max(0, (state.size.width - inner - 2) / 2), y: max(0, (state.size.height - height) / 2),
      width: inner + 2, height: height)
    FrameView.draw(box, title: words.hints.similarQuestions, theme: theme, into: &grid)
    let first = min(max(0, chooser.selected - visible + 1), max(0, rows.count - visible))
    for offset in 0..<visible {
      let index = first + offset
      let y = box.y + 1 + offset
      let row = rows[index]
      var x = box.x + 2
      if markColumn > 0 {
        if let sign = theme.glyphs.sign(for: row.mark) {
          grid.put(sign, at: Point(x: x, y: y), style: BrowserRowView.markStyle(row.mark, theme))
        }
        x += markColumn
      }
      var label = ""
      if let difficulty = row.difficulty { label = words.page.difficultyName(difficulty) }
      let labelWidth = DisplayWidth.of(label)
      HeaderView.drawTruncated(
        row.title, at: Point(x: x, y: y), width: inner - 3 - labelWidth - markColumn, style: Style(),
        into: &grid)
      if let difficulty = row.difficulty {
        grid.put(
          label, at: Point(x: box.maxX - 2 - labelWidth, y: y), style: theme.style(for: difficulty.style))
      }
      if index == chooser.selected {
        grid.restyle(Rect(x: box.x + 1, y: y, width: inner, height: 1)) { style in
          var style = style
          style.attributes.insert(.reverse)
          return style
        }
      }
    }
    grid.put(
      keys, at: Point(x: box.x + 2, y: box.y + height - 2), style: theme.keyName, maxWidth: inner - 2)
  }

  /// `Enter open  Esc close`, from the key map.
  static func keyLine(_ words: Words) -> String {
    let open = KeyMap.keys(for: .openEntry, in: .chooser).first.map { KeyHint.name(of: $0) } ?? "Enter"
    let close = KeyMap.keys(for: .cancel, in: .chooser).first.map { KeyHint.name(of: $0) } ?? "Esc"
    return "\(open) \(words.browser.openHint)  \(close) \(words.hints.close)"
  }
}
