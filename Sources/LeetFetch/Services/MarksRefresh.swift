import LeetModel

/// What a refresh of the marks came to.
public enum MarksRefresh: Hashable, Sendable {
  /// LeetCode sent the marks: `snapshot` is them merged with what was cached, and stored.
  case refreshed(MarksSnapshot)
  /// Signed out (no cookie, or LeetCode answered as to a stranger): there are no marks to show,
  /// and the cache was left as it was.
  case signedOut
}
