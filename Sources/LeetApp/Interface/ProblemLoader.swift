import Dispatch
import FoundationEssentials
import LeetFetch
import LeetModel
import LeetUI
import Synchronization
import TermCore

/// Loads the problems the browser asks for, one at a time, off the loop's thread.
///
/// Only the latest request matters: moving quickly through the sidebar asks for many problems,
/// and those passed over before their turn are skipped, so that at most one request goes to
/// LeetCode at a time and none for problems no longer wanted.
final class ProblemLoader: Sendable {
  private let queue = DispatchQueue(label: "leetview.problem-loader", qos: .userInitiated)
  private let wanted = Mutex<String?>(nil)
  private let service: ProblemService

  init(service: ProblemService) {
    self.service = service
  }

  /// Loads `slug` and posts `.page(.loaded)` or `.page(.failed)`, unless another problem is
  /// asked for first.
  func load(_ slug: String, post: @escaping @Sendable (AppAction) -> Void) {
    wanted.withLock { $0 = slug }
    queue.async { [self] in
      guard wanted.withLock({ $0 }) == slug else { return }
      // Its loading screen counts the seconds while LeetCode is asked.
      let counter = SecondsCounter { post(.page(.waited(slug: slug, seconds: $0))) }
      defer {
        counter.stop()
        if let warning = service.takeCacheWarning() { post(.cacheNotKept(warning)) }
      }
      do {
        let loaded = try service.load(slug: slug)
        post(
          .page(
            .loaded(
              slug: slug, loaded.problem,
              sourceLabel: loaded.source.label(now: Date()),
              note: loaded.staleBecause.map(FailureWords.interface.phrase))))
      } catch let error as LoadError {
        post(.page(.failed(slug: slug, reason: TextSanitizer.clean(FailureWords.interface.phrase(error)))))
      } catch {
        post(.page(.failed(slug: slug, reason: TextSanitizer.clean("\(error)"))))
      }
    }
  }
}
