import FoundationEssentials
import LeetModel

/// An index of plans, lists or contests on screen, where the browser's list stands: each shelf
/// (yours, LeetCode's, upcoming, past) and its sets, and the row under the cursor.
public struct ShelfScreen: Hashable, Sendable, CursorRows {
  /// One row: a shelf's heading, or one set of it.
  public enum Row: Hashable, Sendable {
    case shelf(Int)
    case summary(shelf: Int, index: Int)
  }

  public var index: CollectionIndex
  /// How old the copy shown is, in seconds, when it came from the cache.
  public var age: TimeInterval?
  /// Whether a session cookie is there: without, a plans index says how to see one's own.
  public var signedIn: Bool
  /// Whether leaving the screen quits (it is what leetview opened on).
  public var quitsOnBack: Bool
  /// Where contests' start times are written and counted down from: the user's zone, and when
  /// the index arrived.
  public var time: CollectionTime
  public private(set) var rows: [Row] = []
  public var rowCount: Int { rows.count }
  public var cursor = 0
  public var top = 0

  /// The screen of `index`, the cursor on its first set.
  public init(
    index: CollectionIndex, age: TimeInterval? = nil, signedIn: Bool, quitsOnBack: Bool = false,
    time: CollectionTime
  ) {
    self.time = time
    self.index = index
    self.age = age
    self.signedIn = signedIn
    self.quitsOnBack = quitsOnBack
    for (shelf, section) in index.sections.enumerated() {
      rows.append(.shelf(shelf))
      rows += section.summaries.indices.map { .summary(shelf: shelf, index: $0) }
    }
    cursor = rows.firstIndex { if case .summary = $0 { true } else { false } } ?? 0
  }

  /// The set on `row`, if it is one.
  public func summary(at row: Int) -> CollectionSummary? {
    guard rows.indices.contains(row), case .summary(let shelf, let index) = rows[row] else { return nil }
    return self.index.sections[shelf].summaries[index]
  }

  /// The set under the cursor.
  public var selectedSummary: CollectionSummary? { summary(at: cursor) }
}
