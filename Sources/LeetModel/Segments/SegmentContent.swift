/// What a segment holds once loaded: what the fetch layer loads and the interface shows.
public enum SegmentContent: Hashable, Sendable {
  case solutions(SolutionsSnapshot)
  case comments(CommentsSnapshot)
  case submissions(SubmissionsSnapshot)
  /// Submissions without credentials and nothing cached: the page explains how to sign in.
  case signInNeeded
}
