import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns SIGINT, SIGTERM, SIGHUP and SIGQUIT into a wake-up of the run loop, so it can leave curses
/// properly.
///
/// Installed before `newterm`, so ncurses does not install its own handlers (which
/// would `_exit` without running our shutdown).
public final class StopSignals {
  /// The signals that ask leetview to stop.
  public static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  /// The last signal received, 0 for none.
  private final class Received: Sendable {
    let value = Atomic<Int32>(0)
  }

  private let received = Received()
  private let sources: [any DispatchSourceSignal]
  /// How many are installed now: a child on the terminal installs its own when none is.
  private static let installedCount = Atomic<Int>(0)

  /// Whether the signals are routed by a `StopSignals` now.
  static var isInstalled: Bool { installedCount.load(ordering: .acquiring) > 0 }

  /// Ignores the default actions and routes the signals to `pipe`.
  public nonisolated init(pipe: WakePipe) {
    let received = self.received
    var sources: [any DispatchSourceSignal] = []
    for sig in Self.signals {
      signal(sig, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
      source.setEventHandler { @Sendable in
        received.value.store(sig, ordering: .releasing)
        // An editor that has the terminal is asked to stop too, so leetview is not left waiting.
        SignalForwarding.pass(sig)
        pipe.wake()
      }
      source.resume()
      sources.append(source)
    }
    self.sources = sources
    Self.installedCount.add(1, ordering: .releasing)
  }

  /// The signal received, if any, and forgets it.
  public func take() -> Int32? {
    let value = received.value.exchange(0, ordering: .acquiringAndReleasing)
    return value == 0 ? nil : value
  }

  /// Cancels the sources and restores the default actions.
  public func uninstall() {
    for source in sources { source.cancel() }
    for sig in Self.signals { signal(sig, SIG_DFL) }
    Self.installedCount.subtract(1, ordering: .releasing)
  }
}
