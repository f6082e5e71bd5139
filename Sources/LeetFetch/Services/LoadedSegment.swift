import FoundationEssentials
import LeetModel

/// A segment of one problem as loaded: its content, where it came from, and whether it is a stale
/// copy kept because refreshing it failed.
public struct LoadedSegment: Hashable, Sendable {
  public var segment: Segment
  public var slug: String
  public var content: SegmentContent
  public var source: CacheSource
  /// Set when the copy is stale and refreshing it failed: the reason, on one line.
  public var staleBecause: FetchReason?

  public init(
    segment: Segment, slug: String, content: SegmentContent, source: CacheSource,
    staleBecause: FetchReason? = nil
  ) {
    self.segment = segment
    self.slug = slug
    self.content = content
    self.source = source
    self.staleBecause = staleBecause
  }

  public var solutions: SolutionsSnapshot? {
    if case .solutions(let snapshot) = content { return snapshot }
    return nil
  }

  public var comments: CommentsSnapshot? {
    if case .comments(let snapshot) = content { return snapshot }
    return nil
  }

  public var submissions: SubmissionsSnapshot? {
    if case .submissions(let snapshot) = content { return snapshot }
    return nil
  }
}
