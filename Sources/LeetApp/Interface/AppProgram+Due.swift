import LeetFetch
import LeetUI

extension AppProgram {
  /// Whether the list launched on shows a Due section whose solved list should be refreshed in
  /// the background: signed in, online, and the cached copy (`cached`, read once at the start)
  /// missing or older than an hour.
  static func dueNeedsRefresh(context: AppContext, launch: Launch, cached: LoadedSolvedList?) -> Bool {
    switch launch {
    case .browser, .due, .daily, .collection, .shelf: break
    case .problem, .fetching, .progress: return false
    }
    let review = context.reviewService
    guard review.isSignedIn, !context.options.offline else { return false }
    return cached.map { $0.age >= ReviewService.maxAge } ?? true
  }
}
