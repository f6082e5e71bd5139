import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The program a stop signal is passed on to while it has the terminal (`ForegroundChild`).
///
/// SIGTERM and SIGHUP reach `StopSignals`, whose handler passes them on here; the child's pid is
/// cleared under the same lock before it is reaped, so a signal never reaches a reused pid.
enum SignalForwarding {
  /// Where signals go while the child runs: its pid, or minus its group's id; 0 for none.
  static let target = Mutex<pid_t>(0)
  /// The last SIGTERM or SIGHUP received since `begin`, 0 for none.
  static let received = Atomic<Int32>(0)

  /// Whether `signal` is passed on to the child (Ctrl-C and Ctrl-\ reach it from the terminal).
  static func isPassedOn(_ signal: Int32) -> Bool { signal == SIGTERM || signal == SIGHUP }

  /// Passes `signal` on to the child, if one runs; called from `StopSignals`' handler.
  static func pass(_ signal: Int32) {
    guard isPassedOn(signal) else { return }
    received.store(signal, ordering: .sequentiallyConsistent)
    target.withLock { pid in
      if pid != 0 { _ = kill(pid, signal) }
    }
  }

  /// Forgets the signals received before a child starts.
  static func begin() { received.store(0, ordering: .sequentiallyConsistent) }

  /// Sends the child `pid` (its whole group when it leads one) what arrived before it was known,
  /// and every signal from now on.
  static func attach(_ pid: pid_t, group: Bool) {
    let destination = group ? -pid : pid
    target.withLock { $0 = destination }
    let early = received.load(ordering: .sequentiallyConsistent)
    if early != 0 { _ = kill(destination, early) }
  }

  /// The signal passed on since `begin`, if any, and forgets it.
  static func end() -> Int32? {
    let signal = received.exchange(0, ordering: .sequentiallyConsistent)
    return signal == 0 ? nil : signal
  }
}
