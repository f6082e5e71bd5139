import TermCore

/// A table too wide for its columns, laid out as one record per row.
///
/// Each cell is a `header: value` line, the value wrapped with a hanging indent under its first
/// word; when the header leaves the value too little room, the header stands on its own line
/// and the value follows indented by two columns. Records are apart by one blank line. A table
/// without a header row gives each cell's value alone.
enum TableRecords {
  /// The indentation of a value below a header that stands on its own line.
  static let valueIndent = 2

  static func lines(_ rows: [[[Span]]], header: Bool, width: Int, pageWidth: Int) -> [StyledLine] {
    let labels = header ? (rows.first ?? []).map(label) : []
    var out: [StyledLine] = []
    for row in header ? rows.dropFirst() : rows[...] {
      let record = row.enumerated().flatMap { column, cell in
        field(
          label: column < labels.count ? labels[column] : [], value: cell, width: width,
          pageWidth: pageWidth)
      }
      if record.isEmpty { continue }
      if !out.isEmpty { out.append(StyledLine()) }
      out.append(contentsOf: record)
    }
    return out
  }

  /// A header cell as one bold run of words: its line breaks made spaces, or taken out after
  /// a hyphen (`glow-` / `level` reads `glow-level`).
  private static func label(_ cell: [Span]) -> [Span] {
    var spans: [Span] = []
    for span in cell {
      var text = span.text
      if text.hasPrefix("\n"), spans.last?.text.hasSuffix("-") == true { text.removeFirst() }
      text = text.split(separator: "-\n", omittingEmptySubsequences: false).joined(separator: "-")
      text = String(text.map { $0 == "\n" ? " " : $0 })
      spans.append(Span(text, style: span.style.union(.bold)))
    }
    // One line, its spaces collapsed and trimmed (`<b>Pair </b>` reads `Pair`).
    return LineWrapper.wrap(spans, width: Int.max / 4).first?.spans ?? []
  }

  /// The lines of one cell under its header.
  private static func field(label: [Span], value: [Span], width: Int, pageWidth: Int)
    -> [StyledLine]
  {
    let overflow = max(width, pageWidth)
    let labelWidth = LineWrapper.naturalWidth(label)
    if labelWidth == 0 {
      return LineWrapper.wrap(value, width: width, overflowWidth: overflow)
    }
    let head = label + [Span(":", style: label.last?.style ?? .bold)]
    let hanging = labelWidth + 2
    let valueWords = LineWrapper.widestWord(value)
    if hanging <= width / 2, valueWords <= width - hanging {
      let valueLines = LineWrapper.wrap(value, width: width - hanging)
      guard let first = valueLines.first else { return [StyledLine(head)] }
      let indent = Span(String(repeating: " ", count: hanging))
      return [StyledLine(head + [Span(" ")] + first.spans)]
        + valueLines.dropFirst().map { StyledLine([indent] + $0.spans) }
    }
    let indent = Span(String(repeating: " ", count: valueIndent))
    let valueLines = LineWrapper.wrap(value, width: width - valueIndent, overflowWidth: overflow)
    // The colon is left out where it alone would make the header's last word too wide.
    let colonFits = LineWrapper.widestWord(head) <= overflow
    return LineWrapper.wrap(colonFits ? head : label, width: width, overflowWidth: overflow)
      + valueLines.map { line in
        LineFinishing.isOutdented(line) || line.spans.isEmpty ? line : StyledLine([indent] + line.spans)
      }
  }
}
