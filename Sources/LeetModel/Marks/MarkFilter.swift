/// A filter on the user's marks, as the browser's filter language and `random` write it:
/// `is:solved`, `is:attempted`, `is:unsolved`.
public enum MarkFilter: String, Hashable, Sendable, CaseIterable {
  case solved, attempted, unsolved

  /// The filter `token` names (`is:solved`, lowercased), or nil when it names none.
  public init?(token: Substring) {
    guard token.hasPrefix("is:"), let filter = MarkFilter(rawValue: String(token.dropFirst(3)))
    else { return nil }
    self = filter
  }

  /// Whether a problem marked `mark` passes: unsolved is attempted or untouched.
  public func admits(_ mark: SolvedMark) -> Bool {
    switch self {
    case .solved: mark == .solved
    case .attempted: mark == .attempted
    case .unsolved: mark != .solved
    }
  }
}
