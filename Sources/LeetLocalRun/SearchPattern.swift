/// Regular expressions that match as `NSRegularExpression` did: scalar by scalar, not by grapheme
/// cluster (so `[^\n]` stops at the `\n` of `\r\n`), and with `\b` between a word character and
/// another (not Unicode's word boundaries, which join `self.name`).
enum SearchPattern {
  /// The expression `source`, nil when it is not one.
  static func make(_ source: String, ignoringCase: Bool = false) -> Regex<AnyRegexOutput>? {
    guard let regex = try? Regex(source) else { return nil }
    return regex.matchingSemantics(.unicodeScalar).wordBoundaryKind(.simple).ignoresCase(ignoringCase)
  }

  /// Whether `text` holds a match of `source`.
  static func matches(_ source: String, in text: String) -> Bool {
    make(source).map { text.contains($0) } ?? false
  }

  /// `text` with every match of `source` removed.
  static func removing(_ source: String, from text: String) -> String {
    make(source).map { text.replacing($0, with: "") } ?? text
  }

  /// `text` as an expression that matches it literally (`NSRegularExpression.escapedPattern`).
  static func literal(_ text: String) -> String {
    var escaped = ""
    for character in text {
      if "\\*?+[](){}^$|./".contains(character) { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped
  }
}
