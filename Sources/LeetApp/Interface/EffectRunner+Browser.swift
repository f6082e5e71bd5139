import Dispatch
import FoundationEssentials
import LeetFetch
import LeetModel
import LeetUI

/// Carries out the browser's background work: today's daily problem, the cached list for a
/// problem opened alone, the list's refresh, the sync, and the marks' refresh.
struct BrowserRunner: Sendable {
  /// The problems and the list, and their cache policy.
  let service: ProblemService

  /// Looks up today's daily problem off the loop's thread, posting `.dailyKnown` when found.
  func lookUpDaily(post: @escaping @Sendable (AppAction) -> Void) {
    DispatchQueue.global(qos: .utility).async {
      for action in daily() { post(action) }
    }
  }

  /// `.dailyKnown` with today's daily problem, or nothing when it cannot be found.
  func daily() -> [AppAction] {
    guard let daily = try? service.daily() else { return [] }
    return [.browser(.dailyKnown(slug: daily.problem.titleSlug))]
  }

  /// Reads the cached list off the loop's thread, posting `.listLoaded`.
  func loadList(post: @escaping @Sendable (AppAction) -> Void) {
    DispatchQueue.global(qos: .userInitiated).async { post(cachedList()) }
  }

  /// `.listLoaded` with the cached list (empty when none is cached or it cannot be read), the
  /// slugs cached and today's daily problem when cached.
  func cachedList() -> AppAction {
    let items = ((try? service.repository.cachedList()) ?? nil)?.items ?? []
    let store = service.store
    return .browser(
      .listLoaded(
        items: items, cached: store.cachedSlugs(of: items), dailySlug: store.cachedDailySlug(at: Date())))
  }

  /// Starts the polite sync on a thread of its own, posting its progress and its end.
  func startSync(post: @escaping @Sendable (AppAction) -> Void) {
    BackgroundSync.start(service: service, post: post)
  }

  /// Starts the list's refresh on a thread of its own, posting what it comes to.
  func refreshList(post: @escaping @Sendable (AppAction) -> Void) {
    ListRefresher.start(service: service, post: post)
  }

  /// Starts the marks' refresh on a thread of its own, posting what it comes to.
  func refreshMarks(post: @escaping @Sendable (AppAction) -> Void) {
    MarksRefresher.start(service: service, post: post)
  }

  /// Starts the refresh of the Due section's solved list on a thread of its own.
  func refreshDue(post: @escaping @Sendable (AppAction) -> Void) {
    DueRefresher.start(service: service, post: post)
  }
}
