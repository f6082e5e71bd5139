import FoundationEssentials
import Synchronization
import TermCore

/// When leetview goes to the network for something the cache may hold.
public struct FetchPolicy: Sendable {
  /// Never fetch (`--offline`).
  public var offline: Bool
  /// Fetch even a fresh copy (`--refresh`).
  public var refresh: Bool
  /// How old a cached question may be before it is refreshed (default 7 days).
  public var questionMaxAge: TimeInterval
  /// How old the cached problem list may be before it is refreshed (default 1 day).
  public var listMaxAge: TimeInterval

  public init(
    offline: Bool = false, refresh: Bool = false, questionMaxAge: TimeInterval = 7 * 86_400,
    listMaxAge: TimeInterval = 86_400
  ) {
    self.offline = offline
    self.refresh = refresh
    self.questionMaxAge = questionMaxAge
    self.listMaxAge = listMaxAge
  }

  /// Whether a copy from `source` is young enough to use without asking LeetCode.
  ///
  /// The bundled cache is a snapshot shipped with leetview for working offline: online it is never
  /// fresh, so the live statement is fetched (and kept in the user's cache).
  public func isFresh(_ source: CacheSource, maxAge: TimeInterval, now: Date) -> Bool {
    switch source {
    case .live: true
    case .bundled: false
    case .cached(let modified): now.timeIntervalSince(modified) < maxAge
    }
  }

  /// How long ago `date` was, in words: "3 days", "5 hours", "12 minutes".
  public static func age(of date: Date, now: Date) -> String {
    let seconds = max(0, now.timeIntervalSince(date))
    func plural(_ n: Int, _ unit: String) -> String { "\(n) \(unit)\(n == 1 ? "" : "s")" }
    let minutes = Int(clampingFinite: seconds / 60) ?? 0
    if minutes >= 1_440 { return plural(minutes / 1_440, "day") }
    if minutes >= 60 { return plural(minutes / 60, "hour") }
    return plural(max(1, minutes), "minute")
  }
}

/// Spaces requests out: at most one per `interval`, one at a time.
public final class Pacer: @unchecked Sendable {
  private let interval: TimeInterval
  private let sleep: @Sendable (TimeInterval) -> Void
  private let now: @Sendable () -> Date
  /// When the last request started, nil before the first.
  private let last = Mutex<Date?>(nil)

  public init(
    interval: TimeInterval,
    sleep: @escaping @Sendable (TimeInterval) -> Void = { Pause.sleep($0) },
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.interval = interval
    self.sleep = sleep
    self.now = now
  }

  /// Waits until a request may start, and notes that one does.
  public func wait() {
    last.withLock { last in
      if let last {
        let gap = interval - now().timeIntervalSince(last)
        if gap > 0 { sleep(gap) }
      }
      last = now()
    }
  }
}
