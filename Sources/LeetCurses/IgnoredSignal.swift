#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A signal's action replaced (by "ignore", unless told) until `restore` puts the old one back.
struct IgnoredSignal {
  private let signal: Int32
  private var saved = sigaction()

  init(_ signal: Int32, handler: sighandler_t? = SIG_IGN) {
    self.signal = signal
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, &saved)
  }

  /// Puts back the action that was there before.
  func restore() {
    var action = saved
    sigaction(signal, &action, nil)
  }
}
