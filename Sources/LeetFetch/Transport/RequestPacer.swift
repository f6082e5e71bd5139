import FoundationEssentials
import Synchronization

/// Keeps requests at least `interval` apart: a long run of them (an export's backfill) stays
/// polite to the site, one a second by default.
public final class RequestPacer: Sendable {
  /// The least time between the starts of two requests.
  public let interval: Duration
  /// The clock; tests give their own.
  private let now: @Sendable () -> ContinuousClock.Instant
  /// Waits; tests record instead.
  private let sleep: @Sendable (Duration) -> Void
  /// When the last request started.
  private let last = Mutex<ContinuousClock.Instant?>(nil)

  public init(
    interval: Duration = .seconds(1),
    now: @escaping @Sendable () -> ContinuousClock.Instant = { .now },
    sleep: @escaping @Sendable (Duration) -> Void = { Pause.sleep(seconds: $0) }
  ) {
    self.interval = interval
    self.now = now
    self.sleep = sleep
  }

  /// Waits until a request may start, and counts it as started.
  public func waitForTurn() {
    let wait: Duration? = last.withLock { last in
      let start = now()
      guard let previous = last else {
        last = start
        return nil
      }
      let due = previous + interval
      last = max(due, start)
      return due > start ? start.duration(to: due) : nil
    }
    if let wait { sleep(wait) }
  }
}
