import LeetModel

/// The words of a problem's page around its statement.
public struct ProblemPageWords: Sendable {
  /// A difficulty's name: `Easy`, `简单`.
  public var difficultyName: @Sendable (Difficulty) -> String
  /// The premium mark among the facts.
  public var premium: String
  /// The heading of the hints.
  public var hints: String
  /// The heading of the similar questions.
  public var similarQuestions: String
  /// The Code segment's notice while the solution file is read.
  public var readingSolution: String
  /// Above a statement shown in English because it has no Chinese one (so said only in Chinese).
  public var englishInstead: String
  /// The Code segment's note over the template when there is no solution file: in the interface,
  /// where a key writes it, and printed, where `command` (already one clean line) does.
  public var templateForKey: String
  public var templateForCommand: @Sendable (_ command: String) -> String
}
