import FoundationEssentials
import LeetFetch
import LeetModel
import LeetText
import LeetUI
import TermCore

/// `leetview submissions PROBLEM [ID]`: a problem's submissions, or one submission whole.
extension AppContext {
  /// Runs `submissions`: without `id` as `--segment submissions PROBLEM` does (the interface on a
  /// terminal, else the list printed); with `id` prints that submission, from the cache or fetched.
  /// - Throws: `LoadError` for a failure told in one line: not signed in with nothing cached,
  ///   offline with nothing cached, a submission of another problem.
  func runSubmissions(_ query: String, id: String?) throws -> Int32 {
    guard let id else {
      var listing = self
      listing.options.command = .open(query)
      listing.options.segment = .submissions
      listing.options.segmentGiven = true
      return try listing.run()
    }
    let problem = try loadProblem(query)
    let slug = problem.problem.titleSlug
    let loaded = try SegmentService(problems: service).submissionDetail(slug: slug, id: id)
    if let reason = loaded.staleBecause {
      ErrorLine.print("showing the cached submissions; could not refresh them: \(reason.message)")
    }
    guard let snapshot = loaded.submissions, let detail = snapshot.details[id] else {
      throw LoadError.signInNeeded("submission \(id) of '\(slug)'")
    }
    let row = snapshot.submissions.first { $0.id == id }
    let record = row.map(detail.record.filling(from:)) ?? detail.record
    if let other = record.titleSlug, other != slug {
      throw LoadError.submissionOfOtherProblem(id: id, slug: other)
    }
    StandardOutput.write(submissionText(record, id: id, of: problem, source: loaded.source))
    warnIfNotKept()
    return 0
  }

  /// The printed submission: the problem's header, the submission's id (with the age of a cached
  /// copy), then the submission's lines, styled as the run's `--color` says.
  func submissionText(
    _ record: SubmissionRecord, id: String, of problem: LoadedProblem, source: CacheSource
  ) -> String {
    let width = printWidth
    var page = ProblemPage(problem: problem.problem, language: language)
    page.mark = cachedMark(slug: problem.problem.titleSlug)
    var heading = words.history.submission(id)
    if case .cached(let date) = source {
      heading += " · " + words.history.cached(words.segments.age(of: date, now: Date()))
    }
    let lines =
      page.headerLines(width: width) + [StyledLine(), StyledLine([Span(heading, style: .dim)])]
      + SubmissionRecordLines.lines(record, width: width, words: words.history)
    let styling = printStyling
    return ANSIText.render(lines, theme: Theme(usesColor: styling.colors), styled: styling.styled)
  }
}
