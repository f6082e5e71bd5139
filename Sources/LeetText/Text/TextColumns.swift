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

  /// The columns one character takes (ASCII without a table look-up).
  @inline(__always) static func of(_ character: Character) -> Int {
    if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
    return DisplayWidth.of(character)
  }

  /// Non-ASCII text: summed by scalar, unless a scalar may join a wider cluster (emoji
  /// sequences, flags, skin tones), then by character as `DisplayWidth` measures clusters.
  private static func slow(_ text: Substring) -> Int {
    var total = 0
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x7F {
        if value >= 0x20 { total += 1 }
        continue
      }
      if value == 0x200D || value == 0xFE0F || (0x1F1E6...0x1F1FF).contains(value)
        || (0x1F3FB...0x1F3FF).contains(value)
      {
        return byCharacter(text)
      }
      total += DisplayWidth.of(scalar)
    }
    return total
  }

  private static func byCharacter(_ text: Substring) -> Int {
    var total = 0
    for character in text { total += of(character) }
    return total
  }
}
