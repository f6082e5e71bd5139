import LeetFetch
import LeetModel

/// The list chooser's services over this run's session, cache and fetch policy.
extension AppContext: ListServices {
  /// Whether a session is present to read and change the lists with.
  var hasListSession: Bool { collections.hasSession }

  /// The lists the user made (the created shelf of the lists' index).
  /// - Throws: `LoadError` with why the index could not be loaded.
  func ownLists() throws -> [CollectionSummary] {
    try collections.listIndex().value.sections.first { $0.shelf == .created }?.summaries ?? []
  }

  /// The cached copy of the list `slug`, if there is one.
  func cachedList(_ slug: String) -> ProblemCollection? {
    collections.cachedList(slug)
  }

  /// Adds the problem `questionSlug` to the list `slug`, or removes it.
  /// - Throws: `LoadError` with LeetCode's refusal in its words.
  func changeList(_ slug: String, questionSlug: String, adding: Bool) throws {
    try collections.changeList(slug, questionSlug: questionSlug, adding: adding)
  }
}
