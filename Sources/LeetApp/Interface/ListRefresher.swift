import FoundationEssentials
import LeetFetch
import LeetModel
import LeetUI
import TermCore

/// Refreshes the problem list in the background (at the start when the list shown is bundled or
/// stale, and on F5), posting `.listRefreshed` or `.listNotRefreshed`.
enum ListRefresher {
  static func start(service: ProblemService, post: @escaping @Sendable (AppAction) -> Void) {
    DedicatedThread.start("leetview.list-refresh") {
      do {
        let items = try service.fetchList().items
        post(.listRefreshed(items: items, cached: service.store.cachedSlugs(of: items)))
      } catch {
        let reason = (error as? LoadError).map(FailureWords.interface.phrase) ?? "\(error)"
        post(.listNotRefreshed(TextSanitizer.clean(reason)))
      }
      if let warning = service.takeCacheWarning() { post(.cacheNotKept(warning)) }
    }
  }
}
