import LeetTestSupport
import Testing

@testable import LeetText

/// Seeded random Markdown built from the pieces that matter: the reader never crashes, never
/// lets a control character or a placeholder mark through, and never nests past its cap.
@Suite struct MarkdownFuzzTests {
  static let pieces = [
    "a", "word ", " ", "\n", "\n\n", "\t", "*", "**", "_", "`", "```", "~~~", "~~", "#", "## ",
    "> ", "- ", "1. ", "  ", "    ", "[", "]", "(", ")", "![", "](u)", "<", ">", "<b>", "</b>",
    "<sup>", "</sup>", "<br>", "<!--", "-->", "<img src=x alt=$y$>", "<iframe src=p>", "|", "---",
    "$", "$$", "\\", "\\frac{", "}", "{", "^", "_{", "\\le ", "\\text{", "{:", "[TOC]", "!?!",
    "&amp;", "&#27;", "\u{1B}[31m", "\u{07}", "\u{9B}", "\u{202E}", "\u{E000}", "\u{E001}", "0",
    "\\n", "| a | b |\n|---|---|\n", "- [x] ", "é", "中", "🙂",
  ]

  @Test func randomMarkdownIsReadSafely() {
    var random = SeededGenerator(state: 20_261_130)
    for round in 0..<400 {
      var markdown = ""
      for _ in 0..<Int.random(in: 1...120, using: &random) {
        markdown += Self.pieces.randomElement(using: &random) ?? ""
      }
      let document = MarkdownReader.document(markdown)
      for span in Self.spans(document) {
        let bad = span.text.unicodeScalars.contains { scalar in
          (scalar.value < 0x20 && scalar != "\n") || (0x7F..<0xA0).contains(scalar.value)
            || scalar == "\u{202E}" || scalar == "\u{E000}" || scalar == "\u{E001}"
        }
        #expect(!bad, "round \(round): \(span.text.debugDescription) from \(markdown.debugDescription)")
        if span.text.contains("\n") { #expect(span.text == "\n", "round \(round)") }
      }
      #expect(Self.depth(document) <= MarkdownReader.maximumNesting)
    }
  }

  @Test func nestingIsCappedForListsAndQuotesMixed() {
    let lines = (0..<1_000).map { level in
      String(repeating: "  ", count: level) + (level % 2 == 0 ? "- item" : "> quoted")
    }
    let document = MarkdownReader.document(lines.joined(separator: "\n"))
    #expect(Self.depth(document) <= MarkdownReader.maximumNesting)
    #expect(!document.isEmpty)
  }

  @Test(arguments: ["- ", "1. ", "> - ", "* > ", "> 1) "])
  func tenThousandNestedContainersOnOneLine(marker: String) {
    let document = MarkdownReader.document(String(repeating: marker, count: 10_000) + "x")
    #expect(Self.depth(document) == MarkdownReader.maximumNesting)
    #expect(Self.spans(document).map(\.text) == ["x"])
  }

  // MARK: - Walking documents without recursion

  /// Every span of every block, cells and code lines included.
  static func spans(_ document: Document) -> [Span] {
    var spans: [Span] = []
    var pending: [Block] = document
    while let block = pending.popLast() {
      switch block {
      case .paragraph(let inline), .heading(_, let inline): spans += inline
      case .preformatted(let lines, _): spans += lines.flatMap { $0 }
      case .list(_, _, let items): pending += items.flatMap { $0 }
      case .quote(let blocks): pending += blocks
      case .table(let rows, _): spans += rows.flatMap { $0.flatMap { $0 } }
      case .rule: break
      }
    }
    return spans
  }

  /// How many lists and quotes nest at the deepest point.
  static func depth(_ document: Document) -> Int {
    var deepest = 0
    var pending: [(Block, Int)] = document.map { ($0, 0) }
    while let (block, level) = pending.popLast() {
      switch block {
      case .list(_, _, let items):
        deepest = max(deepest, level + 1)
        pending += items.flatMap { $0 }.map { ($0, level + 1) }
      case .quote(let blocks):
        deepest = max(deepest, level + 1)
        pending += blocks.map { ($0, level + 1) }
      default:
        break
      }
    }
    return deepest
  }
}
