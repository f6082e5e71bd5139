import LeetFetch
import LeetModel
import LeetUI

extension AppContext {
  /// The browser's Due section from the cache alone: the cached list of solved problems and the
  /// schedule.
  ///
  /// The first frame never waits for LeetCode. Empty signed out, with nothing cached, or with a
  /// schedule that cannot be read.
  func cachedBrowserDue() -> BrowserDue {
    Self.cachedBrowserDue(reviewService)
  }

  /// The Due section of `review`'s cached list and schedule (empty signed out, with nothing
  /// cached, or with a schedule that cannot be read).
  static func cachedBrowserDue(_ review: ReviewService) -> BrowserDue {
    guard review.isSignedIn, let cached = review.cached() else { return BrowserDue() }
    return browserDue(cached, review: review)
  }

  /// The Due section of `loaded` and `review`'s schedule now; empty when the schedule cannot be
  /// read.
  static func browserDue(_ loaded: LoadedSolvedList, review: ReviewService) -> BrowserDue {
    guard let page = try? reviewPage(loaded, review: review, words: .interface) else { return BrowserDue() }
    return BrowserDue(page)
  }
}
