import TermCore

/// A status line's message fitted to its room: whole when it fits, else cut at its end with `…`.
///
/// The cut falls where a line may break, never inside a word: after a word, or between two
/// characters of Chinese text. Nothing from the middle is left out (an aside in parentheses is
/// often the reason), and the help overlay shows the message whole.
enum MessageFit {
  /// `message` in at most `width` columns.
  static func fit(_ message: String, width: Int) -> String {
    guard width > 0 else { return "" }
    if DisplayWidth.of(message) <= width { return message }
    return cut(message, width: width)
  }

  /// The longest start of `text` that ends where a line may break and fits in `width` columns
  /// with `…` after it; only a text that is one unbroken token that far (a long path or URL) is
  /// cut between characters, since nothing else can be shown of it.
  static func cut(_ text: String, width: Int) -> String {
    let room = width - 1
    var prefix = ""
    var used = 0
    var lastBreak: String?
    var previous: Character?
    for character in text {
      if let previous, mayBreak(between: previous, and: character) { lastBreak = prefix }
      let columns = DisplayWidth.of(String(character))
      if used + columns > room { break }
      prefix.append(character)
      used += columns
      previous = character
    }
    var kept = lastBreak ?? prefix
    while let last = kept.last, " ,;:".contains(last) { kept.removeLast() }
    return (kept.isEmpty ? prefix : kept) + "…"
  }

  /// Whether a line may break between `before` and `after`: before a space that ends a word, or
  /// beside a wide (Chinese) character.
  private static func mayBreak(between before: Character, and after: Character) -> Bool {
    if after == " " { return before != " " }
    return DisplayWidth.of(String(before)) > 1 || DisplayWidth.of(String(after)) > 1
  }
}
