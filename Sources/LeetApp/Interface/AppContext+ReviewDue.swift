import LeetFetch
import LeetModel
import LeetUI

extension AppContext {
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
