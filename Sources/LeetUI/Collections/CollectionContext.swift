import LeetModel

/// What the collections' reduce reads of the app around them (and never changes but through an
/// `AppRequest`).
public struct CollectionContext: Sendable {
  /// The rows of set or index on screen.
  public var listHeight: Int
  /// The user's marks: the browser's, the one copy every screen reads.
  public var marks: SolvedMarks
  /// The interface's words.
  public var words: Words
  /// The open problem's slug, which `n` goes on from.
  public var openSlug: String?

  /// The context of a screen `listHeight` rows high, with `marks`, `words` and the open problem.
  public init(listHeight: Int, marks: SolvedMarks, words: Words, openSlug: String?) {
    self.listHeight = listHeight
    self.marks = marks
    self.words = words
    self.openSlug = openSlug
  }
}
