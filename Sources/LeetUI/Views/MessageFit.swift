import TermCore

/// A status line's message fitted to its room: whole when it fits, else cut at its end with `…`.
///
/// The cut falls after a whole word when that keeps at least half the room; nothing from the
/// middle is left out (an aside in parentheses is often the reason), and the help overlay shows
/// the message whole.
enum MessageFit {
  /// `message` in at most `width` columns.
  static func fit(_ message: String, width: Int) -> String {
    guard width > 0 else { return "" }
    if DisplayWidth.of(message) <= width { return message }
    return cut(message, width: width)
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
