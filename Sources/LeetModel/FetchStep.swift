/// What a load is about to ask LeetCode for, so that a waiting interface can say it.
public enum FetchStep: Hashable, Sendable {
  /// The whole problem list (to find an id no cached list knows).
  case list
  /// One problem, as the user named it.
  case problem(String)
  /// Today's daily problem.
  case daily
}
