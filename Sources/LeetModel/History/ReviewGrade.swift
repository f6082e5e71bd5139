/// How a review went, as the learner grades it after an accepted submit.
public enum ReviewGrade: String, Hashable, Sendable, CaseIterable {
  /// Forgotten: a lapse, due again tomorrow.
  case again
  /// Recalled with difficulty.
  case hard
  /// Recalled.
  case good
  /// Recalled at once.
  case easy

  /// SM-2's quality of response (0 to 5) for the grade: Again 1 (a lapse), Hard 3, Good 4, Easy 5.
  public var quality: Int {
    switch self {
    case .again: 1
    case .hard: 3
    case .good: 4
    case .easy: 5
    }
  }
}
