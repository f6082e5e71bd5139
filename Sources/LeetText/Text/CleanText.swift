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
    let answer = text.utf8.withContiguousStorageIfAvailable {
      needsCleaning(UnsafeRawBufferPointer($0), keepNewlines: keepNewlines)
    }
    return answer ?? needsCleaning(text.utf8, keepNewlines: keepNewlines)
  }

  /// `needsCleaning` over UTF-8 bytes, eight at a time while they are all printable ASCII.
  private static func needsCleaning(_ bytes: UnsafeRawBufferPointer, keepNewlines: Bool) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    var start = 0
    while start + 8 <= bytes.count {
      let word = bytes.loadUnaligned(fromByteOffset: start, as: UInt64.self)
      // A byte below 0x20, or above 0x7E (DEL and every non-ASCII byte), sets its high bit.
      let below = (word &- ones &* 0x20) & ~word & highBits
      let above = ((word &+ ones) | word) & highBits
      if below | above != 0 { break }
      start += 8
    }
    // The bytes before `start` are printable ASCII: none starts a sequence looked for below.
    return needsCleaning(bytes[start...], keepNewlines: keepNewlines)
  }

  /// `needsCleaning`, a byte at a time.
  private static func needsCleaning(_ bytes: some Sequence<UInt8>, keepNewlines: Bool) -> Bool {
    var previous: UInt8 = 0
    var beforePrevious: UInt8 = 0
    for byte in bytes {
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
