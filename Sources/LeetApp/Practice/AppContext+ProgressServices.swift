import LeetFetch
import LeetModel
import LeetUI

/// The Progress screen's services over this run's cache, session and fetch policy.
extension AppContext: ProgressServices {
  /// The page of `user`'s progress (the signed-in user's when nil): the cached copy under the
  /// fetch policy, or fetched now when `refresh` (the cached copy offline).
  /// - Throws: `AppError` for a bad name or no user to show; `LoadError` when it cannot load.
  func progressPage(of user: String?, refresh: Bool) throws -> ProgressPage {
    let name = try statsUser(user)
    return progressPage(
      try refresh ? refreshedProgress(name) : progressService.load(name), words: .interface)
  }

  /// The progress of `user` fetched now (the cached copy offline).
  /// - Throws: `LoadError` with why it could not be fetched.
  private func refreshedProgress(_ user: UserName) throws -> LoadedProgress {
    let service = progressService
    guard !options.offline else { return try service.load(user) }
    do {
      return LoadedProgress(snapshot: try service.refresh(user), age: 0, fromCache: false)
    } catch let error as FetchError {
      throw LoadError.network(.failed(error, offlineHelps: true))
    } catch let refusal as ProgressRefusal {
      throw LoadError.network(.said(refusal.message))
    }
  }
}
