import LeetModel

/// The small box of a problem's similar questions (`o`): which row is selected.
public struct SimilarChooser: Hashable, Sendable {
  /// The selected question's index in `Problem.similarQuestions`.
  public var selected = 0

  /// A chooser on the first question.
  public init(selected: Int = 0) {
    self.selected = selected
  }
}
