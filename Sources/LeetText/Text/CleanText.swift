import TermCore

/// `TextSanitizer.clean`, behind a byte-level test that lets clean text (the common case, even
/// with newlines or non-ASCII characters) through without rebuilding it.
enum CleanText {
  /// `text` without control characters or escape sequences (see `TextSanitizer.clean`).
  @inline(__always) static func clean(_ text: String, keepNewlines: Bool = false) -> String {
    needsCleaning(text, keepNewlines: keepNewlines)
      ? TextSanitizer.clean(text, keepNewlines: keepNewlines) : text
  }

  /// Whether `text` may hold something `TextSanitizer` removes; never false when it does.
  static func needsCleaning(_ text: String, keepNewlines: Bool) -> Bool {
    var previous: UInt8 = 0
    var beforePrevious: UInt8 = 0
    for byte in text.utf8 {
      if byte < 0x20 {
        if !(keepNewlines && byte == 0x0A) { return true }
      } else if byte == 0x7F {
        return true
      } else if byte >= 0x80 {
        switch (beforePrevious, previous, byte) {
        case (_, 0xC2, 0x80...0x9F): return true  // C1 controls
        case (_, 0xD8, 0x9C): return true  // U+061C
        case (0xE2, 0x80, 0x8B...0x8F), (0xE2, 0x80, 0xA8...0xAE): return true
        case (0xE2, 0x81, 0xA0...0xAF): return true
        case (0xEF, 0xBB, 0xBF), (0xEF, 0xBF, 0xB9...0xBB): return true
        default: break
        }
      }
      beforePrevious = previous
      previous = byte
    }
    return false
  }
}
