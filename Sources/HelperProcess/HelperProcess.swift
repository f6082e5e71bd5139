import Dispatch
import FoundationEssentials
import Glibc
import Synchronization

/// One of leetview's helper programs (a `HelperProgram`), run once per batch:
/// the input goes in on its stdin, the answer comes back on its stdout.
///
/// A helper sits beside the running program, or where an environment variable says (for tests).
/// Its stderr is dropped, its environment is minimal, and a helper that outlives its deadline is
/// killed, so a caller never waits for ever.
public struct HelperProcess: Sendable {
  /// What one run gave back.
  public struct Reply: Sendable {
    /// Everything the helper wrote on stdout.
    public var output: Data
    /// Whether the helper ended by a signal: killed at its deadline, or crashed.
    public var stoppedBySignal: Bool
  }

  /// Why a helper could not be started.
  public struct StartFailure: Error, Sendable {
    /// The system's reason.
    public var reason: String
  }

  /// The helper program.
  public let executable: URL

  /// The helpers running now (their process ids), so that a program that quits mid-request can
  /// stop them rather than leave them to their deadline.
  private static let running = RunningSet()

  /// Kills every helper still running (the caller is quitting and wants no answer).
  public static func stopAll() {
    for pid in running.all() { kill(pid, SIGKILL) }
  }

  public init(executable: URL) {
    self.executable = executable
  }

  /// The helper `program`: at its variable's path when that is set, else beside this program;
  /// nil when absent.
  public static func locate(_ program: HelperProgram, environment: [String: String]) -> HelperProcess? {
    if let explicit = environment[program.variable], !explicit.isEmpty {
      return HelperProcess(executable: URL(fileURLWithPath: explicit))
    }
    let running = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let beside = running.deletingLastPathComponent().appendingPathComponent(program.name)
    return FileManager.default.isExecutableFile(atPath: beside.path) ? HelperProcess(executable: beside) : nil
  }

  /// Runs the helper on `input` and waits for it, killing it after `deadline` seconds.
  ///
  /// `environment` adds to the minimal one (`PATH`, `LANG`) what a helper must reach, such as the
  /// session bus; it must hold no secret, since a process's environment is readable by its user.
  /// - Throws: `StartFailure` when the program cannot be started.
  public func run(input: Data, deadline: TimeInterval, environment: [String: String] = [:]) throws -> Reply {
    let child = try ChildProcess(
      executable.path, environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"].merging(environment) { $1 })
    let watchdog = DispatchWorkItem { child.signal(SIGKILL) }
    DispatchQueue.global().asyncAfter(deadline: .now() + deadline, execute: watchdog)
    defer { watchdog.cancel() }
    Self.running.insert(child.id)
    defer { Self.running.remove(child.id) }
    child.send(input)
    let output = child.receiveAll()
    return Reply(output: output, stoppedBySignal: child.waitForEnd())
  }
}

/// A set of process ids shared between threads.
private final class RunningSet: Sendable {
  private let pids = Mutex<Set<pid_t>>([])

  func insert(_ pid: pid_t) { pids.withLock { _ = $0.insert(pid) } }

  func remove(_ pid: pid_t) { pids.withLock { _ = $0.remove(pid) } }

  func all() -> Set<pid_t> { pids.withLock { $0 } }
}
