extension String {
  /// The text without leading and trailing spaces and tabs: what Foundation's
  /// `trimmingCharacters(in: .whitespaces)` removes (general category Zs, U+0009 and, as its
  /// CoreFoundation counts it, the zero width space U+200B).
  public var trimmingWhitespace: String { trimmingScalars(where: Self.isWhitespace) }

  /// The text without leading and trailing spaces, tabs and line ends: what Foundation's
  /// `trimmingCharacters(in: .whitespacesAndNewlines)` removes (that and Zl, Zp, U+000A–U+000D,
  /// U+0085).
  public var trimmingWhitespaceAndNewlines: String {
    trimmingScalars(where: Self.isWhitespaceOrNewline)
  }

  /// Whether `scalar` is in Foundation's `CharacterSet.whitespaces`.
  static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
  }

  /// Whether `scalar` is in Foundation's `CharacterSet.whitespacesAndNewlines`.
  static func isWhitespaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .lineSeparator, .paragraphSeparator: true
    default: isWhitespace(scalar) || ("\n"..."\r").contains(scalar) || scalar == "\u{85}"
    }
  }

  /// The text without the leading and trailing scalars that `drop` accepts, scalar by scalar as
  /// Foundation trims (a combining mark after a trimmed space stays).
  public func trimmingScalars(where drop: (Unicode.Scalar) -> Bool) -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !drop($0) }),
      let last = scalars.lastIndex(where: { !drop($0) })
    else { return "" }
    return String(scalars[first...last])
  }
}

extension Substring {
  /// The text without leading and trailing spaces and tabs (`String.trimmingWhitespace`).
  public var trimmingWhitespace: String { String(self).trimmingWhitespace }

  /// The text without leading and trailing spaces, tabs and line ends
  /// (`String.trimmingWhitespaceAndNewlines`).
  public var trimmingWhitespaceAndNewlines: String { String(self).trimmingWhitespaceAndNewlines }
}
