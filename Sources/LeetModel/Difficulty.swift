/// A problem's difficulty.
///
/// Reads both `Easy` and the newer list query's `EASY`.
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
}
