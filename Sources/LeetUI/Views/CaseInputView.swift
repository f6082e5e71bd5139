import LeetText
import TermCore

/// The judge panel's box for typing test cases: what to type, the lines typed with the
/// insertion point where it stands, and the box's keys from `KeyMap`.
enum CaseInputView {
  /// The mark before each line typed.
  static let prompt = "› "
  /// The insertion point, between the characters it stands between.
  static let cursor = "▏"

  /// The box's lines at `width` columns (the panel wraps the typed ones).
  static func lines(_ input: CaseInput, state: ProblemState, width: Int) -> [StyledLine] {
    let words = state.words
    let ask =
      (input.hasExamples ? words.solving.editCases : words.solving.typeCasesNoExamples)
      + (state.solve.caseLines.map(words.solving.linesPerCase) ?? "")
    var out = WrappedParagraph.lines(ask, width: width).map { StyledLine([Span($0)]) }
    out.append(StyledLine())
    for (index, line) in input.lines.enumerated() {
      guard index == input.line else {
        out.append(StyledLine([Span(prompt, style: .dim), Span(TextSanitizer.clean(line), style: .code)]))
        continue
      }
      out.append(
        StyledLine([
          Span(prompt, style: .dim), Span(TextSanitizer.clean(String(input.beforeCursor)), style: .code),
          Span(cursor, style: .medium), Span(TextSanitizer.clean(String(input.afterCursor)), style: .code),
        ]))
    }
    out.append(StyledLine())
    let keys = KeyMap.rows(for: .caseInput).map {
      $0.keys(in: words) + " " + $0.help(in: words)
    }
    out += WrappedParagraph.lines(keys.joined(separator: " · "), width: width).map {
      StyledLine([Span($0, style: .dim)])
    }
    return out
  }

  /// The hints in the box's frame: run and cancel.
  static func footer(_ words: SolvingWords) -> String {
    let hints = KeyHint.hints([([.runCases], words.run), ([.cancel], words.cancel)], in: .caseInput)
    return " " + hints.map { "\($0.key) \($0.label)" }.joined(separator: " · ") + " "
  }
}
