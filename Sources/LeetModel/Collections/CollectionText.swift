import TermCore

/// The one cleaning of LeetCode's text for plans, lists and contests: one line, no control
/// characters or escapes, at most `limit` characters; nil when nothing is left.
public enum CollectionText {
  /// `value` as a clean one-line string, or nil when it is missing, retyped or empty.
  static func line(_ value: JSONValue, limit: Int = 200) -> String? {
    guard let text = value.string else { return nil }
    if isPlainLine(text, limit: limit) { return text }
    let clean = TextSanitizer.oneLine(text).trimmingWhitespace
    return clean.isEmpty ? nil : String(clean.prefix(limit))
  }

  /// Whether `text` is already what `line` makes of it: printable ASCII, no more than `limit`
  /// characters, with single spaces only between words (the common case, checked a byte at a time).
  static func isPlainLine(_ text: String, limit: Int) -> Bool {
    var count = 0
    var lastWasSpace = true
    for byte in text.utf8 {
      guard byte >= 0x20, byte < 0x7F, !(byte == 0x20 && lastWasSpace) else { return false }
      lastWasSpace = byte == 0x20
      count += 1
    }
    return count > 0 && count <= limit && !lastWasSpace
  }

  /// A slug LeetCode sent, kept only when it is a safe name (a `TitleSlug`).
  public static func slug(_ value: JSONValue) -> String? {
    guard let text = value.string, TitleSlug.validated(text) != nil else { return nil }
    return text
  }

  /// A count sent as a number or as a string of digits; nil otherwise, and out of
  /// `NumberBound.count` (negative, or past 10^12).
  static func count(_ value: JSONValue) -> Int? {
    value.whole(in: .count)
  }

  /// A flag sent as a boolean, a number or a string.
  static func flag(_ value: JSONValue) -> Bool {
    if let bool = value.bool { return bool }
    if let number = value.int { return number != 0 }
    return value.string?.lowercased() == "true"
  }
}

extension CollectionText {
  /// A refusal LeetCode sent as `error` (a string, or an object with a `message`), on one line.
  public static func refusal(_ value: JSONValue) -> String? {
    line(value, limit: 300) ?? line(value["message"], limit: 300)
  }
}
