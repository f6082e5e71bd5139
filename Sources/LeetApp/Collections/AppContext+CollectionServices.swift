import LeetFetch
import LeetModel

/// The services of plans, lists and contests over this run's cache, session and fetch policy.
extension AppContext: CollectionServices {
  /// The set of `kind` named `slug` under the fetch policy, the cached marks, and its age.
  /// - Throws: `LoadError` with why it could not be loaded.
  func collection(_ kind: ProblemCollection.Kind, slug: String) throws -> (
    ProblemCollection, marks: SolvedMarks, age: Double?
  ) {
    let loaded = try loadCollection(kind, slug: slug)
    return (loaded.value, collectionMarks(), age(of: loaded))
  }

  /// The index of `kind` under the fetch policy, its age, and whether a session asked for it.
  /// - Throws: `LoadError` with why it could not be loaded.
  func index(_ kind: ProblemCollection.Kind) throws -> (CollectionIndex, age: Double?, signedIn: Bool) {
    let loaded = try loadIndex(kind)
    return (loaded.value, age(of: loaded), collections.hasSession)
  }
}
