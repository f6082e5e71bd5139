import Dispatch
import FoundationEssentials
import LeetFetch
import LeetUI

/// A feature's runner: the actions each of its effects answers with, worked out off the loop's
/// thread over the few services the feature uses.
protocol FeatureRunner: Sendable {
  /// The feature's work, as its reduce asks for it.
  associatedtype Effect: Sendable

  /// The actions `effect` answers with, in order; it blocks while it reads or fetches.
  func actions(for effect: Effect) -> [AppAction]
}

extension FeatureRunner {
  /// Works `effect` out on a background queue, posting each action it answers with.
  func perform(_ effect: Effect, post: @escaping @Sendable (AppAction) -> Void) {
    DispatchQueue.global(qos: .userInitiated).async {
      for action in actions(for: effect) { post(action) }
    }
  }
}

/// The services that say when something fetched could not be kept in the cache.
protocol CacheWarnings {
  /// The warning that something fetched could not be kept, said once (nil after it is taken).
  func takeCacheWarning() -> String?
}

extension CacheWarnings {
  /// `.cacheNotKept` with the warning there is, if there is one.
  func cacheWarningAction() -> [AppAction] {
    takeCacheWarning().map { [.cacheNotKept($0)] } ?? []
  }
}

/// The problem service keeps the warnings of what it fetched and could not keep.
extension ProblemService: CacheWarnings {}

/// The one line a feature's failure is told in on the interface.
func failureLine(_ error: any Error) -> String {
  switch error {
  case let failure as LoadError: FailureWords.interface.phrase(failure)
  case let failure as AppError: failure.message
  default: "\(error)"
  }
}
