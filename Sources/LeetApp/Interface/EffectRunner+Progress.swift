import Dispatch
import FoundationEssentials
import LeetFetch
import LeetModel
import LeetUI

/// The services the Progress screen's runner uses.
protocol ProgressServices: CacheWarnings {
  /// The page of `user`'s progress (the signed-in user's when nil), fetched again when `refresh`.
  /// - Throws: `LoadError` or `AppError` with why it could not be loaded.
  func progressPage(of user: String?, refresh: Bool) throws -> ProgressPage
}

/// Carries out the Progress screen's effects: the page, or why it could not load.
struct ProgressRunner: FeatureRunner {
  let services: any ProgressServices & Sendable

  /// `.progress(.loaded)` or `.progress(.failed)` for `effect`, then any cache warning.
  func actions(for effect: ProgressEffect) -> [AppAction] {
    switch effect {
    case .load(let user, let refresh):
      let answer: ProgressAction
      do {
        answer = .loaded(user: user, try services.progressPage(of: user, refresh: refresh))
      } catch {
        answer = .failed(user: user, reason: failureLine(error))
      }
      return [.progress(answer)] + services.cacheWarningAction()
    }
  }
}
