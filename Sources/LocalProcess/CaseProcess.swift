import CLocalProcess
import FoundationEssentials
import Glibc
import TermCore

/// Runs one program to its end or its deadline under a supervisor of its own, its input given,
/// its stdout, stderr and answer (fd 3) read apart and capped; no descendant of it outlives the
/// run, nor leetview (the supervisor is a subreaper that kills them all, and is told when the
/// thread that started it ends, however leetview ends).
public enum CaseProcess {
  /// What a run may take.
  public struct Limits: Sendable {
    /// Seconds before the case is killed; its CPU limit is a second or two more.
    public var seconds: Double
    /// Bytes of stdout and of stderr kept (more is read and dropped).
    public var outputBytes: Int
    /// The data limit (`RLIMIT_DATA`: heap and private writable mappings) in bytes, or nil.
    public var dataBytes: Int?
    /// How many more tasks (processes and threads) than the user runs now the case may start
    /// (`RLIMIT_NPROC`), or nil for no limit.
    public var processes: Int?

    /// Limits of `seconds`, `outputBytes` kept, `dataBytes` of memory, `processes` more tasks.
    public init(
      seconds: Double, outputBytes: Int = 64 * 1024, dataBytes: Int? = nil, processes: Int? = nil
    ) {
      self.seconds = seconds
      self.outputBytes = outputBytes
      self.dataBytes = dataBytes
      self.processes = processes
    }

    /// The CPU seconds the case may use: past the deadline, a backstop should leetview not be
    /// there to kill it.
    public var cpuSeconds: Int { (Int(clampingFinite: seconds.rounded(.up)) ?? 0) + 1 }
  }

  /// How the program ended.
  public enum Ending: Hashable, Sendable {
    case exited(Int32)
    case signaled(Int32)
    /// Killed at the deadline, or past its CPU limit.
    case timedOut
    /// It could not be started: the `errno` of `fork`, `chdir` or `execve`.
    case notStarted(Int32)
  }

  /// What a run gave.
  public struct Outcome: Sendable {
    public var ending: Ending
    public var stdout: Data
    /// Whether stdout was longer than the limit (the rest was dropped).
    public var stdoutTruncated: Bool
    public var stderr: Data
    /// What the program wrote to fd 3.
    public var answer: Data
    /// Seconds from start to end.
    public var elapsed: Double
  }

  /// The most the answer may be.
  static let answerBytes = 16 * 1024 * 1024

  /// Runs `program` (a path) with `arguments` in `directory`, `input` on its stdin.
  public static func run(
    _ program: String, arguments: [String], environment: [String: String], directory: String,
    input: Data, limits: Limits
  ) -> Outcome {
    let start = monotonic()
    guard let pipes = Pipes(), let status = Pipe() else { return failed(EMFILE, start) }
    let cArguments = ([program] + arguments).map { strdup($0) } + [nil]
    let cEnvironment = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      cArguments.forEach { free($0) }
      cEnvironment.forEach { free($0) }
    }
    let fds = [pipes.input.read, pipes.output.write, pipes.errors.write, pipes.answer.write]
    let caseLimits = local_case_limits(
      data_bytes: UInt(limits.dataBytes ?? 0), cpu_seconds: UInt(limits.cpuSeconds),
      processes: UInt(limits.processes ?? 0))
    let supervisor = local_spawn_case(
      program, cArguments, cEnvironment, directory, fds, status.write, caseLimits)
    pipes.closeChildEnds()
    close(status.write)
    defer { close(status.read) }
    guard supervisor > 0 else {
      pipes.closeParentEnds()
      return failed(-supervisor, start)
    }
    var watch = Watch(pipes: pipes, input: input, limits: limits)
    let stopped = watch.follow(supervisor, until: start + limits.seconds)
    pipes.closeParentEnds()
    return Outcome(
      ending: SupervisorReport.ending(read: status.read, stopped: stopped),
      stdout: watch.stdout.data, stdoutTruncated: watch.stdout.dropped > 0, stderr: watch.stderr.data,
      answer: watch.answer.data, elapsed: monotonic() - start)
  }

  /// An outcome for a program that did not start.
  private static func failed(_ code: Int32, _ start: Double) -> Outcome {
    Outcome(
      ending: .notStarted(code), stdout: Data(), stdoutTruncated: false, stderr: Data(),
      answer: Data(), elapsed: monotonic() - start)
  }

  /// Seconds on the monotonic clock.
  static func monotonic() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }
}
