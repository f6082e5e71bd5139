import FoundationEssentials
import LeetFetch
import LeetModel
import LeetUI
import TermCore

/// The polite `sync --details` started from the interface (`S`), on a thread of its own.
enum BackgroundSync {
  /// Starts the sync; its progress and its end are posted as actions.
  static func start(service: ProblemService, post: @escaping @Sendable (AppAction) -> Void) {
    DedicatedThread.start("leetview.background-sync") {
      run(SyncRunner(service: service, details: true), post: post)
    }
  }

  /// Runs `runner`'s sync on the calling thread, posting its progress (at most five lines a
  /// second) and then `.syncFinished`.
  static func run(_ runner: SyncRunner, post: (AppAction) -> Void) {
    let service = runner.service
    var last = Date.distantPast
    do {
      let summary = try runner.run { progress in
        let now = Date()
        guard now.timeIntervalSince(last) >= 0.2 else { return }
        last = now
        post(.browser(.syncProgress("sync: " + progress.line(width: 60))))
      }
      let items = (try? service.repository.cachedList())?.items ?? []
      post(
        .browser(
          .syncFinished(
            "sync: " + summary.line, items: items, cached: service.store.cachedSlugs(of: items))))
    } catch {
      let reason = (error as? LoadError).map(FailureWords.interface.phrase) ?? "\(error)"
      let items = (try? service.repository.cachedList())?.items ?? []
      post(
        .browser(
          .syncFinished(
            "sync failed: " + TextSanitizer.clean(reason), items: nil,
            cached: service.store.cachedSlugs(of: items))))
    }
  }
}
