import FoundationEssentials
import LeetFetch
import LeetModel
import LeetUI
import TermCore

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

  /// `sync`'s last step, signed in: the marks fetched with the list (one request), and a line
  /// that says how many are solved; a failure is a warning, never the sync's.
  func refreshMarksWithSync() {
    guard session.credentials?.session != nil else { return }
    let line: String
    do {
      guard case .refreshed(let snapshot) = try MarksService(problems: service).refresh() else { return }
      let solved = snapshot.marks.count(.solved)
      let attempted = snapshot.marks.count(.attempted)
      // Information, in the sync's own form (`leetview sync: …`); `leetview: …` is an error's.
      line = "leetview sync: marks refreshed: \(solved) solved, \(attempted) attempted"
    } catch {
      let reason = (error as? FetchError).map { FailureWords.commandLine.phrase($0, offlineHelps: false) }
      line = "leetview: warning: the marks could not be refreshed: \(reason ?? "\(error)")"
    }
    StandardStream.error(TextSanitizer.clean(line) + "\n")
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
