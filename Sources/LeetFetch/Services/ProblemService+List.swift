import FoundationEssentials
import LeetModel

/// The problem list: the cached one while fresh, else fetched and kept.
extension ProblemService {
  /// The problem list: the cached one when fresh (or offline), else fetched and stored.
  ///
  /// A stale list is kept when fetching fails.
  ///
  /// - Throws: `LoadError`.
  public func list() throws -> ProblemList? {
    // Online, a damaged list counts as none: it is fetched again and replaced.
    let cached = policy.offline ? try repository.cachedList() : try? repository.cachedList()
    if policy.offline { return cached }
    if let cached, !policy.refresh, isFresh(list: cached) { return cached }
    do {
      return try fetchList()
    } catch let error as LoadError {
      if let cached { return cached }
      throw error
    }
  }

  /// Fetches the whole list and stores it as `problemset.json`.
  /// - Parameter mustKeep: whether a list that cannot be written is a failure (`sync`, whose
  ///   whole work is the writing), rather than a list shown and a warning.
  /// - Throws: `LoadError.network`; with `mustKeep`, `LoadError.configuration` when the cache
  ///   cannot be written.
  @discardableResult
  public func fetchList(
    mustKeep: Bool = false, beforeRequest: () -> Void = {}, progress: (Int, Int?) -> Void = { _, _ in }
  ) throws -> ProblemList {
    do {
      var list = try api().wholeList(beforeRequest: beforeRequest, progress: progress)
      noteSuccess()
      let date = now()
      list.fetchedAt = date
      let data = list.encoded(fetchedAt: date)
      if mustKeep {
        do {
          try store.writeList(data)
        } catch {
          throw LoadError.configuration(
            "cannot write the cache \(store.location.root.path) (\(CacheStore.writeReason(error))); "
              + "the problem list was fetched but not kept")
        }
      } else {
        keep { try store.writeList(data) }
      }
      return list
    } catch let error as FetchError {
      noteFailure(error)
      throw LoadError.network(.failed(error, offlineHelps: true))
    }
  }

  fileprivate func isFresh(list: ProblemList) -> Bool {
    guard let entry = try? store.readList() else { return false }
    switch entry.source {
    case .bundled, .live: return true
    case .cached(let modified):
      return now().timeIntervalSince(list.fetchedAt ?? modified) < policy.listMaxAge
    }
  }
}
