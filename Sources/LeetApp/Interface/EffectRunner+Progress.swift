import Dispatch
import FoundationEssentials
import LeetFetch
import LeetModel
import LeetUI

extension EffectRunner {
  /// Loads the progress of `user` (the signed-in user's when nil) in the background, fetched
  /// again when `refresh`, and posts it as a page or why it failed.
  func loadProgress(user: String?, refresh: Bool) {
    let context = context
    let post = post
    DispatchQueue.global(qos: .userInitiated).async {
      do {
        let name = try context.statsUser(user)
        let loaded = try refresh ? Self.refreshed(name, context: context) : context.progressService.load(name)
        post(.progressLoaded(user: user, context.progressPage(loaded)))
      } catch let error as LoadError {
        post(.progressFailed(user: user, reason: error.message))
      } catch let error as AppError {
        post(.progressFailed(user: user, reason: error.message))
      } catch {
        post(.progressFailed(user: user, reason: "\(error)"))
      }
      if let warning = context.service.takeCacheWarning() { post(.cacheNotKept(warning)) }
    }
  }

  /// The progress of `user` fetched now (the cached copy offline).
  /// - Throws: `LoadError` with why it could not be fetched.
  private static func refreshed(_ user: UserName, context: AppContext) throws -> LoadedProgress {
    let service = context.progressService
    guard !context.options.offline else { return try service.load(user) }
    do {
      return LoadedProgress(snapshot: try service.refresh(user), age: 0, fromCache: false)
    } catch let error as FetchError {
      throw LoadError.network(context.service.describe(error))
    } catch let refusal as ProgressRefusal {
      throw LoadError.network(refusal.message)
    }
  }
}
