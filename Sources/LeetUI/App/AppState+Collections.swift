import LeetModel

// Where the plans, lists and contests stand in the app: their state is `collections`, which
// their reduce owns; these read it as the views and the app's keys need.

extension AppState {
  /// The plan, list or contest shown where the list stands, if one is.
  public var collection: CollectionScreen? {
    get { collections.collection }
    set { collections.collection = newValue }
  }

  /// The index of plans, lists or contests shown where the list stands (under `collection`), if one is.
  public var shelf: ShelfScreen? {
    get { collections.shelf }
    set { collections.shelf = newValue }
  }

  /// The plan, list or contest (or index) asked for and not yet arrived.
  public var loadingCollection: Bool { collections.loading }

  /// The rows of a collection on screen: its area less its two title lines, a blank line and its
  /// status line.
  var collectionListHeight: Int { max(1, (browserRect?.height ?? size.height) - 4) }
}

/// Whether `n` on the open problem opens the next of the collection: the problem is one of the
/// collection on screen and no search is active on its page (then `n` is the next match).
func nextGoesToCollection(_ state: AppState) -> Bool {
  guard let screen = state.collection, let slug = state.openSlug, let app = state.problem else {
    return false
  }
  return app.search == nil && screen.contains(slug)
}
