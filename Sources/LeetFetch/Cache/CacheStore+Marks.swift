import FoundationEssentials
import LeetModel

/// The user's marks as read from the cache, with how old they are.
public struct CachedMarks: Hashable, Sendable {
  /// The marks, whose they are and when they were fetched.
  public var snapshot: MarksSnapshot
  /// Seconds since they were fetched (never negative).
  public var age: TimeInterval
}

extension CacheStore {
  /// The user's `marks.json` of the site: the marks, whose they are and when they were fetched.
  public var userMarksURL: URL {
    location.root.appendingPathComponent(site.host).appendingPathComponent("marks.json")
  }

  /// Reads `marks.json`, with the marks' age at `now`.
  /// - Returns: nil when there is no file.
  /// - Throws: `CacheReadError` when it cannot be read or is not a marks file.
  public func readMarks(at now: Date) throws -> CachedMarks? {
    guard let data = try readFile(userMarksURL, limit: ContentLimits.answerBytes) else { return nil }
    guard let snapshot = MarksSnapshot.decode(data) else {
      throw CacheReadError(url: userMarksURL, reason: "is not a marks file")
    }
    return CachedMarks(snapshot: snapshot, age: max(0, now.timeIntervalSince(snapshot.fetchedAt)))
  }

  /// Writes `marks.json` atomically, private to its owner like the rest of the cache.
  public func writeMarks(_ snapshot: MarksSnapshot) throws {
    try AtomicFile.write(snapshot.encoded(), to: userMarksURL, privateFrom: location.root)
  }
}
