import FoundationEssentials
import LeetModel
import LeetText

/// The interface's state of one of the Comments, Solutions and Submissions pages: the list,
/// its selection, the item open in it, and the work in flight.
public struct SegmentViewState: Sendable {
  /// The data, once some arrived.
  public internal(set) var snapshot: SegmentContent?
  /// The list's entries, computed once per snapshot.
  public internal(set) var items: [SegmentListItem] = []
  /// What follows the entries in the list: notices, "showing 20 of 300".
  var footer: Document = []
  /// When the snapshot arrived; ages are measured against it.
  var arrivedAt = Date(timeIntervalSince1970: 0)
  /// Why the copy shown is stale, when refreshing it failed.
  public internal(set) var staleBecause: String?
  /// Where the list shown came from (`live`, `cached 2 days ago`), for the status line.
  public internal(set) var sourceLabel = ""
  /// The selected entry's index in `items`.
  public internal(set) var selection = 0
  /// The id of the entry open (an article, a thread, a submission), nil on the list.
  public internal(set) var opened: String?
  /// The list's first line on screen when an entry was opened, to go back to.
  var listTop = 0
  /// The list's page, with its layouts, kept while an entry is open so that going back costs
  /// no layout; dropped when the list changes meanwhile.
  var savedList: Page?
  /// Tasks asked for and not answered yet.
  public internal(set) var loading: Set<SegmentTask> = []
  /// Tasks that failed, with their reason, until tried again.
  public internal(set) var failures: [SegmentTask: String] = [:]

  public init() {}

  /// The selected entry, if any.
  public var selectedItem: SegmentListItem? {
    items.indices.contains(selection) ? items[selection] : nil
  }

  /// Whether an entry is open.
  public var isOpen: Bool { opened != nil }
}
