import LeetFetch
import LeetModel
import LeetUI

extension SolveRunner {
  /// Keeps `grade` of the problem `slug` through the review service the command line uses, and
  /// posts the Due section as it stands after it.
  /// - Returns: the event that says the grade was kept and when the problem is due, or why not.
  func keepGrade(_ grade: ReviewGrade, slug: String, post: @Sendable (AppAction) -> Void) -> SolveEvent {
    guard let titleSlug = TitleSlug.validated(slug) else { return .reviewNotGraded("not a problem's name") }
    let review = services.reviewService
    let clock = review.clock
    do {
      let card = try review.grade(titleSlug, grade, clock: clock)
      post(.browser(.dueRefreshed(AppContext.cachedBrowserDue(review))))
      return .reviewGraded(grade, ReviewDue(dueDay: card.dueDay, today: clock.today))
    } catch let error as LoadError {
      return .reviewNotGraded(FailureWords.interface.phrase(error))
    } catch {
      return .reviewNotGraded("\(error)")
    }
  }
}
