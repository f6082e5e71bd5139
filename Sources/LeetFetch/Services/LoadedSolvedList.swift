import FoundationEssentials
import LeetModel

/// The problems the user touched, ready for the review list: the list, how old it is, and why a
/// cached copy is shown when a newer one was wanted.
public struct LoadedSolvedList: Hashable, Sendable {
  /// The list and when it was fetched.
  public var list: SolvedList
  /// Seconds since it was fetched (0 for what was fetched just now, never negative).
  public var age: TimeInterval
  /// Whether it came from the cache rather than from LeetCode just now.
  public var fromCache: Bool
  /// Why the cached copy is shown although a newer one was asked for (offline, a failed
  /// refresh); nil otherwise.
  public var staleBecause: FetchReason?

  /// The list `list`, `age` seconds old.
  public init(list: SolvedList, age: TimeInterval, fromCache: Bool, staleBecause: FetchReason? = nil) {
    self.list = list
    self.age = age
    self.fromCache = fromCache
    self.staleBecause = staleBecause
  }
}
