import FoundationEssentials
import LeetFetch
import LeetModel
import LeetUI
import TermCore

/// Refreshes the problem list in the background (at the start when the list shown is bundled or
/// stale, and on F5), posting `.listRefreshed` or `.listNotRefreshed`.
enum ListRefresher {
  /// Starts the refresh on a thread of its own.
  static func start(service: ProblemService, post: @escaping @Sendable (AppAction) -> Void) {
    DedicatedThread.start("leetview.list-refresh") {
      for action in actions(service: service) { post(action) }
    }
  }

  /// Fetches the list on the calling thread: `.listRefreshed` or `.listNotRefreshed`, then any
  /// cache warning.
  static func actions(service: ProblemService) -> [AppAction] {
    let answer: AppAction
    do {
      let items = try service.fetchList().items
      answer = .browser(.listRefreshed(items: items, cached: service.store.cachedSlugs(of: items)))
    } catch {
      let reason = (error as? LoadError).map(FailureWords.interface.phrase) ?? "\(error)"
      answer = .browser(.listNotRefreshed(TextSanitizer.clean(reason)))
    }
    return [answer] + service.cacheWarningAction()
  }
}
