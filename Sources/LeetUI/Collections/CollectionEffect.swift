import LeetModel

/// Work the plans, lists and contests ask their runner to do.
public enum CollectionEffect: Hashable, Sendable {
  /// Load a plan, list or contest (`slug`), or the index of its kind (nil), answering with
  /// `CollectionAction.indexLoaded`, `.loaded` or `.failed`.
  case load(ProblemCollection.Kind, slug: String?)
}
