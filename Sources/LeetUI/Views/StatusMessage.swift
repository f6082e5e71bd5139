import TermCore

/// A status line's message fitted to its room: whole when it fits, else without its asides in
/// parentheses, else cut after a whole word with an ellipsis (the help overlay shows it whole).
enum StatusMessage {
  /// `message` in at most `width` columns.
  static func fit(_ message: String, width: Int) -> String {
    guard width > 0 else { return "" }
    if DisplayWidth.of(message) <= width { return message }
    let shorter = withoutAsides(message)
    if DisplayWidth.of(shorter) <= width { return shorter }
    return cut(shorter, width: width)
  }

  /// `message` without its ` (…)` asides: `answered HTTP 500 (a server error) after` becomes
  /// `answered HTTP 500 after`.
  static func withoutAsides(_ message: String) -> String {
    var out = ""
    var depth = 0
    for character in message {
      if character == "(" && (out.isEmpty || out.last == " ") {
        depth += 1
        if out.last == " " { out.removeLast() }
      } else if character == ")" && depth > 0 {
        depth -= 1
      } else if depth == 0 {
        out.append(character)
      }
    }
    return depth == 0 && !out.isEmpty ? out : message
  }

  /// The longest start of `text` that ends a word and fits in `width` columns with `…` after it;
  /// a text without a space that early (Chinese, a long path) is cut between characters.
  static func cut(_ text: String, width: Int) -> String {
    let room = width - 1
    var prefix = ""
    var used = 0
    var lastWordEnd = ""
    for character in text {
      if character == " ", prefix.last != " " { lastWordEnd = prefix }
      let columns = DisplayWidth.of(String(character))
      if used + columns > room { break }
      prefix.append(character)
      used += columns
    }
    var kept = DisplayWidth.of(lastWordEnd) * 2 >= room ? lastWordEnd : prefix
    while let last = kept.last, " ,;:".contains(last) { kept.removeLast() }
    return kept + "…"
  }
}
