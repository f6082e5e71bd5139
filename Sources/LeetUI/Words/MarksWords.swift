/// The words of the user's marks and of `random`: the header's Solved or Attempted, and what the
/// list says when a random pick finds nothing.
public struct MarksWords: Sendable {
  /// The header's word for a solved problem.
  public var solved: String
  /// The header's word for an attempted one.
  public var attempted: String
  /// `No problem matches is:solved d:hard`, when a random pick has nothing to pick from.
  public var noRandomMatch: @Sendable (_ filter: String) -> String
  /// `Could not refresh your solved marks (<reason>); the cached ones are shown`.
  public var notRefreshed: @Sendable (_ reason: String) -> String
  /// Said when LeetCode answers the session's refresh as signed out.
  public var signedOut: String
}
