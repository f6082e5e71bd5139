import LeetModel
import LeetText

extension ProblemState {
  /// The header's facts with the user's mark first (`✓ Solved`, `◐ Attempted`) when it has one.
  var factsWithMark: ProblemFacts {
    var facts = header.facts
    facts.status = ProblemPage.status(mark, words: words, glyphs: theme.glyphs)
    return facts
  }
}

extension ProblemPage {
  /// The header's fact for `mark`: `✓ Solved` in green, `◐ Attempted` in yellow; nil untouched.
  static func status(_ mark: SolvedMark, words: Words, glyphs: Glyphs) -> Span? {
    guard let sign = glyphs.sign(for: mark) else { return nil }
    let word = mark == .solved ? words.marks.solved : words.marks.attempted
    return Span("\(sign) \(word)", style: mark == .solved ? .easy : .medium)
  }
}
