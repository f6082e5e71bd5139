import LeetText
import TermCore

/// The Code segment's page: the solution file (or the template) with syntax colouring, and the
/// judge's last result under it.
public enum CodeDocument {
  /// The page for `code`; `problem` says why there is no code to show, if so.
  public static func document(
    _ code: SolutionCode?, problem: String?, result: [StyledLine], chinese: Bool
  ) -> Document {
    var document: Document = []
    if let problem {
      document.append(.paragraph([Span(TextSanitizer.oneLine(problem), style: .notice)]))
    } else if let code {
      document += codeBlocks(code, chinese: chinese)
    } else {
      document.append(ProblemPage.readingSolution(chinese: chinese))
    }
    if !result.isEmpty {
      document.append(.heading(level: 3, [Span(chinese ? "上次结果" : "Last result")]))
      document.append(.preformatted(lines: result.map(\.spans), language: nil))
    }
    return document
  }

  /// The file's name and language, a note when it is the template, and the code.
  private static func codeBlocks(_ code: SolutionCode, chinese: Bool) -> Document {
    var blocks: Document = [
      .paragraph([
        Span(TextSanitizer.oneLine(code.languageName), style: .bold), Span(" · "),
        Span(TextSanitizer.oneLine(code.path), style: .dim),
      ])
    ]
    if code.isTemplate {
      let note =
        chinese
        ? "还没有解答文件，下面是模板；按 e 开始编写。"
        : "No solution file yet; this is the template. Press e to write it."
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
