/// LeetCode answered the progress query but refused it: no such user, or its own words.
public struct ProgressRefusal: Error, Hashable, Sendable {
  /// What LeetCode said, on one line and sanitized, or leetview's words for a missing user.
  public var message: String
}
