import LeetModel

extension BrowserState {
  /// The user's mark of the problem `slug`: untouched when it has none (or none are known).
  public func mark(slug: String) -> SolvedMark {
    markBySlug[slug] ?? .untouched
  }

  /// Whether any problem is solved or attempted: the list shows its marks' column only then.
  public var hasMarks: Bool { !markBySlug.isEmpty }

  /// Moves the mark of `slug` after a submission judged `accepted` or not (never down).
  public mutating func recordSubmit(slug: String, accepted: Bool) {
    guard let titleSlug = TitleSlug.validated(slug) else { return }
    marks = marks.recordingSubmit(of: titleSlug, accepted: accepted)
  }

  /// Rebuilds `markBySlug` from `marks`.
  mutating func indexMarks() {
    var bySlug: [String: SolvedMark] = [:]
    bySlug.reserveCapacity(marks.bySlug.count)
    for (slug, mark) in marks.bySlug { bySlug[slug.rawValue] = mark }
    markBySlug = bySlug
  }

  /// Counts the solved problems of every section from the marks (not from the sections' rows,
  /// so that it costs the solved problems, not the list).
  mutating func countSolved() {
    guard !markBySlug.isEmpty else {
      if !solvedCounts.isEmpty { solvedCounts = [:] }
      return
    }
    var counts: [BrowserSection: Int] = [:]
    let recentSlugs = Set(recent)
    for (slug, mark) in markBySlug where mark == .solved {
      guard let item = item(slug: slug) else { continue }
      counts[.all, default: 0] += 1
      if let difficulty = item.difficulty { counts[.difficulty(difficulty), default: 0] += 1 }
      if cachedSlugs.contains(slug) { counts[.cached, default: 0] += 1 }
      if recentSlugs.contains(slug) { counts[.recent, default: 0] += 1 }
      for tag in item.tags { counts[.tag(tag.slug), default: 0] += 1 }
    }
    solvedCounts = counts
  }
}
