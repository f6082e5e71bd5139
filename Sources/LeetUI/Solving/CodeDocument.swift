import LeetText
import TermCore

/// The Code segment's page: the solution file (or the template) with syntax colouring, and the
/// judge's last result under it.
public enum CodeDocument {
  /// How the reader writes the solution file: a key in the interface, a command in print.
  public enum Writing: Sendable {
    /// The interface: `e` writes it.
    case key
    /// Print mode: this command writes it (`leetview edit 1`).
    case command(String)
  }

  /// The page for `code`; `problem` says why there is no code to show, if so.
  public static func document(
    _ code: SolutionCode?, problem: String?, result: [StyledLine], words: Words,
    writing: Writing = .key
  ) -> Document {
    var document: Document = []
    if case .key = writing { document.append(keysLine(words)) }
    if let problem {
      document.append(.paragraph([Span(TextSanitizer.oneLine(problem), style: .notice)]))
    } else if let code {
      document += codeBlocks(code, words: words, writing: writing)
    } else {
      document.append(ProblemPage.readingSolution(words))
    }
    if !result.isEmpty {
      document.append(.heading(level: 3, [Span(words.solving.lastResult)]))
      document.append(.preformatted(lines: result.map(\.spans), language: nil))
    }
    return document
  }

  /// The segment's keys, named from the key map: `e edit · t test · T test here · x submit · c cases`.
  static func keysLine(_ all: Words) -> Block {
    let words = all.solving
    let hints = KeyHint.hints(
      [
        ([.editSolution], words.editHint), ([.runTests], words.testHint), ([.runLocally], words.localHint),
        ([.submitSolution], words.submitHint), ([.editCases], words.casesHint),
      ], in: .page)
    var spans: [Span] = []
    for (index, hint) in hints.enumerated() {
      if index > 0 { spans.append(Span(" · ", style: .dim)) }
      spans += [Span(hint.key, style: .bold), Span(" " + hint.label, style: .dim)]
    }
    return .paragraph(spans)
  }

  /// The file's name and language, a note when it is the template, and the code.
  private static func codeBlocks(_ code: SolutionCode, words: Words, writing: Writing) -> Document {
    var blocks: Document = [
      .paragraph([
        Span(TextSanitizer.oneLine(code.languageName), style: .bold), Span(" · "),
        Span(TextSanitizer.oneLine(code.path), style: .dim),
      ])
    ]
    if code.isTemplate {
      let note =
        switch writing {
        case .key: words.page.templateForKey
        case .command(let command): words.page.templateForCommand(TextSanitizer.oneLine(command))
        }
      blocks.append(.paragraph([Span(note, style: .notice)]))
    }
    let lines = SolutionPrinter.lines(of: code.text)
    blocks.append(
      .preformatted(
        lines: SyntaxHighlighter.lines(lines, language: code.languageSlug),
        language: code.languageSlug))
    return blocks
  }
}
