/// Light syntax colouring of code lines: keywords, strings, comments and numbers.
///
/// For the languages of LeetCode's articles. Block comments and multi-line strings carry
/// across lines. Unknown languages come back plain; every span keeps `.preformatted`.
public enum SyntaxHighlighter {
  /// One array of spans per line of `lines`; the texts joined give each line back unchanged.
  public static func lines(_ lines: [String], language: String?) -> [[Span]] {
    guard let rules = language.flatMap(SyntaxRules.rules(for:)) else {
      return lines.map { $0.isEmpty ? [] : [Span($0, style: .preformatted)] }
    }
    var state = LineState.normal
    return lines.map { highlight($0, rules: rules, state: &state) }
  }

  /// What an unfinished line leaves open.
  private enum LineState: Equatable {
    case normal
    case blockComment
    case string(delimiter: [Unicode.Scalar])
  }

  private static func highlight(_ line: String, rules: SyntaxRules, state: inout LineState)
    -> [Span]
  {
    let chars = Array(line.unicodeScalars)
    var out = SpanRuns()
    var i = 0
    switch state {
    case .normal:
      break
    case .blockComment:
      guard let close = rules.blockComment?.close,
        let end = find(close, in: chars, from: 0, escapes: false)
      else {
        out.add(chars[...], .comment)
        return out.spans
      }
      out.add(chars[..<end], .comment)
      i = end
      state = .normal
    case .string(let delimiter):
      guard let end = find(delimiter, in: chars, from: 0, escapes: true) else {
        out.add(chars[...], .string)
        return out.spans
      }
      out.add(chars[..<end], .string)
      i = end
      state = .normal
    }
    while i < chars.count {
      let ch = chars[i]
      if rules.lineComments.contains(where: { matches($0, chars, at: i) }) {
        out.add(chars[i...], .comment)
        break
      }
      if let (open, close) = rules.blockComment, matches(open, chars, at: i) {
        guard let end = find(close, in: chars, from: i + open.count, escapes: false) else {
          out.add(chars[i...], .comment)
          state = .blockComment
          break
        }
        out.add(chars[i..<end], .comment)
        i = end
        continue
      }
      if let delimiter = rules.multilineQuotes.first(where: { matches($0, chars, at: i) }) {
        guard let end = find(delimiter, in: chars, from: i + delimiter.count, escapes: true) else {
          out.add(chars[i...], .string)
          state = .string(delimiter: delimiter)
          break
        }
        out.add(chars[i..<end], .string)
        i = end
        continue
      }
      if rules.quotes.contains(ch) {
        if let end = stringEnd(chars, from: i, rules: rules) {
          out.add(chars[i..<end], .string)
          i = end
        } else {
          out.add(chars[i...i], [])
          i += 1
        }
        continue
      }
      if rules.preprocessor, ch == "#", chars[..<i].allSatisfy({ $0 == " " }) {
        var end = i + 1
        while end < chars.count, chars[end].properties.isAlphabetic { end += 1 }
        out.add(chars[i..<end], .keyword)
        i = end
        continue
      }
      if isDigit(ch), i == 0 || !isIdentifier(chars[i - 1]) {
        var end = i + 1
        while end < chars.count {
          let next = chars[end]
          if isIdentifier(next) {
            end += 1
          } else if next == ".", end + 1 < chars.count, isDigit(chars[end + 1]) {
            end += 1
          } else {
            break
          }
        }
        out.add(chars[i..<end], .number)
        i = end
        continue
      }
      if isIdentifier(ch) {
        var end = i + 1
        while end < chars.count, isIdentifier(chars[end]) { end += 1 }
        let word = String(String.UnicodeScalarView(chars[i..<end]))
        let isKeyword = rules.keywords.contains(rules.caseInsensitive ? word.lowercased() : word)
        out.add(chars[i..<end], isKeyword ? .keyword : [])
        i = end
        continue
      }
      out.add(chars[i...i], [])
      i += 1
    }
    return out.spans
  }

  /// The end of a one-line string starting at `start`, or nil when the quote is not a string.
  ///
  /// Unterminated strings run to the line's end; a Rust lifetime such as `'a` is no string.
  private static func stringEnd(_ chars: [Unicode.Scalar], from start: Int, rules: SyntaxRules)
    -> Int?
  {
    let quote = chars[start]
    var i = start + 1
    while i < chars.count {
      if chars[i] == "\\" {
        i += 2
        continue
      }
      if chars[i] == quote {
        if quote == "'" && rules.shortCharQuotes && i - start > 3 { return nil }
        return i + 1
      }
      i += 1
    }
    return quote == "'" && rules.shortCharQuotes ? nil : chars.count
  }

  /// The index just after `delimiter` at or after `start`, or nil.
  private static func find(
    _ delimiter: [Unicode.Scalar], in chars: [Unicode.Scalar], from start: Int,
    escapes: Bool
  ) -> Int? {
    var i = start
    while i < chars.count {
      if escapes && chars[i] == "\\" {
        i += 2
        continue
      }
      if matches(delimiter, chars, at: i) { return i + delimiter.count }
      i += 1
    }
    return nil
  }

  private static func matches(_ literal: [Unicode.Scalar], _ chars: [Unicode.Scalar], at i: Int) -> Bool {
    guard i + literal.count <= chars.count else { return false }
    for (offset, ch) in literal.enumerated() where chars[i + offset] != ch { return false }
    return true
  }

  private static func isIdentifier(_ ch: Unicode.Scalar) -> Bool {
    ch == "_" || ch.properties.isAlphabetic || isDigit(ch)
  }

  private static func isDigit(_ ch: Unicode.Scalar) -> Bool {
    ch.value >= 0x30 && ch.value <= 0x39
  }
}

/// Runs of text in one style, merged as they come.
private struct SpanRuns {
  private(set) var spans: [Span] = []

  mutating func add(_ chars: ArraySlice<Unicode.Scalar>, _ style: TextStyle) {
    guard !chars.isEmpty else { return }
    let style = style.union(.preformatted)
    if let last = spans.last, last.style == style {
      spans[spans.count - 1].text.unicodeScalars.append(contentsOf: chars)
    } else {
      spans.append(Span(String(String.UnicodeScalarView(chars)), style: style))
    }
  }
}
