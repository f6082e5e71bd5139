/// The words of a problem's hints and similar questions.
public struct HintWords: Sendable {
  /// `Hint 1 of 3`, the fold of one hint.
  public var hintFold: @Sendable (_ number: Int, _ count: Int) -> String
  /// The key hint that opens the next hint.
  public var nextHint: String
  /// The heading of the similar questions' box.
  public var similarQuestions: String
  /// Said when the problem has no hint left folded.
  public var noMoreHints: String
  /// The key hint that closes the similar questions' box.
  public var close: String
  /// Said when the problem has no hint at all.
  public var noHints: String
  /// Said when the problem names no similar question.
  public var noSimilarQuestions: String
  /// Said as a similar question opens: the key that goes back, and the problem it goes back to.
  public var backTo: @Sendable (_ key: String, _ title: String) -> String
  /// The key back with no problem left to go back to.
  public var noProblemBefore: String
}
