import TermCore

/// Lays out a table as aligned columns when they fit, else as one record per row.
///
/// Columns fit when each can be as wide as its widest word (a URL counts as one word) and the
/// columns with the gaps between them fit the width: then they take their natural widths, or,
/// when those are too wide, the widest columns shrink (never below their widest word) and their
/// cells wrap between words; gaps narrow to one space when columns are many. Otherwise each row
/// becomes a record (`TableRecords`): one `header: value` line per cell, records apart by a
/// blank line. No word is split either way unless it alone is wider than the width.
enum TableLayout {
  static let minimumColumn = 2

  /// The lines of a table; `pageWidth` is the room a word too wide for `width` may take on a
  /// line of its own in a record.
  static func lines(_ rows: [[[Span]]], header: Bool, width: Int, pageWidth: Int = 0)
    -> [StyledLine]
  {
    let columns = rows.reduce(0) { max($0, $1.count) }
    guard columns > 0 else { return [] }
    guard let widths = columnWidths(rows, columns: columns, width: width) else {
      return TableRecords.lines(rows, header: header, width: width, pageWidth: pageWidth)
    }
    let separator = widths.separator
    var out: [StyledLine] = []
    for (index, row) in rows.enumerated() {
      let isHeader = header && index == 0
      var cellLines: [[StyledLine]] = []
      for column in 0..<columns {
        var cell = column < row.count ? row[column] : []
        if isHeader { cell = cell.map { Span($0.text, style: $0.style.union(.bold)) } }
        cellLines.append(LineWrapper.wrap(cell, width: widths.columns[column]))
      }
      let height = cellLines.reduce(1) { max($0, $1.count) }
      for lineIndex in 0..<height {
        var spans: [Span] = []
        for column in 0..<columns {
          if column > 0 { spans.append(Span(separator)) }
          let line =
            lineIndex < cellLines[column].count ? cellLines[column][lineIndex] : StyledLine()
          spans.append(contentsOf: line.spans)
          let padding = widths.columns[column] - line.width
          if padding > 0 { spans.append(Span(String(repeating: " ", count: padding))) }
        }
        out.append(StyledLine(spans))
      }
      if isHeader {
        var spans: [Span] = []
        for column in 0..<columns {
          if column > 0 { spans.append(Span(separator)) }
          spans.append(Span(String(repeating: "─", count: widths.columns[column]), style: .dim))
        }
        out.append(StyledLine(spans))
      }
    }
    return out
  }

  /// The widths of the columns and the gap between them, or nil when the columns cannot fit
  /// `width` without splitting a word.
  private static func columnWidths(_ rows: [[[Span]]], columns: Int, width: Int) -> (
    columns: [Int], separator: String
  )? {
    var natural = [Int](repeating: 1, count: columns)
    var floor = [Int](repeating: minimumColumn, count: columns)
    for row in rows {
      for (column, cell) in row.enumerated() {
        natural[column] = max(natural[column], LineWrapper.naturalWidth(cell))
        floor[column] = max(floor[column], LineWrapper.widestWord(cell))
      }
    }
    // Two spaces between columns, or one when that leaves the columns too little room.
    let total = natural.reduce(0, +)
    let roomy = total + 2 * (columns - 1) <= width || (width - 2 * (columns - 1)) / columns >= 10
    for separator in roomy ? ["  ", " "] : [" "] {
      let available = width - separator.count * (columns - 1)
      if floor.reduce(0, +) <= available {
        return (fit(natural, into: available, floor: floor), separator)
      }
    }
    return nil
  }

  /// Column widths no larger than `natural` (nor smaller than `floor`, at least
  /// `minimumColumn`) that sum to at most `available`: the widest columns are cut to a common
  /// cap, and what the cap leaves goes back to them left to right.
  static func fit(_ natural: [Int], into available: Int, floor: [Int]? = nil) -> [Int] {
    if natural.reduce(0, +) <= available { return natural }
    let floor = floor ?? [Int](repeating: minimumColumn, count: natural.count)
    func width(_ column: Int, _ cap: Int) -> Int {
      max(floor[column], minimumColumn, min(natural[column], cap))
    }
    func used(_ cap: Int) -> Int { natural.indices.reduce(0) { $0 + width($1, cap) } }
    var low = minimumColumn
    var high = natural.max() ?? minimumColumn
    while low < high {
      let middle = (low + high + 1) / 2
      if used(middle) <= available { low = middle } else { high = middle - 1 }
    }
    var widths = natural.indices.map { width($0, low) }
    var spare = available - widths.reduce(0, +)
    for column in widths.indices where spare > 0 && widths[column] < natural[column] {
      widths[column] += 1
      spare -= 1
    }
    return widths
  }
}
