import CTerminalGuard
import Dispatch
import FoundationEssentials
import Glibc
import Synchronization
import TermCore

/// A program (a helper, or a small tool such as `kwallet-query` or `git`) running with its stdin and
/// stdout on pipes and its stderr on /dev/null (or on its stdout), in a process group of its own, with
/// its signals at their defaults and no other descriptor of ours.
///
/// It is waited for on a thread of its own without being reaped, and reaped only once it is marked
/// ended, so a signal sent through `signal` never reaches a pid the system has given to another.
public final class ChildProcess: Sendable {
  /// How a child ended.
  public struct Ending: Equatable, Sendable {
    /// Its exit status, or the signal that ended it.
    public var status: Int32
    /// Whether a signal ended it (killed, or crashed).
    public var bySignal: Bool
  }

  /// The process id.
  public let id: pid_t
  /// The write end of its stdin, until it is closed (then -1).
  private let input: Mutex<Int32>
  /// The read end of its stdout.
  private let output: Int32
  /// How it ended, once it has.
  private let ending = Mutex<Ending?>(nil)
  /// Signalled once it has ended and been reaped.
  private let reaped = DispatchSemaphore(value: 0)

  /// Starts `path` with `arguments` and `environment` as all of its environment; with
  /// `errorsOnOutput`, what it writes on stderr comes on its stdout too.
  /// - Throws: `HelperProcess.StartFailure` with the system's reason when it cannot start.
  public init(
    _ path: String, arguments: [String] = [], environment: [String: String], errorsOnOutput: Bool = false
  ) throws(HelperProcess.StartFailure) {
    var stdin: [Int32] = [-1, -1]
    var stdout: [Int32] = [-1, -1]
    guard Self.openPipe(&stdin) else { throw Self.failure(errno) }
    guard Self.openPipe(&stdout) else {
      let code = errno
      stdin.forEach { close($0) }
      throw Self.failure(code)
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, stdin[0], 0)
    posix_spawn_file_actions_adddup2(&actions, stdout[1], 1)
    if errorsOnOutput {
      posix_spawn_file_actions_adddup2(&actions, stdout[1], 2)
    } else {
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    }
    _ = spawn_close_from(&actions, 3)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    _ = spawn_clean_signals(&attributes, 1)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let code = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    close(stdin[0])
    close(stdout[1])
    guard code == 0 else {
      close(stdin[1])
      close(stdout[0])
      throw Self.failure(code)
    }
    id = pid
    input = Mutex(stdin[1])
    output = stdout[0]
    let child = self
    DedicatedThread.start("leetview.helper.wait") { child.awaitEnd() }
  }

  deinit {
    closeInput()
    close(output)
  }

  /// Writes all of `data` on its stdin and closes it (a helper that stops reading ends the write).
  public func send(_ data: Data) {
    FileDescriptorIO.write(data, to: input.withLock { $0 })
    closeInput()
  }

  /// Everything it writes on its stdout, up to the end of the pipe.
  public func receiveAll() -> Data { FileDescriptorIO.readToEnd(output) ?? Data() }

  /// What it writes on its stdout up to the end of the pipe, or what arrived by `end` when the
  /// pipe is still open then (a process it started may hold it); nil past `limit` bytes.
  public func receive(limit: Int, until end: ContinuousClock.Instant) -> Data? {
    FileDescriptorIO.readToEnd(output, limit: limit, until: end)
  }

  /// Sends signal `number` while it runs; whether it was sent.
  @discardableResult public func signal(_ number: Int32) -> Bool {
    ending.withLock { ending in
      guard ending == nil else { return false }
      return kill(id, number) == 0
    }
  }

  /// Waits until it has ended; whether a signal ended it.
  @discardableResult public func waitForEnd() -> Bool {
    reaped.wait()
    reaped.signal()
    return ending.withLock { $0 }?.bySignal ?? false
  }

  /// Waits until it has ended and been reaped, or until `end`; how it ended, nil when it still runs.
  public func waitForEnd(until end: ContinuousClock.Instant) -> Ending? {
    let left = ContinuousClock.now.duration(to: end).components
    let nanoseconds = max(0, left.seconds * 1_000_000_000 + left.attoseconds / 1_000_000_000)
    guard reaped.wait(timeout: .now() + .nanoseconds(Int(clamping: nanoseconds))) == .success else {
      return nil
    }
    reaped.signal()
    return ending.withLock { $0 }
  }

  /// Closes its stdin so that it reads the end of its input.
  private func closeInput() {
    input.withLock { input in
      if input >= 0 { close(input) }
      input = -1
    }
  }

  /// Waits for its end without reaping it, marks how it ended, then reaps it.
  private func awaitEnd() {
    var info = siginfo_t()
    while waitid(P_PID, id_t(id), &info, WEXITED | WNOWAIT) == -1 {
      guard errno == EINTR else { break }
    }
    let killed = info.si_code == Int32(CLD_KILLED) || info.si_code == Int32(CLD_DUMPED)
    let code = info._sifields._sigchld.si_status
    ending.withLock { $0 = Ending(status: code, bySignal: killed) }
    var status: Int32 = 0
    while waitpid(id, &status, 0) == -1 && errno == EINTR {}
    reaped.signal()
  }

  /// Opens a pipe into `ends` whose ends close on exec (our other children never hold them).
  private static func openPipe(_ ends: inout [Int32]) -> Bool {
    guard pipe(&ends) == 0 else { return false }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return true
  }

  /// A start failure with the system's words for `code`.
  private static func failure(_ code: Int32) -> HelperProcess.StartFailure {
    HelperProcess.StartFailure(reason: String(cString: strerror(code)))
  }
}
