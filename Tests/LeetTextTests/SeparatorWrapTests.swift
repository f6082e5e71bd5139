import Testing

@testable import LeetText

/// A lone `·` between words never ends a wrapped line: it starts the next one, with the word
/// after it, or is dropped when that word does not fit behind it.
@Suite struct SeparatorWrapTests {
  static let facts: [Span] = [
    Span("Medium", style: .bold), Span(" · ", style: .dim), Span("Array, Hash Table"),
    Span(" · ", style: .dim), Span("47.3%", style: .dim), Span(" · ", style: .dim),
    Span("Premium"),
  ]

  @Test func noLineEndsWithASeparatorAtAnyWidth() {
    let words = Self.facts.map(\.text).joined().split(separator: " ").filter { $0 != "·" }
    for width in 4...60 {
      let lines = LineWrapper.wrap(Self.facts, width: width).map(\.text)
      for line in lines {
        #expect(!line.hasSuffix("·") && !line.hasSuffix("· "), "width \(width): '\(line)'")
        #expect(TextColumns.of(line) <= width, "width \(width): '\(line)'")
      }
      // Every word is kept, whole once the width holds the longest.
      guard width >= 7 else { continue }
      let kept = lines.joined(separator: " ").split(separator: " ").filter { $0 != "·" }
      #expect(kept == words, "width \(width): \(lines)")
    }
  }

  @Test func theSeparatorStartsTheNextLine() {
    let lines = LineWrapper.wrap(Self.facts, width: 28).map(\.text)
    #expect(lines == ["Medium · Array, Hash Table", "· 47.3% · Premium"])
  }

  @Test func theSeparatorIsDroppedWhenTheWordFillsTheLine() {
    let spans = [Span("ab · abcdefgh")]
    #expect(LineWrapper.wrap(spans, width: 8).map(\.text) == ["ab", "abcdefgh"])
  }

  @Test func aSeparatorBeforeAHardBreakStays() {
    let spans = [Span("a ·\nb")]
    #expect(LineWrapper.wrap(spans, width: 20).map(\.text) == ["a ·", "b"])
  }
}
