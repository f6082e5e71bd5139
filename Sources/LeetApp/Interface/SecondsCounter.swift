import Dispatch
import FoundationEssentials
import TermCore

/// Counts whole seconds on a thread of its own while some work runs, telling `tick` each one,
/// until `stop()`: the loading screens say how long they have waited.
final class SecondsCounter: Sendable {
  private let finished = DispatchSemaphore(value: 0)

  /// Starts counting; `tick` is called with the seconds since now, once a second.
  init(tick: @escaping @Sendable (Int) -> Void) {
    let finished = finished
    let started = Date()
    DedicatedThread.start("leetview.seconds-counter") {
      while finished.wait(timeout: .now() + 1) == .timedOut {
        tick(Int(clampingFinite: Date().timeIntervalSince(started)) ?? 0)
      }
    }
  }

  /// Stops the count (the work is done).
  func stop() {
    finished.signal()
  }
}
