import FoundationEssentials

/// A plan, list or contest (or an index of them) as loaded: the value, when LeetCode sent it,
/// and whether it is a cached copy shown because a refresh failed.
public struct LoadedCollection<Value: Sendable>: Sendable {
  public var value: Value
  /// When LeetCode sent it.
  public var fetchedAt: Date
  /// Whether it came from the cache rather than from LeetCode just now.
  public var isCached: Bool
  /// Why the cached copy is shown though a refresh was tried; nil when none failed.
  public var staleBecause: FetchReason?
  /// What LeetCode said beside data that was still usable, each on one line.
  public var warnings: [String]

  /// `value`, sent at `fetchedAt`.
  public init(
    value: Value, fetchedAt: Date, isCached: Bool, staleBecause: FetchReason? = nil, warnings: [String] = []
  ) {
    self.value = value
    self.fetchedAt = fetchedAt
    self.isCached = isCached
    self.staleBecause = staleBecause
    self.warnings = warnings
  }

  /// The same copy holding `transform(value)`.
  public func map<Other: Sendable>(_ transform: (Value) -> Other) -> LoadedCollection<Other> {
    LoadedCollection<Other>(
      value: transform(value), fetchedAt: fetchedAt, isCached: isCached, staleBecause: staleBecause,
      warnings: warnings)
  }
}
