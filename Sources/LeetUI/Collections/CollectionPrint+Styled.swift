import LeetText

extension CollectionPrint {
  /// `lines` as styled lines for `--color always`: headings (the lines that start at the margin)
  /// bold, a solved mark in the colour of easy and an attempted one in that of medium.
  public func styled(_ lines: [String]) -> [StyledLine] {
    lines.map { line in
      guard let first = line.first else { return StyledLine() }
      if first != " " { return StyledLine([Span(line, style: .bold)]) }
      let marks: [(String, TextStyle)] = [
        ("  \(glyphs.solved) ", .easy), ("  \(glyphs.attempted) ", .medium),
      ]
      for (mark, style) in marks where line.hasPrefix(mark) {
        return StyledLine([
          Span("  "), Span(String(mark.dropFirst(2).dropLast()), style: style),
          Span(" " + line.dropFirst(mark.count)),
        ])
      }
      return StyledLine([Span(line)])
    }
  }
}
