import LeetText

/// One selectable entry of a segment's list, for the interface: what it shows, and the id that
/// Enter opens (a solution article, a comment's replies, a submission's detail).
public struct SegmentListItem: Hashable, Sendable {
  /// The article id (`editorial` for the editorial), comment id or submission id.
  public var id: String
  /// What the entry shows in the list.
  public var blocks: Document
  /// Whether Enter has something to open: a visible article, replies, a detail.
  public var opens: Bool

  public init(id: String, blocks: Document, opens: Bool) {
    self.id = id
    self.blocks = blocks
    self.opens = opens
  }

  /// The id of the entry after (`step` 1) or before (`step` -1) `id` that opens, for `]` and `[`;
  /// nil at either end.
  public static func neighbour(of id: String, step: Int, in items: [SegmentListItem]) -> String? {
    guard let index = items.firstIndex(where: { $0.id == id }) else { return nil }
    var next = index + step
    while items.indices.contains(next) {
      if items[next].opens { return items[next].id }
      next += step
    }
    return nil
  }
}
