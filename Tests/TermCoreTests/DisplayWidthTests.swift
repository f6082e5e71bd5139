import Testing

@testable import TermCore

@Suite struct DisplayWidthTests {
  @Test func asciiIsOneColumnEach() {
    #expect(DisplayWidth.of("Two Sum") == 7)
  }

  @Test func cjkIsTwoColumns() {
    #expect(DisplayWidth.of("两数之和") == 8)
    #expect(DisplayWidth.of("，") == 2)
  }

  @Test func combiningMarksTakeNoColumn() {
    #expect(DisplayWidth.of("e\u{301}") == 1)
  }

  @Test func emojiAreTwoColumns() {
    #expect(DisplayWidth.of("🔒") == 2)
    #expect(DisplayWidth.of("👩‍💻") == 2)
    #expect(DisplayWidth.of("❤️") == 2)
  }

  @Test func controlsTakeNoColumn() {
    #expect(DisplayWidth.of("a\u{7}b") == 2)
  }
}
