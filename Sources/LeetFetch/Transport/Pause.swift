import FoundationEssentials
import Glibc
import TermCore

/// Waiting on the calling thread, for the retry, pacing and sync waits.
@usableFromInline
enum Pause {
  /// Sleeps `seconds` (nothing for zero, a negative or a non-finite wait), resuming a sleep a
  /// signal interrupts.
  @usableFromInline
  static func sleep(_ seconds: TimeInterval) {
    guard seconds > 0, seconds.isFinite else { return }
    let whole = seconds.rounded(.down)
    var wanted = timespec(
      tv_sec: Int(clampingFinite: whole) ?? Int.max,
      tv_nsec: Int(clampingFinite: (seconds - whole) * 1e9) ?? 0)
    var left = timespec()
    while nanosleep(&wanted, &left) != 0, errno == EINTR { wanted = left }
  }

  /// Sleeps `duration`, as `sleep(_:)` does.
  @usableFromInline
  static func sleep(seconds duration: Duration) {
    let parts = duration.components
    sleep(Double(parts.seconds) + Double(parts.attoseconds) * 1e-18)
  }
}
