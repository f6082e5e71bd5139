import TermCore
import Testing

@testable import LeetText

/// A styled line too wide for its width: broken at words or beside CJK characters, continued
/// behind `↪` under the text after its head, its styles kept.
@Suite struct ContinuedLineTests {
  static func texts(_ lines: [StyledLine]) -> [String] { lines.map(\.text) }

  @Test func aLabelledValueHangsUnderItsTextBehindTheMark() {
    let line = StyledLine([
      Span("  Stdout    ", style: .dim), Span("the relay goes on to the quiet harbour", style: .code),
    ])
    let lines = ContinuedLine.lines(line, width: 30, headSpans: 1)
    #expect(
      Self.texts(lines) == [
        "  Stdout    the relay goes on", "            ↪ to the quiet", "            ↪ harbour",
      ])
    #expect(lines.allSatisfy { $0.width <= 30 })
    #expect(lines[0].spans.first == Span("  Stdout    ", style: .dim), "the head keeps its style")
    #expect(lines[1].spans.last?.style == .code, "the text keeps its style, not <pre>'s")
  }

  @Test func chineseBreaksBetweenCharactersByDisplayWidth() {
    let line = StyledLine([Span("• "), Span("灯笼接力：最高的灯笼照亮了安静的港湾")])
    let lines = ContinuedLine.lines(line, width: 16, headSpans: 1)
    #expect(lines.count > 1)
    #expect(lines.allSatisfy { DisplayWidth.of($0.text) <= 16 }, "\(Self.texts(lines))")
    #expect(lines.dropFirst().allSatisfy { $0.text.hasPrefix("  ↪ ") })
  }

  @Test func aLoneSeparatorGoesWithTheWordAfterIt() {
    let line = StyledLine([Span("✗ "), Span("Wrong Answer · 1/2 cases right · 4 ms")])
    let lines = ContinuedLine.lines(line, width: 34, headSpans: 1)
    #expect(Self.texts(lines) == ["✗ Wrong Answer · 1/2 cases right", "  ↪ · 4 ms"])
  }

  @Test func aLineThatFitsIsLeftAlone() {
    let line = StyledLine([Span("  Input     "), Span("[3,1,4]")])
    #expect(ContinuedLine.lines(line, width: 40, headSpans: 1) == [line])
  }
}
