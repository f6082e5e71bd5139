import Dispatch
import FoundationEssentials
import Glibc
import HelperProcess
import Synchronization

/// One run of `leetview-cookies` within its limits: the request goes on its stdin, at most
/// `replyLimit` bytes of its stdout are read, and a helper past its deadline (or past the limit)
/// gets SIGTERM, so that it removes its private copies, then SIGKILL after `grace`.
///
/// The client never waits longer than the deadline and three times the grace, even when a process
/// the helper started still holds its stdout open.
struct CookieHelperRun {
  /// How the run ended.
  enum Ending: Equatable {
    /// The helper ended of itself; what it wrote (at most the limit).
    case replied(Data)
    /// It wrote more than the limit (what it wrote is dropped) and was stopped.
    case overlong
    /// It was stopped at its deadline, or ended by a signal.
    case stopped
  }

  /// The helper program.
  var helper: HelperProcess
  /// What its minimal environment is given besides `PATH` and `LANG`.
  var environment: [String: String]
  /// When it is sent SIGTERM, in seconds from its start.
  var deadline: TimeInterval
  /// How long after SIGTERM it is sent SIGKILL.
  var grace: TimeInterval = CookieLimits.stopGraceSeconds
  /// The most bytes of its reply read.
  var replyLimit: Int = CookieLimits.replyBytes

  /// Runs the helper on `input`.
  /// - Throws: `CookieClientFailure` when it cannot be started.
  func run(_ input: Data) throws(CookieClientFailure) -> Ending {
    let child: ChildProcess
    do {
      child = try ChildProcess(
        helper.executable.path,
        environment: environment.merging(["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]) { mine, _ in mine })
    } catch {
      throw CookieClientFailure("the helper leetview-cookies could not start (\(error.reason))")
    }
    let stopper = Stopper(child, grace: grace)
    DispatchQueue.global().asyncAfter(deadline: .now() + deadline) { stopper.stop() }
    // A helper that ends before reading its request (a broken pipe) is told by its ending below.
    child.send(input)
    let read = child.receive(limit: replyLimit, until: .now + .seconds(deadline + grace * 2))
    if read == nil { stopper.stop() }
    guard let end = child.waitForEnd(until: .now + .seconds(grace)), !stopper.wasStopped, !end.bySignal else {
      return read == nil ? .overlong : .stopped
    }
    return read.map(Ending.replied) ?? .overlong
  }
}

/// Stops one child process, SIGTERM then SIGKILL, each only while it has not ended (so that a
/// reused process id is never signalled).
private final class Stopper: Sendable {
  /// The child stopped.
  private let child: ChildProcess
  /// How long after SIGTERM it is sent SIGKILL.
  private let grace: TimeInterval
  /// Whether it was sent a signal.
  private let stopped = Mutex(false)

  init(_ child: ChildProcess, grace: TimeInterval) {
    self.child = child
    self.grace = grace
  }

  /// Whether it was sent a signal.
  var wasStopped: Bool { stopped.withLock { $0 } }

  /// Sends SIGTERM now and SIGKILL after the grace, each only while the child runs.
  func stop() {
    guard child.signal(SIGTERM) else { return }
    stopped.withLock { $0 = true }
    let child = child
    DispatchQueue.global().asyncAfter(deadline: .now() + grace) { child.signal(SIGKILL) }
  }
}
