import FoundationEssentials
import Glibc
import LeetFetch
import LeetModel
import LeetUI
import TermCore

/// `leetview review [PROBLEM GRADE]`: the solved problems by when they are due, printed (or the
/// browser on its Due section on a terminal); with a problem and a grade, the grade kept.
extension AppContext {
  /// The review service over this run's problems' service: the clock's now is the service's,
  /// which a test gives (`ProblemService(now:)`); the zone is the C library's (`TZ`).
  var reviewService: ReviewService { ReviewService(problems: service) }

  /// Lists the solved problems by when they are due, or grades `problem` with `grade`.
  /// - Throws: `LoadError` signed out, offline with nothing cached, or when it cannot load; a
  ///   schedule that cannot be read or written as `LoadError.configuration`.
  func runReview(problem: String?, grade: ReviewGrade?) throws -> Int32 {
    if let problem, let grade { return try runGrade(problem, grade) }
    let review = reviewService
    guard review.isSignedIn else { throw LoadError.signInNeeded("the review list") }
    // On a terminal too the list is fetched first when stale: the Due section reads the cache.
    let loaded = try review.load()
    if !printMode, let status = try AppProgram.run(context: self, launch: .due) { return status }
    let page = try Self.reviewPage(loaded, review: review, words: .commandLine)
    let styling = printStyling
    let lines = ReviewSheet.lines(page, width: printWidth, words: words)
    StandardOutput.write(
      ANSIText.render(lines, theme: Theme(usesColor: styling.colors), styled: styling.styled))
    warnIfNotKept()
    return 0
  }

  /// The review page of `loaded` and the schedule now, why it is stale in `words`.
  /// - Throws: `LoadError.configuration` for a schedule file that cannot be used.
  static func reviewPage(_ loaded: LoadedSolvedList, review: ReviewService, words: FailureWords) throws
    -> ReviewPage
  {
    ReviewPage(
      questions: loaded.list.questions, schedule: try review.schedule(), clock: review.clock,
      fetchedAt: loaded.list.fetchedAt, staleBecause: loaded.staleBecause.map(words.phrase))
  }

  /// Grades `problem` (an id or a slug) with `grade` and says when it is due next.
  /// - Throws: `LoadError` for a problem no list knows, or a schedule that cannot be kept.
  func runGrade(_ problem: String, _ grade: ReviewGrade) throws -> Int32 {
    let review = reviewService
    let slug = try reviewSlug(problem, review: review)
    let clock = review.clock
    let card = try review.grade(slug, grade, clock: clock)
    StandardOutput.write(gradedLine(grade, card: card, clock: clock) + "\n")
    return 0
  }

  /// `Graded Good: due in 6 days`, in the run's words.
  func gradedLine(_ grade: ReviewGrade, card: ReviewCard, clock: ReviewClock) -> String {
    let review = words.review
    return review.graded(review.grade(grade), review.due(ReviewDue(dueDay: card.dueDay, today: clock.today)))
  }

  /// The slug of `problem`: as the cached list of solved problems knows it (by id or slug), else
  /// as the problem lists do.
  /// - Throws: `LoadError` when no list knows it.
  func reviewSlug(_ problem: String, review: ReviewService) throws -> TitleSlug {
    let wanted = ProblemList.trimmedQuery(problem)
    let listed = review.cached()?.list.questions.first { $0.frontendID == wanted || $0.titleSlug == wanted }
    let text = try listed?.titleSlug ?? service.resolveSlug(problem)
    guard let slug = TitleSlug.validated(text) else { throw LoadError.invalidQuery(problem) }
    return slug
  }
}

extension AppContext {
  /// After an accepted submit on a terminal, asks for a review grade and keeps it.
  ///
  /// An empty or unknown answer (or the end of input) skips; piped, nothing is asked.
  func askReviewGrade(_ slug: String) {
    guard isatty(0) == 1, isatty(1) == 1, let slug = TitleSlug.validated(slug) else { return }
    StandardOutput.write(words.review.gradeQuestion)
    guard let answer = readLine(), let grade = ReviewGrade(answer: answer) else { return }
    let review = reviewService
    let clock = review.clock
    do {
      let card = try review.grade(slug, grade, clock: clock)
      StandardOutput.write(gradedLine(grade, card: card, clock: clock) + "\n")
    } catch {
      ErrorLine.print("the grade was not kept: " + ((error as? LoadError)?.message ?? "\(error)"))
    }
  }
}
