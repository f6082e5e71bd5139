import FoundationEssentials
import LeetFetch
import LeetModel
import LeetUI
import TermCore

/// Refreshes the problem list in the background (at the start when the list shown is bundled or
/// stale, and on F5), posting `.browser(.listRefreshed)` or `.browser(.listNotRefreshed)`.
enum ListRefresher {
  static func start(service: ProblemService, post: @escaping @Sendable (AppAction) -> Void) {
    DedicatedThread.start("leetview.list-refresh") {
      do {
        let items = try service.fetchList().items
        post(.browser(.listRefreshed(items: items, cached: service.store.cachedSlugs(of: items))))
      } catch {
        let reason = (error as? LoadError)?.message ?? "\(error)"
        post(.browser(.listNotRefreshed(TextSanitizer.clean(reason))))
      }
      if let warning = service.takeCacheWarning() { post(.cacheNotKept(warning)) }
    }
  }
}
