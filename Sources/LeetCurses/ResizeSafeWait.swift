#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Waits for input without losing a terminal resize.
///
/// ncurses turns SIGWINCH into `KEY_RESIZE` on the next `wget_wch`. A SIGWINCH that arrives after
/// the loop drained its input but before it went to sleep would otherwise wait for the next key.
/// So SIGWINCH stays blocked while the loop works and is unblocked only inside `pselect`, which
/// swaps the mask atomically: a pending resize interrupts the wait at once.
struct ResizeSafeWait {
  private var original = sigset_t()
  private var waitMask = sigset_t()

  /// Blocks SIGWINCH on the calling thread until `restore()`.
  init() {
    var winch = sigset_t()
    sigemptyset(&winch)
    sigaddset(&winch, SIGWINCH)
    pthread_sigmask(SIG_BLOCK, &winch, &original)
    waitMask = original
    sigdelset(&waitMask, SIGWINCH)
  }

  /// Puts the signal mask back as it was.
  func restore() {
    var mask = original
    pthread_sigmask(SIG_SETMASK, &mask, nil)
  }

  /// Sleeps until one of `fds` is readable, a signal arrives, or `timeoutMs` passes (never when
  /// negative).
  /// - Returns: whether the terminal (the first descriptor) has hung up.
  func wait(_ fds: [Int32], timeoutMs: Int32) -> Bool {
    var set = fd_set()
    let bits = 8 * MemoryLayout<Int>.size
    let maxFD = fds.max() ?? 0
    guard maxFD < 1024 else { return false }
    withUnsafeMutableBytes(of: &set) { raw in
      let words = raw.bindMemory(to: Int.self)
      for fd in fds { words[Int(fd) / bits] |= 1 << (Int(fd) % bits) }
    }
    var timeout = timespec(
      tv_sec: Int(timeoutMs / 1000), tv_nsec: Int(timeoutMs % 1000) * 1_000_000)
    var mask = waitMask
    let ready = withUnsafePointer(to: &timeout) { timeoutPointer in
      pselect(maxFD + 1, &set, nil, nil, timeoutMs < 0 ? nil : timeoutPointer, &mask)
    }
    guard ready > 0, let terminal = fds.first else { return false }
    // A readable terminal may mean a hang-up: check, so the loop does not spin on it.
    var probe = pollfd(fd: terminal, events: Int16(POLLIN), revents: 0)
    _ = poll(&probe, 1, 0)
    return probe.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
  }
}
