import TermCore
import Testing

@testable import LeetApp

/// Plain paragraphs wrapped for the terminal, as `login` prints them.
@Suite struct WrappedParagraphTests {
  @Test func theLoginTextFitsEveryWidthWithoutALoneWord() {
    for width in 24...120 {
      let text = AppContext.loginIntroduction(
        configPath: "/home/reader/.config/leetview/config.json", host: "leetcode.com", width: width)
      for line in text.split(separator: "\n") where !line.hasPrefix("  /") {
        #expect(line.count <= width, "\(width): \(line)")
        #expect(line.split(separator: " ").count >= 2, "a lone word at \(width): \(text)")
      }
    }
  }

  @Test func aLoneLastWordTakesTheOneBeforeIt() {
    #expect(WrappedParagraph.lines("one two three four", width: 14) == ["one two", "three four"])
    #expect(WrappedParagraph.lines("one two", width: 3) == ["one", "two"])
    #expect(WrappedParagraph.lines("a verylongwordindeed b", width: 5) == ["a", "verylongwordindeed", "b"])
  }
}
