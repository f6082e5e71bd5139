import LeetModel
import LeetText

extension ProblemPage {
  /// The hints heading, then each hint: the first `open` under `▾ Hint 1 of 3` with its text,
  /// the rest folded as `▸ Hint 2 of 3` lines, the next one naming the key that opens it.
  func foldedHints(open: Int, words: Words) -> Document {
    let hints = problem.hints
    var document: Document = [.heading(level: 2, [Span(words.page.hints)])]
    let key = KeyMap.keys(for: .nextHint, in: .page).first.map { KeyHint.name(of: $0) } ?? "H"
    for (index, hint) in hints.enumerated() {
      let fold = words.hints.hintFold(index + 1, hints.count)
      if index < open {
        document.append(.paragraph([Span("▾ " + fold, style: .bold)]))
        document += HTMLReader.document(hint)
      } else {
        var spans = [Span("▸ " + fold, style: .dim)]
        if index == open { spans.append(Span(" · \(key) \(words.hints.nextHint)", style: .dim)) }
        document.append(.paragraph(spans))
      }
    }
    return document
  }

  /// The line of the fold of hint `number` (from 1) once open, as the page lays it out.
  static func openHintLine(_ number: Int, of count: Int, words: Words) -> String {
    "▾ " + words.hints.hintFold(number, count)
  }
}
