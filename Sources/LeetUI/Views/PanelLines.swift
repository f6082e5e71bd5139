import LeetText
import TermCore

/// The judge panel's lines wrapped to its width, as `<pre>` lines are broken.
///
/// A line breaks between words or next to a wide character; a continued line hangs under the
/// text after the line's head (a label, a mark, an indentation: a first span ending in a
/// space) behind `↪`. The caret under the first difference of a wrapped value goes under the
/// piece of it that holds the difference.
enum PanelLines {
  /// `lines` at `width` columns.
  static func wrap(_ lines: [StyledLine], width: Int) -> [StyledLine] {
    var out: [StyledLine] = []
    // The value line just wrapped: where its pieces are in `out`, and the line itself.
    var previous: (line: StyledLine, pieces: Range<Int>)?
    for line in lines {
      if line.width > width, let previous, let caret = caret(line),
        let placed = place(
          caret, under: previous.line, pieces: Array(out[previous.pieces]), width: width)
      {
        out.insert(placed.line, at: previous.pieces.lowerBound + placed.after + 1)
        continue
      }
      let start = out.count
      out += wrap(line, width: width)
      previous = (line, start..<out.count)
    }
    return out
  }

  /// `line` in lines of at most `width` columns.
  static func wrap(_ line: StyledLine, width: Int) -> [StyledLine] {
    ContinuedLine.lines(line, width: width, headSpans: hasHead(line) ? 1 : 0)
  }

  /// Whether the line's first span is a head its continued lines hang under.
  private static func hasHead(_ line: StyledLine) -> Bool {
    line.spans.count > 1 && line.spans.first?.text.hasSuffix(" ") == true
  }

  /// A caret line's column and its text: spaces, then a span that starts with `^`.
  private static func caret(_ line: StyledLine) -> (column: Int, text: Span)? {
    guard line.spans.count == 2, let lead = line.spans.first, lead.text.allSatisfy({ $0 == " " }),
      line.spans[1].text.hasPrefix("^")
    else { return nil }
    return (DisplayWidth.of(lead.text), line.spans[1])
  }

  /// The caret line under the piece of `value` that holds `caret`'s column, and that piece's index.
  ///
  /// `pieces` are the value's wrapped lines; nil when it was not wrapped.
  private static func place(
    _ caret: (column: Int, text: Span), under value: StyledLine, pieces: [StyledLine], width: Int
  ) -> (line: StyledLine, after: Int)? {
    guard pieces.count > 1, hasHead(value), let head = value.spans.first else { return nil }
    let headWidth = DisplayWidth.of(head.text)
    let text = value.spans.dropFirst().map(\.text).joined()
    var column = caret.column - headWidth
    guard column >= 0 else { return nil }
    var characters = Substring(text)
    for (index, piece) in pieces.enumerated() {
      // A continued piece starts after its hanging indentation and mark, its spaces skipped.
      let lead = index == 0 ? headWidth : DisplayWidth.of(piece.spans.first?.text ?? "")
      if index > 0 {
        while let first = characters.first, first == " " {
          characters.removeFirst()
          column -= 1
        }
      }
      let shown = piece.spans.dropFirst().map(\.text).joined()
      let shownWidth = DisplayWidth.of(shown)
      if column < shownWidth || index == pieces.count - 1 {
        let x = lead + max(0, column)
        // Only the caret itself when its words do not fit beside it.
        var mark = caret.text
        if x + DisplayWidth.of(mark.text) > width { mark.text = "^" }
        return (StyledLine([Span(String(repeating: " ", count: x)), mark]), index)
      }
      characters = characters.dropFirst(shown.count)
      column -= shownWidth
    }
    return nil
  }
}
