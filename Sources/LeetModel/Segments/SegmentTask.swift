/// One piece of work for a segment: asked by the interface, carried out by `SegmentService`.
public enum SegmentTask: Hashable, Sendable {
  /// The segment the first time it is shown (cache first).
  case load
  /// The segment fetched again (`r`).
  case refresh
  /// The next page of the list.
  case more
  /// The item behind an entry: a solution article, a comment's replies, a submission's code.
  case open(String)
}
