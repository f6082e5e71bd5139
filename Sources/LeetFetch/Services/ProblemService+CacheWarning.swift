import FoundationEssentials

/// Keeping what was fetched: a failed write to the cache is remembered and warned of once.
extension ProblemService {
  /// Runs a write to the cache; when it fails, what was fetched is still used, and the failure is
  /// remembered for `takeCacheWarning()`.
  func keep(_ write: () throws -> Void) {
    do {
      try write()
    } catch {
      noteUnkept(error)
    }
  }

  /// Remembers the first reason the cache could not be written.
  func noteUnkept(_ error: any Error) {
    let reason = CacheStore.writeReason(error)
    lock.withLock { _ in
      if unkept == nil { unkept = (reason, false) }
    }
  }

  /// The warning that the cache cannot be written, once per run: nil when every write succeeded
  /// or the warning was taken already.
  public func takeCacheWarning() -> String? {
    lock.withLock { _ in
      guard let reason = unkept?.reason, unkept?.warned == false else { return nil }
      unkept?.warned = true
      return "cannot write the cache \(store.location.root.path) (\(reason)); "
        + "what is fetched is shown but not kept"
    }
  }
}
