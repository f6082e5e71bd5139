import LeetFetch
import LeetModel
import LeetUI
import TermCore

/// Refreshes the solved list of the browser's Due section in the background (at the start, when
/// the cached copy is older than an hour and a session is present, online), posting
/// `.browser(.dueRefreshed)`; a failure posts nothing and leaves the cached Due section shown
/// (the marks' refresh says what the network did).
enum DueRefresher {
  /// Starts the refresh on a thread of its own; it never holds up a frame.
  static func start(service: ProblemService, post: @escaping @Sendable (AppAction) -> Void) {
    DedicatedThread.start("leetview.due-refresh") {
      if let action = outcome(ReviewService(problems: service)) { post(action) }
    }
  }

  /// The Due section of the list fetched again with the schedule now; nil signed out or when it
  /// cannot be fetched (offline, the start never asks: `AppProgram.dueNeedsRefresh`).
  static func outcome(_ review: ReviewService) -> AppAction? {
    guard review.isSignedIn, let list = try? review.refresh() else { return nil }
    let loaded = LoadedSolvedList(list: list, age: 0, fromCache: false)
    return .browser(.dueRefreshed(AppContext.browserDue(loaded, review: review)))
  }
}
