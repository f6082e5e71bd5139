import LeetModel
import LeetText

extension ProblemState {
  /// The header's facts with the user's mark first (`✓ Solved`, `◐ Attempted`) when it has one.
  var factsWithMark: ProblemFacts {
    var facts = header.facts
    guard let sign = theme.glyphs.sign(for: mark) else { return facts }
    let word = mark == .solved ? words.marks.solved : words.marks.attempted
    facts.status = Span("\(sign) \(word)", style: mark == .solved ? .easy : .medium)
    return facts
  }
}
