import FoundationEssentials
import LeetModel

/// A user's progress as read from the cache, with how old it is.
public struct CachedProgress: Hashable, Sendable {
  /// The answers, whose they are and when they were fetched.
  public var snapshot: ProgressSnapshot
  /// Seconds since they were fetched (never negative).
  public var age: TimeInterval
}

extension CacheStore {
  /// `<site>/progress/<user>.json`.
  public func progressURL(_ user: UserName) -> URL {
    location.root.appendingPathComponent(site.host).appendingPathComponent("progress")
      .appendingPathComponent(user.rawValue + ".json")
  }

  /// Reads the progress of `user`, with its age at `now`.
  /// - Returns: nil when there is no file.
  /// - Throws: `CacheReadError` when it cannot be read or is not a progress file.
  public func readProgress(_ user: UserName, at now: Date) throws -> CachedProgress? {
    let url = progressURL(user)
    guard let data = try readFile(url, limit: ContentLimits.progressFileBytes) else { return nil }
    guard let snapshot = ProgressSnapshot.decode(data) else {
      throw CacheReadError(url: url, reason: "is not a progress file")
    }
    return CachedProgress(snapshot: snapshot, age: max(0, now.timeIntervalSince(snapshot.fetchedAt)))
  }

  /// Writes the progress of `user` atomically, private to its owner like the rest of the cache.
  /// - Throws: `ProgressTooLarge` (and writes nothing) when the file would be larger than
  ///   `ContentLimits.progressFileBytes`, the most `readProgress` reads; the file system's error.
  public func writeProgress(_ snapshot: ProgressSnapshot, of user: UserName) throws {
    let data = snapshot.encoded()
    guard data.count <= ContentLimits.progressFileBytes else { throw ProgressTooLarge(bytes: data.count) }
    try AtomicFile.write(data, to: progressURL(user), privateFrom: location.root)
  }
}
