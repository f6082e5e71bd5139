import LeetModel
import LeetText
import Testing

@testable import LeetUI

@Suite struct ANSITextTests {
  let lines = [StyledLine([Span("bold", style: .bold), Span(" and \u{1B}]52;c;eA==\u{7}plain")])]

  @Test func plainOutputHasNoEscapes() {
    #expect(ANSIText.render(lines, theme: Theme(usesColor: true), styled: false) == "bold and plain\n")
  }

  @Test func styledOutputCarriesOnlySGR() {
    let text = ANSIText.render(lines, theme: Theme(usesColor: true), styled: true)
    #expect(text == "\u{1B}[1mbold\u{1B}[0m and plain\n")
  }
}
