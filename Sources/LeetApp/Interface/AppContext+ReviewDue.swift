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
    let review = reviewService
    guard review.isSignedIn, let cached = review.cached(),
      let page = try? reviewPage(cached, review: review, words: .interface)
    else { return BrowserDue() }
    return BrowserDue(page)
  }
}
