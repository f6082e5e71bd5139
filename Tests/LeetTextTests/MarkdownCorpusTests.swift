import Foundation
import LeetTestSupport
import TermCore
import Testing

@testable import LeetText

/// Every real solution and editorial of the shared corpus, read and laid out at 80 and 40
/// columns: no Markdown or LaTeX source leaks, every code line is kept, no line is too wide.
@Suite struct MarkdownCorpusTests {
  /// One article of the corpus.
  struct Article {
    var name: String
    var markdown: String
  }

  /// The articles of `solutions.jsonl` and `editorials.jsonl`, or nil when the corpus is absent.
  static func articles() -> [Article]? {
    guard let solutions = Corpus.lines("solutions.jsonl"),
      let editorials = Corpus.lines("editorials.jsonl")
    else { return nil }
    var articles: [Article] = []
    for (index, line) in solutions.enumerated() {
      if let object = try? JSONSerialization.jsonObject(with: line) as? [String: Any],
        let markdown = object["solutionMarkdown"] as? String
      {
        articles.append(Article(name: "solutions.jsonl:\(index + 1)", markdown: markdown))
      }
    }
    for (index, line) in editorials.enumerated() {
      if let object = try? JSONSerialization.jsonObject(with: line) as? [String: Any],
        let solution = object["solution"] as? [String: Any],
        let markdown = solution["content"] as? String
      {
        articles.append(Article(name: "editorials.jsonl:\(index + 1)", markdown: markdown))
      }
    }
    return articles
  }

  /// Source text that must never reach the reader outside code.
  static let leaks = [
    "**", "```", "$\\textit", "\\frac", "\\le ", "$$", "<!--", "[TOC]", "{:", "!?!",
  ]

  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason)) func corpusIsReadWithoutLeaks() throws {
    guard let articles = Self.articles() else {
      throw CorpusError.missing("solutions.jsonl or editorials.jsonl")
    }
    #expect(articles.count >= 70)
    var codeLines = 0
    for article in articles {
      let document = MarkdownReader.document(article.markdown)
      #expect(!document.isEmpty, "\(article.name)")
      for text in Self.prose(document) {
        for leak in Self.leaks {
          #expect(!text.contains(leak), "\(article.name): \(leak) in \(text.prefix(120))")
        }
        #expect(!Self.hasLaTeXCommand(text), "\(article.name): \(text.prefix(120))")
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
      }
      let kept = Set(Self.codeLines(document))
      for line in Self.fencedCodeLines(article.markdown) {
        codeLines += 1
        #expect(kept.contains(line), "\(article.name): code line lost: \(line)")
      }
    }
    print("Markdown corpus: \(articles.count) articles, \(codeLines) fenced code lines checked")
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason), arguments: [80, 40])
  func corpusLaysOutWithinTheWidth(width: Int) throws {
    guard let articles = Self.articles() else {
      throw CorpusError.missing("solutions.jsonl or editorials.jsonl")
    }
    for article in articles {
      let document = MarkdownReader.document(article.markdown)
      let lines = DocumentLayout.lines(document, width: width)
      let leaking = lines.filter { line in
        let prose = line.spans.filter {
          !$0.style.contains(.code) && !$0.style.contains(.preformatted)
        }
        .map(\.text).joined()
        return Self.leaks.contains { prose.contains($0) }
      }
      let leakingCount = leaking.count
      #expect(
        leakingCount == 0,
        "\(article.name) at \(width): source leaks in \(leaking.first?.text ?? "")")
      let tooWide = lines.filter { $0.width > width && !PrintRules.isLoneURL($0.text) }
      let tooWideCount = tooWide.count
      #expect(
        tooWideCount == 0,
        "\(article.name) at \(width): \(tooWide.count) lines too wide, first: \(tooWide.first?.text ?? "")"
      )
      let laidOut = lines.map(\.text)
      let lost = Self.fencedCodeLines(article.markdown).filter { code in
        !code.isEmpty && DisplayWidth.of(code) <= width - 8
          && !laidOut.contains { $0.contains(code) }
      }
      let lostCount = lost.count
      #expect(
        lostCount == 0,
        "\(article.name) at \(width): \(lost.count) code lines not laid out, first: \(lost.first ?? "")"
      )
    }
  }

  // MARK: - Reading documents

  /// The text of every paragraph, heading and cell, code spans left out.
  static func prose(_ document: Document) -> [String] {
    var texts: [String] = []
    var pending: [Block] = document.reversed()
    while let block = pending.popLast() {
      switch block {
      case .paragraph(let spans), .heading(_, let spans):
        texts.append(spans.filter { !$0.style.contains(.code) }.map(\.text).joined())
      case .list(_, _, let items):
        pending += items.reversed().flatMap { $0.reversed() }
      case .quote(let blocks):
        pending += blocks.reversed()
      case .table(let rows, _):
        texts += rows.flatMap {
          $0.map { $0.filter { !$0.style.contains(.code) }.map(\.text).joined() }
        }
      case .preformatted, .rule:
        break
      }
    }
    return texts
  }

  /// Every line of every code block.
  static func codeLines(_ document: Document) -> [String] {
    var lines: [String] = []
    var pending: [Block] = document.reversed()
    while let block = pending.popLast() {
      switch block {
      case .preformatted(let code, _): lines += code.map { $0.map(\.text).joined() }
      case .list(_, _, let items): pending += items.reversed().flatMap { $0.reversed() }
      case .quote(let blocks): pending += blocks.reversed()
      default: break
      }
    }
    return lines
  }

  /// A backslash followed by a letter: LaTeX source.
  static func hasLaTeXCommand(_ text: String) -> Bool {
    var previous: Character? = nil
    for ch in text {
      if previous == "\\" && ch.isASCII && ch.isLetter { return true }
      previous = ch
    }
    return false
  }

  /// The content lines of the fenced code blocks of `markdown`, found independently of cmark:
  /// the fence's indentation removed, tabs expanded, controls removed, as the reader shows them.
  static func fencedCodeLines(_ markdown: String) -> [String] {
    var lines: [String] = []
    var fence: (marker: Character, length: Int, indent: Int)? = nil
    for raw in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = String(raw)
      let indent = line.prefix(while: { $0 == " " }).count
      let body = line.dropFirst(indent)
      let marker = body.first
      let run = body.prefix(while: { $0 == marker }).count
      if let open = fence {
        if marker == open.marker, run >= open.length,
          body.dropFirst(run).allSatisfy({ $0 == " " })
        {
          fence = nil
        } else {
          let content = String(line.dropFirst(min(indent, open.indent)))
          lines.append(TextSanitizer.clean(MarkdownReader.expandingTabs(content)))
        }
      } else if marker == "`" || marker == "~", run >= 3 {
        fence = (marker ?? "`", run, indent)
      }
    }
    return lines
  }
}
