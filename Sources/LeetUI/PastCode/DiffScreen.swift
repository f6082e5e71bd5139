import LeetModel
import LeetText

/// A diff of past code: the labels of its two sides, the unified diff between them, and (on
/// screen) its first line shown.
public struct DiffScreen: Hashable, Sendable {
  /// The side diffed from, and the side diffed to.
  public var old: DiffSide.Label
  public var new: DiffSide.Label
  /// The diff of the two codes.
  public var diff: UnifiedDiff
  /// The first line on screen.
  public var top = 0

  /// The diff that turns `old` into `new`, its sides named in `words`.
  public init(old: DiffSide, new: DiffSide, words: PastCodeWords) {
    self.old = old.label
    self.new = new.label
    diff = UnifiedDiff(
      old: old.text, new: new.text, oldName: old.label.name(words), newName: new.label.name(words))
  }

  /// The diff as lines `width` wide: a line heading each side (the old one red, the new one green),
  /// a blank line, then the diff, side by side where the width allows.
  public func lines(width: Int, words: Words) -> [StyledLine] {
    [
      StyledLine([Span("- " + old.heading(words.pastCode), style: .hard)]),
      StyledLine([Span("+ " + new.heading(words.pastCode), style: .easy)]),
      StyledLine(),
    ] + DiffLines.lines(diff, width: width, words: words.history)
  }
}
