import TermCore

/// The parts of a document under construction, one per open block container.
///
/// Frames are classes so that the builder mutates them in place on its stack (no copy-on-write
/// copies of growing arrays).
enum DocumentFrame {
  /// The document itself, a list item or a quotation: blocks, and a paragraph being gathered.
  case flow(FlowFrame)
  /// A list whose items are flows.
  case list(ListFrame)
  /// A table whose cells are inline buffers.
  case table(TableFrame)
  /// One table cell.
  case cell(InlineBuffer)
  /// A `<pre>`: lines of spans, kept verbatim.
  case pre(PreFrame)
}

/// Blocks of a flow, and the inline text of the paragraph or heading being gathered.
final class FlowFrame {
  enum Kind { case root, item, quote }
  let kind: Kind
  var blocks: [Block] = []
  let inline = InlineBuffer()
  /// The heading level of the text being gathered, or nil for a paragraph.
  var headingLevel: Int?

  init(_ kind: Kind) { self.kind = kind }

  /// Ends the paragraph or heading being gathered, dropping it when it holds only white space.
  func flush() {
    guard !inline.spans.isEmpty else { return }
    let hasContent = inline.hasContent
    let spans = inline.take()
    guard hasContent else { return }
    if let level = headingLevel {
      blocks.append(.heading(level: level, spans))
    } else {
      blocks.append(.paragraph(spans))
    }
  }

  /// Adds a finished block after the paragraph being gathered.
  func append(_ block: Block) {
    flush()
    blocks.append(block)
  }
}

/// A list's items.
final class ListFrame {
  let ordered: Bool
  let start: Int
  var items: [[Block]] = []

  init(ordered: Bool, start: Int) {
    self.ordered = ordered
    self.start = start
  }
}

/// A table's rows; the first is a header when its cells are `<th>` or it sits in `<thead>`.
final class TableFrame {
  var rows: [[[Span]]] = []
  var row: [[Span]]?
  var rowIsHeader = true
  var firstRowIsHeader = false
  var inHead = false

  /// Starts a row, ending the one before.
  func startRow() {
    endRow()
    row = []
    rowIsHeader = true
  }

  /// Ends the current row, if any.
  func endRow() {
    guard let cells = row else { return }
    row = nil
    guard !cells.isEmpty else { return }
    if rows.isEmpty { firstRowIsHeader = rowIsHeader }
    rows.append(cells)
  }

  /// Adds a finished cell to the current row (starting one if needed).
  func appendCell(_ spans: [Span], header: Bool) {
    if row == nil { startRow() }
    row?.append(spans)
    if !header && !inHead { rowIsHeader = false }
  }
}

/// The lines of a `<pre>`.
final class PreFrame {
  var lines: [[Span]] = []
  var line: [Span] = []
  /// Nothing read yet: a newline right after `<pre>` is dropped, as HTML does.
  var atStart = true

  /// Adds text, starting a new line at each newline.
  func append(_ text: String, style: TextStyle) {
    let utf8 = text.utf8
    var start = utf8.startIndex
    if atStart, !text.isEmpty {
      atStart = false
      if utf8.first == 0x0A { start = utf8.index(after: start) }
    }
    guard utf8[start...].contains(0x0A) else {
      if start != utf8.endIndex { add(String(text.unicodeScalars[start...]), style: style) }
      return
    }
    var index = start
    while index != utf8.endIndex {
      if utf8[index] == 0x0A {
        if start < index { add(String(text.unicodeScalars[start..<index]), style: style) }
        newLine()
        start = utf8.index(after: index)
      }
      index = utf8.index(after: index)
    }
    if start < utf8.endIndex { add(String(text.unicodeScalars[start...]), style: style) }
  }

  /// Adds text that holds no newline; a tab becomes spaces up to the next 4-column stop.
  func add(_ text: String, style: TextStyle) {
    atStart = false
    if text.utf8.contains(0x09) {
      for (index, piece) in text.split(separator: "\t", omittingEmptySubsequences: false)
        .enumerated()
      {
        if index > 0 {
          let column = line.reduce(0) { $0 + TextColumns.of($1.text) }
          add(String(repeating: " ", count: 4 - column % 4), style: style)
        }
        if !piece.isEmpty { add(String(piece), style: style) }
      }
      return
    }
    if let last = line.indices.last, line[last].style == style {
      line[last].text += text
    } else {
      line.append(Span(text, style: style))
    }
  }

  func newLine() {
    atStart = false
    lines.append(line)
    line = []
  }

  /// The finished lines (the last one kept only when it holds something), leaving none.
  func finish() -> [[Span]] {
    if !line.isEmpty { lines.append(line) }
    let finished = lines
    line = []
    lines = []
    return finished
  }
}
