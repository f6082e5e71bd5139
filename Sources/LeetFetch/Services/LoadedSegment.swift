import Foundation
import LeetModel

/// What a segment holds once loaded.
public enum SegmentContent: Hashable, Sendable {
  case solutions(SolutionsSnapshot)
  case comments(CommentsSnapshot)
  case submissions(SubmissionsSnapshot)
  /// Submissions without credentials and nothing cached: the page explains how to sign in.
  case signInNeeded
}

/// A segment of one problem as loaded: its content, where it came from, and whether it is a stale
/// copy kept because refreshing it failed.
public struct LoadedSegment: Hashable, Sendable {
  public var segment: Segment
  public var slug: String
  public var content: SegmentContent
  public var source: CacheSource
  /// Set when the copy is stale and refreshing it failed: the reason, on one line.
  public var staleBecause: String?

  public init(
    segment: Segment, slug: String, content: SegmentContent, source: CacheSource,
    staleBecause: String? = nil
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

/// One thing the interface asks of a segment; `SegmentService.perform` runs it in the background.
public enum SegmentRequest: Hashable, Sendable {
  /// The segment under the cache policy (`refresh` fetches even a fresh copy: the `r` key).
  case load(Segment, refresh: Bool)
  /// The next page of the segment's list.
  case more(Segment)
  /// One solution article, by its entry id (`editorial` for the editorial).
  case article(String)
  /// The replies to one comment.
  case replies(String)
  /// One submission's code and figures.
  case submissionDetail(String)
}
