import LeetFetch

extension AppContext: CacheWarnings {
  /// The warning that something this run fetched could not be kept in the cache, said once.
  func takeCacheWarning() -> String? { service.takeCacheWarning() }
}
