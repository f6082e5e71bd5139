import TermCore

/// A styled line too wide for its width, broken as a `<pre>` line is (`PreformattedLayout`).
///
/// It breaks at a space or next to a wide character near the end of a line, never inside a
/// URL; the lines after the first hang under the text after its head (a label, a bullet)
/// behind the continuation mark `↪`, and every span keeps its own style.
public enum ContinuedLine {
  /// The mark that starts a continued line, as in a `<pre>` block.
  public static let mark = PreformattedLayout.continuationMark

  /// The fewest columns a hanging line keeps for its text.
  ///
  /// A head that leaves fewer goes into the text, and the lines hang from the left edge.
  static let minimumHangingRoom = 10

  /// `line` in lines of at most `width` columns, a URL wider than that excepted.
  ///
  /// The lines after the first hang under the text after its first `headSpans` spans.
  public static func lines(_ line: StyledLine, width: Int, headSpans: Int = 0) -> [StyledLine] {
    guard line.width > width else { return [line] }
    var head = Array(line.spans.prefix(headSpans))
    var headWidth = head.reduce(0) { $0 + TextColumns.of($1.text) }
    if width - headWidth < minimumHangingRoom {
      head = []
      headWidth = 0
    }
    let body = Array(line.spans.dropFirst(head.count))
    let keepsPre = body.contains { $0.style.contains(.preformatted) }
    var lines = PreformattedLayout.lines([body], width: width, indent: headWidth).map {
      keepsPre ? $0 : StyledLine($0.spans.map { Span($0.text, style: $0.style.subtracting(.preformatted)) })
    }
    // The first line starts with the head where the layout put its indentation.
    if !head.isEmpty, let first = lines.first {
      lines[0] = StyledLine(head + first.spans.dropFirst())
    }
    keepSeparatorsWithTheirWord(&lines, width: width)
    return lines.isEmpty ? [line] : lines
  }

  /// A lone `·` that ends a line goes to the start of the next, with the word it introduces
  /// (as `LineWrapper` places it), when that line has room for it.
  private static func keepSeparatorsWithTheirWord(_ lines: inout [StyledLine], width: Int) {
    for index in lines.indices.dropLast() {
      var spans = lines[index].spans
      guard var last = spans.popLast() else { continue }
      let trimmed = String(last.text.reversed().drop { $0 == " " }.reversed())
      guard trimmed.hasSuffix(" ·") || trimmed == "·",
        lines[index + 1].width + 2 <= width, !lines[index + 1].spans.isEmpty
      else { continue }
      last.text = String(trimmed.dropLast().reversed().drop { $0 == " " }.reversed())
      if !last.text.isEmpty { spans.append(last) }
      lines[index] = StyledLine(spans)
      // After the next line's continuation mark.
      var next = lines[index + 1].spans
      next.insert(Span("· ", style: last.style), at: 1)
      lines[index + 1] = StyledLine(next)
    }
  }
}
