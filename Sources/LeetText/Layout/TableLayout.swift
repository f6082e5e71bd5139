import TermCore

/// Lays out a table as aligned columns, one row per line or per group of lines when cells wrap.
///
/// Columns take their natural widths when they fit; otherwise the gaps narrow to one space when
/// columns are many, and the widest columns shrink until they fit, their cells wrapping. When
/// not even two columns each fit, or a URL would have to break inside a column, each row is
/// one wrapped paragraph of cells apart by ` │ `.
enum TableLayout {
  static let minimumColumn = 2

  static func lines(_ rows: [[[Span]]], header: Bool, width: Int) -> [StyledLine] {
    let columns = rows.reduce(0) { max($0, $1.count) }
    guard columns > 0 else { return [] }
    if minimumColumn * columns + (columns - 1) > width {
      return stacked(rows, header: header, width: width)
    }
    var natural = [Int](repeating: 1, count: columns)
    for row in rows {
      for (column, cell) in row.enumerated() {
        natural[column] = max(natural[column], LineWrapper.naturalWidth(cell))
      }
    }
    // Two spaces between columns, or one when that leaves the columns too little room.
    let total = natural.reduce(0, +)
    let roomy = total + 2 * (columns - 1) <= width || (width - 2 * (columns - 1)) / columns >= 10
    let separator = roomy ? "  " : " "
    let widths = fit(natural, into: width - separator.count * (columns - 1))
    // A URL broken inside a column would be interleaved with its neighbours: keep it whole.
    for row in rows {
      for (column, cell) in row.enumerated() where longestURL(in: cell) > widths[column] {
        return stacked(rows, header: header, width: width)
      }
    }
    var out: [StyledLine] = []
    for (index, row) in rows.enumerated() {
      let isHeader = header && index == 0
      var cellLines: [[StyledLine]] = []
      for column in 0..<columns {
        var cell = column < row.count ? row[column] : []
        if isHeader { cell = cell.map { Span($0.text, style: $0.style.union(.bold)) } }
        cellLines.append(LineWrapper.wrap(cell, width: widths[column]))
      }
      let height = cellLines.reduce(1) { max($0, $1.count) }
      for lineIndex in 0..<height {
        var spans: [Span] = []
        for column in 0..<columns {
          if column > 0 { spans.append(Span(separator)) }
          let line =
            lineIndex < cellLines[column].count ? cellLines[column][lineIndex] : StyledLine()
          spans.append(contentsOf: line.spans)
          let padding = widths[column] - line.width
          if padding > 0 { spans.append(Span(String(repeating: " ", count: padding))) }
        }
        out.append(StyledLine(spans))
      }
      if isHeader {
        var spans: [Span] = []
        for column in 0..<columns {
          if column > 0 { spans.append(Span(separator)) }
          spans.append(Span(String(repeating: "─", count: widths[column]), style: .dim))
        }
        out.append(StyledLine(spans))
      }
    }
    return out
  }

  /// The columns of the widest word in `cell` that holds `://`.
  private static func longestURL(in cell: [Span]) -> Int {
    var longest = 0
    for span in cell where span.text.contains("://") {
      for word in span.text.split(separator: " ") where word.contains("://") {
        longest = max(longest, TextColumns.of(word))
      }
    }
    return longest
  }

  /// Column widths no larger than `natural` that sum to at most `available`: the widest columns
  /// are cut to a common cap, and what the cap leaves goes back to them left to right.
  static func fit(_ natural: [Int], into available: Int) -> [Int] {
    if natural.reduce(0, +) <= available { return natural }
    func used(_ cap: Int) -> Int { natural.reduce(0) { $0 + max(minimumColumn, min($1, cap)) } }
    var low = minimumColumn
    var high = natural.max() ?? minimumColumn
    while low < high {
      let middle = (low + high + 1) / 2
      if used(middle) <= available { low = middle } else { high = middle - 1 }
    }
    var widths = natural.map { max(minimumColumn, min($0, low)) }
    var spare = available - widths.reduce(0, +)
    for column in widths.indices where spare > 0 && widths[column] < natural[column] {
      widths[column] += 1
      spare -= 1
    }
    return widths
  }

  /// The table as one wrapped paragraph per row, cells apart by ` │ `, for narrow widths.
  private static func stacked(_ rows: [[[Span]]], header: Bool, width: Int) -> [StyledLine] {
    var out: [StyledLine] = []
    for (index, row) in rows.enumerated() {
      var spans: [Span] = []
      for (column, cell) in row.enumerated() {
        if column > 0 { spans.append(Span(" │ ", style: .dim)) }
        let flat = cell.map { Span($0.text == "\n" ? " " : $0.text, style: $0.style) }
        spans.append(
          contentsOf: header && index == 0
            ? flat.map { Span($0.text, style: $0.style.union(.bold)) } : flat)
      }
      out.append(contentsOf: LineWrapper.wrap(spans, width: width))
      if header && index == 0 {
        out.append(StyledLine([Span(String(repeating: "─", count: min(width, 40)), style: .dim)]))
      }
    }
    return out
  }
}
