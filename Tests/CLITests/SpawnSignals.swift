import Foundation

/// The signal state a test's child process starts with.
enum SpawnSignals {
  /// Sets `attributes` so the child starts with no signal blocked and every one at its default
  /// (with `flags` besides): the test runner's threads block most signals, and a child that
  /// inherited that would never see its own children exit, nor a SIGTERM.
  static func clean(_ attributes: inout posix_spawnattr_t, flags: Int16 = 0) {
    var empty = sigset_t()
    sigemptyset(&empty)
    var all = sigset_t()
    sigfillset(&all)
    sigdelset(&all, SIGKILL)
    sigdelset(&all, SIGSTOP)
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF) | flags)
  }
}
