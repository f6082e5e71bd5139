/// A problem's difficulty.
///
/// The one reader of LeetCode's spellings: `Easy` (`question`), `EASY` (the newer list queries,
/// favourite lists, `userProgressQuestionList`) and the REST index's `level` 1, 2, 3.
public enum Difficulty: String, Hashable, Sendable, CaseIterable {
  case easy = "Easy", medium = "Medium", hard = "Hard"

  /// Parses any capitalisation; nil for anything else.
  public init?(lenient text: String?) {
    guard let text else { return nil }
    switch text.lowercased() {
    case "easy": self = .easy
    case "medium": self = .medium
    case "hard": self = .hard
    default: return nil
    }
  }

  /// The REST index's `difficulty.level`: 1 easy, 2 medium, 3 hard; nil for anything else.
  public init?(level: Int?) {
    switch level {
    case 1: self = .easy
    case 2: self = .medium
    case 3: self = .hard
    default: return nil
    }
  }
}
