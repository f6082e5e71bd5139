import TermCore

/// Terminal columns of text, specialised for `String` and `Substring` (the generic
/// `DisplayWidth.of(some StringProtocol)` runs unspecialised across the module boundary).
enum TextColumns {
  /// The columns `text` takes on one line.
  static func of(_ text: String) -> Int {
    var total = 0
    for byte in text.utf8 {
      if byte >= 0x80 { return slow(Substring(text)) }
      if byte >= 0x20 && byte < 0x7F { total += 1 }
    }
    return total
  }

  /// The columns `text` takes on one line.
  static func of(_ text: Substring) -> Int {
    var total = 0
    for byte in text.utf8 {
      if byte >= 0x80 { return slow(text) }
      if byte >= 0x20 && byte < 0x7F { total += 1 }
    }
    return total
  }

  private static func slow(_ text: Substring) -> Int {
    var total = 0
    for character in text { total += DisplayWidth.of(character) }
    return total
  }
}
