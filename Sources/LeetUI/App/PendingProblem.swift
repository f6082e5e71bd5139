import LeetModel

/// A problem asked for and not yet arrived: what the list knows of it, for its loading screen.
///
/// While one is pending it is the problem the problem side is about (`AppState.pending`): its
/// loading screen stands where a page would, and the page keys do not reach the page before.
public struct PendingProblem: Hashable, Sendable {
  public var slug: String
  /// The frontend id and titles, from the list (nil for a problem the list does not hold).
  public var frontendID: String?
  public var title: String?
  public var translatedTitle: String?
  /// Whole seconds waited for it so far.
  public var elapsed = 0

  /// The problem `slug`, named as the list `item` names it.
  public init(slug: String, item: ProblemListItem?) {
    self.slug = slug
    frontendID = item?.frontendID
    title = item?.title
    translatedTitle = item?.translatedTitle
  }

  /// The title in the interface's language, else the slug.
  func shownTitle(in language: Language) -> String {
    Translation.pick(title ?? slug, translatedTitle, in: language)
  }

  /// The heading of its loading screen: `3. Orchard Paths`, as a problem's header starts.
  func heading(in language: Language) -> String {
    let title = shownTitle(in: language)
    return frontendID.map { "\($0). \(title)" } ?? title
  }

  /// What the loading screen says is fetched: `problem 3`, `题目 3`.
  var step: FetchStep { .problem(frontendID ?? slug) }
}
