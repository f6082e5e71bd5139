/// The plans, lists and contests where the list stands: a set on screen over the index it was
/// opened from, and whether one is asked for.
public struct CollectionsState: Hashable, Sendable {
  /// The plan, list or contest shown where the list stands, if one is.
  public var collection: CollectionScreen?
  /// The index of plans, lists or contests shown where the list stands (under `collection`), if one is.
  public var shelf: ShelfScreen?
  /// The plan, list or contest (or index) asked for and not yet arrived.
  public var loading = false

  /// No set and no index on screen, none asked for.
  public init() {}

  /// Whether a set or an index stands where the list stands (and takes the list's keys).
  public var isShown: Bool { collection != nil || shelf != nil }
}
