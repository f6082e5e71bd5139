import LeetModel

/// A foldable section of the browser's list.
public enum BrowserSection: Hashable, Sendable {
  case recent
  case all
  case difficulty(Difficulty)
  case cached
  /// Problems with the tag whose slug is given.
  case tag(String)
  /// Study plans, lists or contests: Enter opens their index where the list stands.
  case practice(ProblemCollection.Kind)
  /// The solved problems due for review now, in due order (`leetview review`).
  case due

  /// The section's heading in `words`.
  func title(_ words: Words, tagName: String? = nil) -> String {
    switch self {
    case .recent: words.browser.recentlyViewed
    case .all: words.browser.allProblems
    case .difficulty(let d): words.page.difficultyName(d)
    case .cached: words.browser.cachedOffline
    case .tag(let slug): words.browser.tagSection(tagName ?? slug)
    case .practice(let kind): words.collections.indexTitle(kind)
    case .due: words.review.dueSection
    }
  }
}

/// One row of the browser's list: a section heading or a problem (an index into the items).
public enum BrowserRow: Hashable, Sendable {
  case header(BrowserSection, count: Int, folded: Bool)
  case item(Int)
}
