import LeetModel
import LeetText

extension Difficulty {
  /// The style that colours this difficulty.
  public var style: TextStyle {
    switch self {
    case .easy: .easy
    case .medium: .medium
    case .hard: .hard
    }
  }
}
