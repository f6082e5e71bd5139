import Foundation
import HelperProcess

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
    let child = Process()
    child.executableURL = helper.executable
    child.environment = environment.merging(["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]) { mine, _ in mine }
    let (request, reply) = (Pipe(), Pipe())
    (child.standardInput, child.standardOutput, child.standardError) = (request, reply, FileHandle.nullDevice)
    let stopper = Stopper()
    child.terminationHandler = { _ in stopper.ended() }
    do { try child.run() } catch {
      throw CookieClientFailure("the helper leetview-cookies could not start (\(error.localizedDescription))")
    }
    stopper.started(child.processIdentifier, grace: grace)
    DispatchQueue.global().asyncAfter(deadline: .now() + deadline) { stopper.stop() }
    // A helper that ends before reading its request (a broken pipe) is told by its ending below;
    // the non-throwing `write` would trap on it.
    try? request.fileHandleForWriting.write(contentsOf: input)
    try? request.fileHandleForWriting.close()
    let read = ReplyReader(reply.fileHandleForReading.fileDescriptor, limit: replyLimit)
      .collect(until: .now() + deadline + grace * 2)
    try? reply.fileHandleForReading.close()
    if read == nil { stopper.stop() }
    guard stopper.wait(seconds: grace), !stopper.wasStopped, child.terminationReason == .exit else {
      return read == nil ? .overlong : .stopped
    }
    return read.map(Ending.replied) ?? .overlong
  }
}

/// Stops one child process, SIGTERM then SIGKILL, and only while it has not ended (so that a
/// reused process id is never signalled).
private final class Stopper: @unchecked Sendable {
  private let lock = NSLock()
  private let done = DispatchSemaphore(value: 0)
  private var pid: pid_t = 0
  private var grace: TimeInterval = 0
  private var hasEnded = false
  private var stopped = false

  /// Whether it was sent a signal.
  var wasStopped: Bool { lock.withLock { stopped } }

  func started(_ pid: pid_t, grace: TimeInterval) {
    lock.withLock { (self.pid, self.grace) = (pid, grace) }
  }

  /// The child has ended (its termination handler).
  func ended() {
    lock.withLock { hasEnded = true }
    done.signal()
  }

  /// Sends SIGTERM now and SIGKILL after the grace, each only while the child runs.
  func stop() {
    guard let grace = signal(SIGTERM) else { return }
    DispatchQueue.global().asyncAfter(deadline: .now() + grace) { _ = self.signal(SIGKILL) }
  }

  /// Waits up to `seconds` for the end; whether it came.
  func wait(seconds: TimeInterval) -> Bool {
    guard done.wait(timeout: .now() + seconds) == .success else { return false }
    done.signal()
    return true
  }

  /// Sends `number` while the child runs; the grace when it was sent.
  private func signal(_ number: Int32) -> TimeInterval? {
    lock.withLock {
      guard !hasEnded, pid > 0 else { return nil }
      stopped = true
      kill(pid, number)
      return grace
    }
  }
}

/// Reads a pipe to its end, holding at most a limit.
private struct ReplyReader {
  let descriptor: Int32
  let limit: Int

  init(_ descriptor: Int32, limit: Int) {
    self.descriptor = descriptor
    self.limit = limit
  }

  /// Everything written up to the end of the pipe; nil past the limit.
  ///
  /// When the pipe is still open at `end` (a process the helper started may hold it), what
  /// arrived by then.
  func collect(until end: DispatchTime) -> Data? {
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let left = Int64(end.uptimeNanoseconds) - Int64(DispatchTime.now().uptimeNanoseconds)
      var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&watched, 1, Int32(clamping: max(0, left / 1_000_000)))
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else { return data }
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return data }
      guard data.count + count <= limit else { return nil }
      data.append(contentsOf: chunk.prefix(count))
    }
  }
}
