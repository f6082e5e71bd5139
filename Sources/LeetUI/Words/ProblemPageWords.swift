import LeetModel

/// The words of a problem's page around its statement.
public protocol ProblemPageWords: Sendable {
  /// A difficulty's name: `Easy`, `简单`.
  func difficultyName(_ difficulty: Difficulty) -> String
  /// The premium mark among the facts.
  var premium: String { get }
  /// The heading of the hints.
  var hints: String { get }
  /// The heading of the similar questions.
  var similarQuestions: String { get }
  /// The Code segment's notice while the solution file is read.
  var readingSolution: String { get }
}
