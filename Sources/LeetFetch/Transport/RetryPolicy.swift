import FoundationEssentials
import Glibc
import TermCore

/// When and how long to wait before trying a request again.
///
/// Up to `maxAttempts` tries on 429, 502, 503, 504 and network errors, waiting an exponentially
/// growing delay with jitter between them, or what `Retry-After` asks for, capped. The clock, the
/// sleep and the random source are injectable so that tests run without real waits.
public struct RetryPolicy: Sendable {
  public var maxAttempts: Int
  /// The delay before the second try; each later one doubles it (before jitter).
  public var baseDelay: TimeInterval
  /// The longest backoff delay.
  public var maxDelay: TimeInterval
  /// The longest wait a `Retry-After` header can ask for.
  public var retryAfterCap: TimeInterval
  /// A random number in 0..<1, for jitter.
  public var random: @Sendable () -> Double
  /// Waits; tests record instead.
  public var sleep: @Sendable (TimeInterval) -> Void
  /// The current time, for deadlines.
  public var now: @Sendable () -> Date

  public init(
    maxAttempts: Int = 3, baseDelay: TimeInterval = 1, maxDelay: TimeInterval = 8,
    retryAfterCap: TimeInterval = 10,
    random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
    sleep: @escaping @Sendable (TimeInterval) -> Void = { Pause.sleep($0) },
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.maxAttempts = maxAttempts
    self.baseDelay = baseDelay
    self.maxDelay = maxDelay
    self.retryAfterCap = retryAfterCap
    self.random = random
    self.sleep = sleep
    self.now = now
  }

  /// The wait after failed try number `attempt` (1-based): half the exponential delay plus a
  /// random part of the other half ("equal jitter"), or `Retry-After` when given, capped.
  public func delay(afterAttempt attempt: Int, retryAfter: TimeInterval?) -> TimeInterval {
    if let retryAfter { return max(0, min(retryAfter, retryAfterCap)) }
    let exponential = min(maxDelay, baseDelay * pow(2, Double(max(0, attempt - 1))))
    return exponential / 2 + exponential / 2 * min(max(random(), 0), 1)
  }

  /// Reads a `Retry-After` value: seconds, or an HTTP date.
  public static func parseRetryAfter(_ value: String?, now: Date) -> TimeInterval? {
    guard let value = value?.trimmingWhitespace, !value.isEmpty else {
      return nil
    }
    if let seconds = Double(value), seconds.isFinite, seconds >= 0 { return seconds }
    guard let date = HTTPDate.parse(value) else { return nil }
    return max(0, date.timeIntervalSince(now))
  }
}

/// How much time and how many tries one fetch may take.
public struct FetchBudget: Sendable, Equatable {
  /// Tries at most (further limited by the retry policy).
  public var attempts: Int
  /// The longest one try may take.
  public var attemptTimeout: TimeInterval
  /// The longest all tries and waits together may take.
  public var total: TimeInterval

  public init(attempts: Int, attemptTimeout: TimeInterval, total: TimeInterval) {
    self.attempts = attempts
    self.attemptTimeout = attemptTimeout
    self.total = total
  }

  /// For what is not cached at all: the user waits for it, so try properly.
  public static let patient = FetchBudget(attempts: 3, attemptTimeout: 8, total: 20)
  /// For refreshing a stale copy the user can be shown at once: one short try.
  public static let quick = FetchBudget(attempts: 1, attemptTimeout: 1.5, total: 1.5)
}
