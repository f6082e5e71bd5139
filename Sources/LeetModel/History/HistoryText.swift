import TermCore

/// The one cleaning of the text of a user's history (code, test cases, outputs, notes): controls
/// and escapes removed, newlines and tabs kept, at most a limit of characters.
enum HistoryText {
  /// `value` as clean text of lines, or nil when it is missing or not a string.
  ///
  /// A string only: a number where text was expected is not read as its digits.
  static func block(_ value: JSONValue, limit: Int) -> String? {
    guard let text = value.exactString else { return nil }
    return String(TextSanitizer.clean(text, keepNewlines: true, keepTabs: true).prefix(limit))
  }

  /// `value` as clean text of lines, or nil when it is missing, not a string or empty.
  static func nonEmptyBlock(_ value: JSONValue, limit: Int) -> String? {
    block(value, limit: limit).flatMap { $0.isEmpty ? nil : $0 }
  }
}
