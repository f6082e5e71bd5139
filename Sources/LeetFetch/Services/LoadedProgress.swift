import FoundationEssentials
import LeetModel

/// A user's progress ready to show: the answers, how old they are, and why a cached copy is
/// shown when a refresh was wanted.
public struct LoadedProgress: Hashable, Sendable {
  /// The answers and whose they are.
  public var snapshot: ProgressSnapshot
  /// Seconds since they were fetched (0 for what was fetched just now).
  public var age: TimeInterval
  /// Whether they came from the cache rather than from LeetCode just now.
  public var fromCache: Bool
  /// Why the cached copy is shown although a newer one was asked for (offline, a failed
  /// refresh), on one line; nil otherwise.
  public var staleBecause: FetchReason?

  /// Progress of `snapshot`, `age` seconds old.
  public init(
    snapshot: ProgressSnapshot, age: TimeInterval, fromCache: Bool, staleBecause: FetchReason? = nil
  ) {
    self.snapshot = snapshot
    self.age = age
    self.fromCache = fromCache
    self.staleBecause = staleBecause
  }
}
