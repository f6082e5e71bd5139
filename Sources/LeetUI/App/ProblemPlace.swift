import LeetModel

/// Where a problem was left for another (a similar question opened with `o`): the segment shown
/// and its first line on screen, for the key that goes back to it.
public struct ProblemPlace: Hashable, Sendable {
  /// The slug the problem was opened by.
  public var slug: String
  /// Its heading as shown (`1. Two Sum`), for the message that says where the key goes back to.
  public var title: String
  /// The segment shown, and the first line of its page on screen.
  public var segment: Segment
  public var top: Int
}
