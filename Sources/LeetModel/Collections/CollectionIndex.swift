/// What `leetview plans`, `lists` or `contests` shows without a slug: the sets in shelves, such as
/// the user's plans and LeetCode's catalogue, or upcoming and past contests.
public struct CollectionIndex: Hashable, Sendable {
  /// Which shelf of an index a summary stands on.
  public enum Shelf: String, Hashable, Sendable, CaseIterable {
    /// The user's study plans in progress.
    case yours
    /// LeetCode's study plans.
    case catalogue
    /// The lists the user made.
    case created
    /// The lists the user collected from others.
    case collected
    /// Contests yet to start (or running).
    case upcoming
    /// Contests that are over, newest first.
    case past
  }

  /// One shelf and its sets, in the order shown.
  public struct Section: Hashable, Sendable {
    public var shelf: Shelf
    public var summaries: [CollectionSummary]

    /// The shelf `shelf` holding `summaries`.
    public init(shelf: Shelf, summaries: [CollectionSummary]) {
      self.shelf = shelf
      self.summaries = summaries
    }
  }

  public var kind: ProblemCollection.Kind
  public var sections: [Section]

  /// An index of `kind` with `sections`.
  public init(kind: ProblemCollection.Kind, sections: [Section]) {
    self.kind = kind
    self.sections = sections
  }

  /// Every summary, shelf after shelf.
  public var summaries: [CollectionSummary] { sections.flatMap(\.summaries) }
}
