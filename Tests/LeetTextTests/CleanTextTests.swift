import TermCore
import Testing

@testable import LeetText

/// The byte-level shortcut in front of `TextSanitizer` never lets through what it removes.
@Suite struct CleanTextTests {
  @Test func everyBasicPlaneScalarTheSanitizerRemovesIsFlagged() {
    var missed: [UInt32] = []
    for value in UInt32(0)...0xFFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = "a" + String(Character(scalar)) + "b"
      for keepNewlines in [false, true]
      where TextSanitizer.clean(text, keepNewlines: keepNewlines) != text {
        if !CleanText.needsCleaning(text, keepNewlines: keepNewlines) { missed.append(value) }
      }
    }
    #expect(missed.isEmpty, "not flagged: \(missed.prefix(20).map { String($0, radix: 16) })")
  }

  /// The eight-bytes-at-a-time scan finds what the sanitizer removes at every offset of a
  /// longer text, and lets the printable ASCII edges (space, tilde) through.
  @Test func everyRemovedScalarIsFlaggedAtEveryOffset() {
    let removed = (UInt32(0)...0xFFFF).compactMap(Unicode.Scalar.init).filter {
      let text = "a" + String(Character($0)) + "b"
      return TextSanitizer.clean(text, keepNewlines: true) != text
    }
    #expect(removed.count > 60)
    let filler = Array("The ~ quick brown fox jumps")
    for scalar in removed {
      for offset in 0...filler.count {
        var characters = filler
        characters.insert(Character(scalar), at: offset)
        #expect(
          CleanText.needsCleaning(String(characters), keepNewlines: true),
          "U+\(String(scalar.value, radix: 16)) at \(offset)")
      }
    }
    let printable = String((0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) })
    #expect(!CleanText.needsCleaning(printable + printable, keepNewlines: false))
    #expect(!CleanText.needsCleaning(printable + "\n" + printable, keepNewlines: true))
  }

  @Test func cleanTextPassesThrough() {
    #expect(!CleanText.needsCleaning("plain, 中文, emoji 🎉, a\u{A0}b", keepNewlines: false))
    #expect(!CleanText.needsCleaning("two\nlines", keepNewlines: true))
    #expect(CleanText.needsCleaning("two\nlines", keepNewlines: false))
    #expect(CleanText.clean("a\u{1B}[31mb\u{200B}c") == "abc")
  }
}

/// The layout's column counts agree with `DisplayWidth` on every kind of text.
@Suite struct TextColumnsTests {
  @Test(arguments: [
    "plain", "naïve café", "e\u{301}e\u{301}", "中文字", "한국어", "👩‍👩‍👧 family", "❤️ love", "🇫🇷 flag",
    "👍🏽 thumbs", "1️⃣ keycap", "tab\there", "mixed 中 and ’quotes’", "\u{1100}\u{1161}\u{11A8}",
  ])
  func matchesDisplayWidth(_ text: String) {
    #expect(TextColumns.of(text) == DisplayWidth.of(text))
    #expect(TextColumns.of(Substring(text)) == DisplayWidth.of(text))
  }
}
