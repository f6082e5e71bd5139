import Foundation
import LeetModel
import LeetTestSupport
import TermCore
import Testing

@testable import LeetText

/// Every statement of the shared corpus (`questions.jsonl`, `content` and `translatedContent`,
/// and the questions in `recorded/`) rendered at 80 and 40 columns against the contract's
/// print rules: among them, no word split over two lines when it would fit on one, and no URL
/// split at all.
@Suite struct RendererCorpusTests {
  struct Statement {
    let name: String
    let html: String
  }

  /// The corpus statements, or nil when the corpus is absent.
  static func statements() throws -> [Statement]? {
    guard let lines = Corpus.lines("questions.jsonl"), let recorded = Corpus.recorded() else {
      return nil
    }
    var statements: [Statement] = []
    for line in lines {
      guard let object = try JSONSerialization.jsonObject(with: line) as? [String: Any] else {
        continue
      }
      let id = object["questionFrontendId"] as? String ?? "?"
      if let content = object["content"] as? String {
        statements.append(Statement(name: "\(id) content", html: content))
      }
      if let content = object["translatedContent"] as? String {
        statements.append(Statement(name: "\(id) translatedContent", html: content))
      }
    }
    for file in recorded
    where file.lastPathComponent.hasPrefix("question") || file.lastPathComponent.hasPrefix("daily") {
      let problem = try ProblemDecoder.decode(Data(contentsOf: file))
      for html in [problem.content, problem.translatedContent].compactMap({ $0 }) {
        statements.append(Statement(name: file.lastPathComponent, html: html))
      }
    }
    return statements
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason), arguments: [80, 40])
  func everyStatementObeysThePrintRules(width: Int) throws {
    guard let statements = try Self.statements() else {
      throw CorpusError.missing("questions.jsonl or recorded/")
    }
    #expect(statements.count > 6000)
    var failures: [String] = []
    for statement in statements {
      let lines = Render.lines(statement.html, width: width)
      failures.append(
        contentsOf: Self.check(statement, lines, width: width).map {
          "\(statement.name) @\(width): \($0)"
        })
    }
    print(
      "renderer corpus check: \(statements.count) statements at width \(width), \(failures.count) failures"
    )
    for failure in failures.prefix(25) { Issue.record(Comment(rawValue: failure)) }
    let violations = failures.count
    #expect(violations == 0)
  }

  /// Every fifth statement at narrow widths: the same rules must hold, however cramped.
  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason), arguments: [10, 23])
  func narrowWidthsObeyThePrintRules(width: Int) throws {
    guard let statements = try Self.statements() else {
      throw CorpusError.missing("questions.jsonl or recorded/")
    }
    var failures: [String] = []
    var checked = 0
    for (index, statement) in statements.enumerated() where index % 5 == 0 {
      checked += 1
      let lines = Render.lines(statement.html, width: width)
      failures.append(
        contentsOf: Self.check(statement, lines, width: width).map {
          "\(statement.name) @\(width): \($0)"
        })
    }
    print(
      "renderer corpus check: \(checked) statements at width \(width), \(failures.count) failures")
    for failure in failures.prefix(25) { Issue.record(Comment(rawValue: failure)) }
    let violations = failures.count
    #expect(violations == 0)
  }

  /// The split-word check finds what it is for: a word cut that would fit, a URL cut anywhere;
  /// and it lets through a word wider than the width cut, and a word kept whole.
  @Test func splitWordCheckCatchesSplitWordsAndURLs() {
    let source = SourceText(
      #"<p>An <code>alpha</code>beta and https://example.org/a/long/path and Pneumonoultra.</p>"#)
    let whole = [
      "An alphabeta and", "https://example.org/a/long/path", "and Pneumo", "noultra.",
    ]
    #expect(Self.splitWords(source, lines: whole, width: 10).isEmpty)
    let split = ["An alpha", "beta and https://example.org/a/lo", "ng/path and Pneumonoultra."]
    #expect(
      Self.splitWords(source, lines: split, width: 40) == [
        "word alphabeta is split over two lines",
        "word https://example.org/a/long/path is split over two lines",
      ])
  }

  /// The rule violations of one rendered statement.
  static func check(_ statement: Statement, _ lines: [StyledLine], width: Int) -> [String] {
    var problems: [String] = []
    let texts = lines.map(\.text)
    let source = SourceText(statement.html)
    let raw = statement.html.lowercased()

    for (number, line) in lines.enumerated() {
      if line.width > width && !PrintRules.isLoneURL(texts[number]) {
        problems.append("line \(number + 1) is \(line.width) wide: \(texts[number])")
      }
      if texts[number].unicodeScalars.contains(where: {
        $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
      }) {
        problems.append("line \(number + 1) holds a control character")
      }
    }
    if texts.first?.isEmpty == true || texts.last?.isEmpty == true {
      problems.append("leading or trailing blank line")
    }
    for index in texts.indices.dropFirst() where texts[index].isEmpty && texts[index - 1].isEmpty {
      problems.append("two blank lines in a row at line \(index + 1)")
      break
    }

    let joined = texts.joined(separator: "\n").lowercased()
    let shownTags = tagCounts(in: joined, opener: "<")
    if !shownTags.isEmpty {
      let escapedTags = tagCounts(in: raw, opener: "&lt;")
      for (tag, count) in shownTags where count > escapedTags[tag, default: 0] {
        problems.append("tag text <\(tag) survives")
      }
    }
    for entity in entityTexts(in: joined) {
      let shown = occurrences(of: entity, in: joined)
      let escaped = occurrences(of: "&amp;" + entity.dropFirst(), in: raw)
      if shown > escaped { problems.append("entity text \(entity) survives") }
    }

    let stream = Self.stream(texts)
    var position = 0
    for word in source.words {
      guard let found = find(word, in: stream, from: position) else {
        problems.append("word \(scalarText(word)) missing or out of order")
        break
      }
      position = found + word.count
    }

    for word in source.tableWords where find(word, in: stream, from: 0) == nil {
      if !isSubsequence(word, of: stream) {
        problems.append("table word \(scalarText(word)) missing")
        break
      }
    }

    for script in source.scripts {
      let mapped = script.content.unicodeScalars.map { digit -> Unicode.Scalar in
        let table = script.superscript ? Self.superscriptDigits : Self.subscriptDigits
        return table[Int(digit.value - 48)]
      }
      let expected = Array(script.base.unicodeScalars) + mapped
      if find(expected, in: stream, from: 0) == nil {
        let tag = script.superscript ? "sup" : "sub"
        problems.append(
          "\(script.base)<\(tag)>\(script.content)</\(tag)> not written as \(scalarText(expected))")
      }
    }

    let outputLines = Self.joinedContinuations(texts)
    var lineIndex = 0
    for block in source.preLines {
      for preLine in block {
        var found = false
        while lineIndex < outputLines.count {
          defer { lineIndex += 1 }
          if containsInOrder(preLine, outputLines[lineIndex]) {
            found = true
            break
          }
        }
        if !found {
          problems.append(
            "<pre> line missing: \(preLine.map { scalarText($0) }.joined(separator: " "))")
          return problems
        }
      }
    }

    problems += splitWords(source, lines: texts, width: width)
    return problems
  }

  /// Words split over two lines though they would have fit on a line alone, and URLs (of
  /// images and links) not whole on one line: a URL is never split, however wide.
  static func splitWords(_ source: SourceText, lines texts: [String], width: Int) -> [String] {
    var problems: [String] = []
    let lines = texts.map { Array($0.unicodeScalars) }
    /// The index of a line holding `word` whole, looked for from `start` on, then before it.
    func line(holding word: [Unicode.Scalar], from start: Int) -> Int? {
      let order = Array(start..<lines.count) + Array(0..<min(start, lines.count))
      return order.first { find(word, in: lines[$0], from: 0) != nil }
    }
    var cursor = 0
    for word in source.unsplitWords {
      let text = scalarText(word)
      let columns = DisplayWidth.of(text)
      // Words with wide characters may break next to them; wider words may break anywhere,
      // but a URL never.
      guard (columns <= width && columns == word.count) || isURL(text) else { continue }
      if let found = line(holding: word, from: cursor) {
        cursor = found
      } else {
        problems.append("word \(text) is split over two lines")
      }
    }
    for url in source.imageURLs + source.linkURLs {
      // Spaces in a URL are shown as `%20`, so that it stays one word.
      let target = Array(url.replacingOccurrences(of: " ", with: "%20").unicodeScalars)
      if line(holding: target, from: 0) == nil {
        problems.append("URL \(url) is not whole on one line")
      }
    }
    return problems
  }

  static let tagNames: Set<String> = [
    "p", "code", "strong", "pre", "ul", "ol", "li", "sup", "sub", "span", "em", "b", "i", "u",
    "div", "table", "tr", "td", "th", "img", "br", "a", "font", "h1", "h2", "h3", "h4",
  ]

  static let superscriptDigits: [Unicode.Scalar] = Array("⁰¹²³⁴⁵⁶⁷⁸⁹".unicodeScalars)
  static let subscriptDigits: [Unicode.Scalar] = Array("₀₁₂₃₄₅₆₇₈₉".unicodeScalars)

  /// All output text without white space or drawing marks, for in-order searches.
  static func stream(_ lines: [String]) -> [Unicode.Scalar] {
    var out: [Unicode.Scalar] = []
    for line in lines {
      for scalar in line.unicodeScalars
      where !SourceText.isBreak(scalar) && !SourceText.isMark(scalar) {
        out.append(scalar)
      }
    }
    return out
  }

  /// Output lines with each `↪` continuation joined to the line it continues, as streams.
  static func joinedContinuations(_ lines: [String]) -> [[Unicode.Scalar]] {
    var out: [[Unicode.Scalar]] = []
    for line in lines {
      let body = line.drop { $0 == " " }
      let scalars = Array(
        body.unicodeScalars.filter { !SourceText.isBreak($0) && !SourceText.isMark($0) })
      if body.hasPrefix("↪"), !out.isEmpty {
        out[out.count - 1].append(contentsOf: scalars)
      } else {
        out.append(scalars)
      }
    }
    return out
  }

  /// How often each known tag name follows `opener` (`<` or `&lt;`, then an optional `/`) and
  /// ends with `>`, a space or `/`.
  private static func tagCounts(in text: String, opener: String) -> [String: Int] {
    var counts: [String: Int] = [:]
    let bytes = Array(text.utf8)
    let open = Array(opener.utf8)
    var index = 0
    while index + open.count < bytes.count {
      guard bytes[index] == open[0], Array(bytes[index..<(index + open.count)]) == open else {
        index += 1
        continue
      }
      var nameStart = index + open.count
      if nameStart < bytes.count, bytes[nameStart] == UInt8(ascii: "/") { nameStart += 1 }
      var nameEnd = nameStart
      while nameEnd < bytes.count,
        (97...122).contains(bytes[nameEnd]) || (48...57).contains(bytes[nameEnd])
      {
        nameEnd += 1
      }
      let terminated =
        nameEnd < bytes.count
        && [UInt8(ascii: ">"), 0x20, UInt8(ascii: "/"), UInt8(ascii: "&")].contains(bytes[nameEnd])
      if nameEnd > nameStart, terminated {
        let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
        if tagNames.contains(name) { counts[name, default: 0] += 1 }
      }
      index = max(index + 1, nameEnd)
    }
    return counts
  }

  /// `&name;` and `&#...` sequences in text.
  private static func entityTexts(in text: String) -> Set<String> {
    var found: Set<String> = []
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      defer { index += 1 }
      guard scalars[index] == "&" else { continue }
      var end = index + 1
      if end < scalars.count, scalars[end] == "#" {
        found.insert("&#")
        continue
      }
      while end < scalars.count,
        scalars[end].properties.isAlphabetic || ("0"..."9").contains(scalars[end])
      {
        end += 1
      }
      if end > index + 1, end < scalars.count, scalars[end] == ";" {
        found.insert(scalarText(scalars[index...end]))
      }
    }
    return found
  }
}

private func occurrences(of needle: String, in haystack: String) -> Int {
  guard !needle.isEmpty else { return 0 }
  var count = 0
  var rest = haystack[...]
  while let range = rest.range(of: needle) {
    count += 1
    rest = rest[range.upperBound...]
  }
  return count
}

/// Whether a word is a URL: after any opening punctuation, a scheme and `://`.
func isURL(_ word: String) -> Bool {
  let body = word.drop { !$0.isLetter }
  let scheme = body.prefix { $0.isASCII && $0.isLetter }
  return !scheme.isEmpty && body.dropFirst(scheme.count).hasPrefix("://")
}

/// The first index at or after `from` where `needle` occurs in `haystack`.
func find(_ needle: [Unicode.Scalar], in haystack: [Unicode.Scalar], from: Int) -> Int? {
  guard let first = needle.first else { return from }
  var index = from
  while index + needle.count <= haystack.count {
    if haystack[index] == first {
      var matched = true
      for offset in 1..<needle.count where haystack[index + offset] != needle[offset] {
        matched = false
        break
      }
      if matched { return index }
    }
    index += 1
  }
  return nil
}

/// The string of some scalars.
func scalarText(_ scalars: some Sequence<Unicode.Scalar>) -> String {
  var view = String.UnicodeScalarView()
  view.append(contentsOf: scalars)
  return String(view)
}

/// Whether every word occurs in `line`, in order.
func containsInOrder(_ words: [[Unicode.Scalar]], _ line: [Unicode.Scalar]) -> Bool {
  var position = 0
  for word in words {
    guard let found = find(word, in: line, from: position) else { return false }
    position = found + word.count
  }
  return true
}

/// Whether the scalars of `needle` occur in `haystack` in order, not necessarily together.
func isSubsequence(_ needle: [Unicode.Scalar], of haystack: [Unicode.Scalar]) -> Bool {
  var index = 0
  for scalar in haystack where index < needle.count && scalar == needle[index] { index += 1 }
  return index == needle.count
}
