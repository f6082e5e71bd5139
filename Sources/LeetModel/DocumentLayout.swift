import TermCore

/// Lays a `Document` out into lines no wider than a width. (Interim: paragraphs only; the full
/// layout replaces this.)
public enum DocumentLayout {
  /// The lines of `document` wrapped to `width` columns.
  public static func lines(_ document: Document, width: Int) -> [StyledLine] {
    var lines: [StyledLine] = []
    for block in document {
      if case .paragraph(let spans) = block {
        var current = ""
        for word in spans.map(\.text).joined().split(separator: " ") {
          if DisplayWidth.of(current) + DisplayWidth.of(word) + 1 > width, !current.isEmpty {
            lines.append(StyledLine([Span(current)]))
            current = ""
          }
          current += current.isEmpty ? String(word) : " " + word
        }
        lines.append(StyledLine([Span(current)]))
        lines.append(StyledLine())
      }
    }
    return lines
  }
}
