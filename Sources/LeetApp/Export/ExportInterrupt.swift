import Glibc
import Synchronization

/// Ctrl-C during `leetview export`: the commit under way is finished and the export stops there.
///
/// The repository then holds every accepted submission up to some time and the next run goes on.
/// A second Ctrl-C stops at once (git, in its own process group, still finishes its commit).
enum ExportInterrupt {
  /// Whether Ctrl-C was pressed.
  static var wasPressed: Bool { pressed.load(ordering: .relaxed) }

  /// Catches SIGINT until `finish()`.
  static func start() {
    pressed.store(false, ordering: .relaxed)
    signal(SIGINT) { _ in
      if pressed.exchange(true, ordering: .relaxed) { _exit(130) }
    }
    var wanted = sigset_t()
    sigemptyset(&wanted)
    sigaddset(&wanted, SIGINT)
    pthread_sigmask(SIG_UNBLOCK, &wanted, nil)
  }

  /// Ctrl-C stops leetview again as it usually does.
  static func finish() {
    signal(SIGINT, SIG_DFL)
  }
}

/// Set by the signal handler (an atomic, which a handler may touch).
private let pressed = Atomic<Bool>(false)
