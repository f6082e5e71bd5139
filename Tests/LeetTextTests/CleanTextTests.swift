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
