import LeetModel

extension SegmentContent {
  /// This content, keeping the articles, replies and details that `older` had and this one
  /// lacks: results may arrive out of order, and none of them should lose what another brought.
  func keeping(_ older: SegmentContent?) -> SegmentContent {
    switch (self, older) {
    case (.solutions(var new), .solutions(let old)?):
      new.articles.merge(old.articles) { current, _ in current }
      return .solutions(new)
    case (.comments(var new), .comments(let old)?):
      new.replies.merge(old.replies) { current, _ in current }
      return .comments(new)
    case (.submissions(var new), .submissions(let old)?):
      new.details.merge(old.details) { current, _ in current }
      return .submissions(new)
    default:
      return self
    }
  }

  /// Whether the list has pages that are not loaded yet.
  var hasMore: Bool {
    switch self {
    case .solutions(let snapshot): snapshot.hasMore
    case .comments(let snapshot): snapshot.hasMore
    case .submissions(let snapshot): snapshot.hasMore
    case .signInNeeded: false
    }
  }
}
