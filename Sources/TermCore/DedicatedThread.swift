import Dispatch

/// Work that may block for long (a fetch, a sync, a count of seconds) started at once on a
/// thread of its own, as Foundation's `Thread` ran it.
///
/// A serial queue of its own runs on libdispatch's overcommit pool, which starts a thread when
/// none is idle; `DispatchQueue.global()` holds new work back (about a second each) while as many
/// pieces as there are processors block.
public enum DedicatedThread {
  /// Runs `work` on a new serial queue named `label`.
  public static func start(_ label: String, _ work: @escaping @Sendable () -> Void) {
    DispatchQueue(label: label).async(execute: work)
  }
}
