import CLocalProcess
import CTerminalGuard
import Foundation

/// Runs one program to its end or its deadline, in a process group of its own, its input given,
/// its stdout, stderr and answer (fd 3) read apart and capped; no process of the group outlives it.
public enum CaseProcess {
  /// What a run may take.
  public struct Limits: Sendable {
    /// Seconds before the group is killed.
    public var seconds: Double
    /// Bytes of stdout and of stderr kept (more is read and dropped).
    public var outputBytes: Int
    /// The address-space limit in bytes, or nil for none.
    public var addressSpaceBytes: Int?

    /// Limits of `seconds`, `outputBytes` kept, `addressSpaceBytes` of memory.
    public init(seconds: Double, outputBytes: Int = 64 * 1024, addressSpaceBytes: Int? = nil) {
      self.seconds = seconds
      self.outputBytes = outputBytes
      self.addressSpaceBytes = addressSpaceBytes
    }
  }

  /// How the program ended.
  public enum Ending: Hashable, Sendable {
    case exited(Int32)
    case signaled(Int32)
    /// Killed at the deadline.
    case timedOut
    /// It could not be started: the `errno` of `posix_spawn`.
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
    let argv = [program] + arguments
    guard let pipes = Pipes() else { return failed(EMFILE, start) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipes.input.read, 0)
    posix_spawn_file_actions_adddup2(&actions, pipes.output.write, 1)
    posix_spawn_file_actions_adddup2(&actions, pipes.errors.write, 2)
    posix_spawn_file_actions_adddup2(&actions, pipes.answer.write, 3)
    _ = spawn_close_from(&actions, 4)
    _ = local_spawn_chdir(&actions, directory)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // Signals unblocked and at their defaults, in a group of its own: killed whole at the limit.
    _ = spawn_clean_signals(&attributes, 1)
    let cArguments = argv.map { strdup($0) } + [nil]
    let cEnvironment = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      cArguments.forEach { free($0) }
      cEnvironment.forEach { free($0) }
    }
    var pid: pid_t = 0
    let code = posix_spawn(&pid, program, &actions, &attributes, cArguments, cEnvironment)
    // posix_spawn sets no limits; they are set on the child at once, before its input is given.
    if code == 0, let bytes = limits.addressSpaceBytes { _ = local_limit_memory(pid, UInt(bytes)) }
    pipes.closeChildEnds()
    guard code == 0 else {
      pipes.closeParentEnds()
      return failed(code, start)
    }
    var watch = Watch(pipes: pipes, input: input, limits: limits)
    let ending = watch.follow(pid, until: start + limits.seconds)
    pipes.closeParentEnds()
    return Outcome(
      ending: ending, stdout: watch.stdout.data, stdoutTruncated: watch.stdout.dropped > 0,
      stderr: watch.stderr.data, answer: watch.answer.data, elapsed: monotonic() - start)
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
