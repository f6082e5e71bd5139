import FoundationEssentials
import LeetModel

/// A plan, list or contest on screen, where the browser's list stands.
///
/// Its groups with their progress, its problems with marks, and the row under the cursor.
public struct CollectionScreen: Hashable, Sendable, CursorRows {
  /// One row: a group's heading, one of its problems, or the line that says it is locked or empty.
  public enum Row: Hashable, Sendable {
    case group(Int)
    case entry(group: Int, index: Int)
    case note(group: Int)
  }

  public var collection: ProblemCollection
  /// How old the copy shown is, in seconds, when it came from the cache.
  public var age: TimeInterval?
  /// Whether leaving the screen quits (it is what leetview opened on) rather than going back to
  /// the browser's list.
  public var quitsOnBack: Bool
  public private(set) var rows: [Row] = []
  public var rowCount: Int { rows.count }
  /// The row under the cursor, and the first row on screen.
  public var cursor = 0
  public var top = 0

  /// The screen of `collection`, the cursor on its first problem not yet solved by `marks` (the
  /// browser's, the one copy the screen reads its marks from).
  public init(
    collection: ProblemCollection, marks: SolvedMarks, age: TimeInterval? = nil, quitsOnBack: Bool = false
  ) {
    self.collection = collection
    self.age = age
    self.quitsOnBack = quitsOnBack
    for (group, value) in collection.groups.enumerated() {
      rows.append(.group(group))
      if value.isLocked || value.entries.isEmpty {
        rows.append(.note(group: group))
      } else {
        rows += value.entries.indices.map { .entry(group: group, index: $0) }
      }
    }
    let next = collection.nextUnsolved(after: nil, marks: marks)?.item.titleSlug
    cursor = next.flatMap(row(of:)) ?? rows.firstIndex { if case .entry = $0 { true } else { false } } ?? 0
  }

  /// The entry on `row`, if it is a problem's row.
  public func entry(at row: Int) -> ProblemCollection.Entry? {
    guard rows.indices.contains(row), case .entry(let group, let index) = rows[row] else { return nil }
    return collection.groups[group].entries[index]
  }

  /// The entry under the cursor.
  public var selectedEntry: ProblemCollection.Entry? { entry(at: cursor) }

  /// The row of the problem `slug`, if the set has it.
  public func row(of slug: String) -> Int? {
    rows.indices.first { entry(at: $0)?.item.titleSlug == slug }
  }

  /// Whether the set has the problem `slug`.
  public func contains(_ slug: String) -> Bool { row(of: slug) != nil }

  /// The problem `n` opens after `slug`: the next one `marks` does not call solved, after it in
  /// the set's order.
  public func next(after slug: String?, marks: SolvedMarks) -> ProblemCollection.Entry? {
    collection.nextUnsolved(after: slug, marks: marks)
  }
}
