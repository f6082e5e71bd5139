import LeetText
import TermCore

/// A framed box in the middle of the screen listing the page's keys (from `KeyMap`); on a narrow screen each key goes
/// above its meaning, and a list taller than the screen scrolls.
enum HelpOverlay {
  /// One row of the list: keys (drawn bold) and what they do, either may be empty; or a line
  /// of the last message, drawn across the box.
  struct Row: Hashable {
    var keys: String
    var action: String
    var isMessage = false
  }

  /// The box's geometry for a screen size.
  struct Layout {
    var box: Rect
    var keysWidth: Int
    var rows: [Row]
    /// List rows that fit inside the box.
    var visibleRows: Int
    var maxScroll: Int { max(0, rows.count - visibleRows) }
  }

  /// The rows of the key map listed on a problem's page, in English.
  static let entries = entries(Words.english)

  /// The rows of the key map listed on a problem's page, in `words`.
  static func entries(_ words: Words) -> [(keys: String, action: String)] {
    KeyMap.rows(for: .problem).map { (keys: $0.keys(in: words), action: $0.help(in: words)) }
  }

  /// The box for `size`; below the keys, the last status message in full, when there is one.
  static func layout(for size: Size, lastMessage: String? = nil, words: Words = .english) -> Layout {
    let entries = Self.entries(words)
    let footer = KeyHint.helpFooter(words)
    let keysWidth = entries.map { DisplayWidth.of($0.keys) }.max() ?? 0
    let actionWidth = entries.map { DisplayWidth.of($0.action) }.max() ?? 0
    let maxInner = max(10, size.width - 4)
    var rows: [Row]
    var columns = keysWidth
    var inner = keysWidth + 3 + actionWidth + 2
    if inner <= maxInner {
      rows = entries.map { Row(keys: $0.keys, action: $0.action) }
    } else {
      // Keys on one row, the meaning indented below, wrapped to the box.
      columns = 0
      inner = min(maxInner, max(keysWidth, actionWidth + 2, DisplayWidth.of(footer)) + 2)
      let room = max(1, inner - 4)
      rows = entries.flatMap { entry in
        [Row(keys: entry.keys, action: "")]
          + WrappedParagraph.lines(entry.action, width: room).map { Row(keys: "", action: "  " + $0) }
      }
    }
    inner = max(inner, DisplayWidth.of(footer) + 2)
    inner = min(inner, maxInner)
    if let lastMessage {
      rows +=
        [Row(keys: "", action: "")] + messageRows(lastMessage, width: inner - 2, words: words)
    }
    let visible = max(1, min(rows.count, size.height - 4))
    let boxWidth = inner + 2
    let boxHeight = visible + 3
    let box = Rect(
      x: (size.width - boxWidth) / 2, y: max(0, (size.height - boxHeight) / 2), width: boxWidth,
      height: boxHeight)
    return Layout(box: box, keysWidth: columns, rows: rows, visibleRows: visible)
  }

  static func draw(_ state: ProblemState, into grid: inout CellGrid) {
    let theme = state.theme
    let glyphs = theme.glyphs
    let words = state.words
    let layout = layout(for: state.size, lastMessage: state.lastMessageText, words: words)
    let box = layout.box
    let inner = box.width - 2
    FrameView.draw(box, title: words.panels.keysTitle, theme: theme, into: &grid)
    let scroll = min(state.helpScroll, layout.maxScroll)
    let textX = box.x + 2
    let textWidth = inner - 2
    for (index, row) in layout.rows.dropFirst(scroll).prefix(layout.visibleRows).enumerated() {
      let y = box.y + 1 + index
      if row.isMessage {
        grid.put(row.action, at: Point(x: textX, y: y), style: theme.notice, maxWidth: textWidth)
        continue
      }
      let used = grid.put(
        row.keys, at: Point(x: textX, y: y), style: theme.keyName, maxWidth: textWidth)
      let actionX = layout.keysWidth > 0 ? textX + layout.keysWidth + 3 : textX + used
      grid.put(row.action, at: Point(x: actionX, y: y), maxWidth: textX + textWidth - actionX)
    }
    let closing = KeyHint.helpFooter(words)
    var footer = closing
    if layout.maxScroll > 0 {
      footer = scroll < layout.maxScroll ? "↓ j/k  " + closing : "↑ j/k  " + closing
      if !glyphs.hasHalfCells { footer = "j/k  " + closing }
    }
    let footerX = box.x + max(1, (box.width - DisplayWidth.of(footer)) / 2)
    grid.put(footer, at: Point(x: footerX, y: box.maxY - 2), style: theme.quiet, maxWidth: inner)
  }

  /// `Last message:` (`上一条消息：`) and the message wrapped to `width` columns, as rows.
  static func messageRows(_ message: String, width: Int, words: Words = .english) -> [Row] {
    let paragraph: Document = [.paragraph([Span(TextSanitizer.clean(message))])]
    let lines = DocumentLayout.lines(paragraph, width: width).map(\.text)
    return [Row(keys: words.panels.lastMessage, action: "")]
      + lines.map { Row(keys: "", action: $0, isMessage: true) }
  }
}
