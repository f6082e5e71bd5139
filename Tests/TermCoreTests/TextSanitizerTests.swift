import Testing

@testable import TermCore

@Suite struct TextSanitizerTests {
  @Test func keepsPlainText() {
    #expect(TextSanitizer.clean("Two Sum 两数之和") == "Two Sum 两数之和")
  }

  @Test func dropsCSISequencesWhole() {
    #expect(TextSanitizer.clean("a\u{1B}[31mred\u{1B}[0m b") == "ared b")
  }

  @Test func dropsOSCWithBellOrST() {
    #expect(TextSanitizer.clean("x\u{1B}]52;c;ZXZpbA==\u{7}y") == "xy")
    #expect(TextSanitizer.clean("x\u{1B}]8;;http://e.vil\u{1B}\\link\u{1B}]8;;\u{1B}\\y") == "xlinky")
  }

  @Test func dropsC1AndBidiAndZeroWidth() {
    #expect(TextSanitizer.clean("a\u{9B}2Jb\u{202E}c\u{200B}d\u{85}e") == "abcde")
  }

  @Test func newlinesKeptOnlyWhenAsked() {
    #expect(TextSanitizer.clean("a\r\nb\rc", keepNewlines: true) == "a\nb\nc")
    #expect(TextSanitizer.clean("a\nb") == "a b")
  }
}
