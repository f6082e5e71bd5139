import LeetFetch
import LeetModel
import LeetUI

extension AppContext {
  /// The user's marks for printing: the cached ones, refreshed first (one request) when they are
  /// missing or older than an hour, or with `--refresh`, while a session is present and the
  /// network may be used; a failed refresh prints what the cache holds.
  var printedMarks: SolvedMarks {
    let marks = MarksService(problems: service)
    if !options.offline, session.credentials?.session != nil,
      options.refresh || marks.needsRefresh(),
      case .refreshed(let snapshot)? = try? marks.refresh()
    {
      return snapshot.marks
    }
    return marks.cached()?.snapshot.marks ?? SolvedMarks()
  }

  /// The cached mark of the problem `slug` (a printed problem asks LeetCode nothing for it).
  func cachedMark(slug: String) -> SolvedMark {
    guard let slug = TitleSlug.validated(slug) else { return .untouched }
    return MarksService(problems: service).cached()?.snapshot.marks[slug] ?? .untouched
  }

  /// What a printed row starts with: `✓ ` solved, `◐ ` attempted, nothing when untouched.
  static func markPrefix(_ marks: SolvedMarks, slug: String) -> String {
    guard !marks.isEmpty, let slug = TitleSlug.validated(slug),
      let sign = Glyphs.unicode.sign(for: marks[slug])
    else { return "" }
    return sign + " "
  }
}
