import CTerminalGuard
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program given leetview's terminal (an editor), started and waited for as a job-control
/// shell would.
///
/// When leetview has the terminal's foreground, the program runs in a process group of its own
/// that is made the foreground (`tcsetpgrp`) and given back after. (Foundation's `Process` also
/// gives it a group of its own but never the foreground, so the terminal stopped it the moment it
/// read.) Otherwise (no terminal, or leetview in the background) it shares leetview's group, as
/// git runs an editor. It starts with every signal at its default and none blocked. While it
/// runs leetview ignores the terminal's signals (Ctrl-C, Ctrl-\, Ctrl-Z are the program's),
/// passes SIGTERM and SIGHUP on to it, and stops when it stops (Ctrl-Z in vi), continuing it when
/// leetview is continued; without job control the kernel discards that stop.
public enum ForegroundChild {
  /// How the program ended.
  public enum Ending: Hashable, Sendable {
    case exited(status: Int32)
    case killed(signal: Int32)
  }

  /// How the program ended, and the stop signal (SIGTERM, SIGHUP) leetview received and passed
  /// on to it meanwhile, if any.
  public struct Outcome: Hashable, Sendable {
    public var ending: Ending
    public var stopSignal: Int32?
  }

  /// The program could not be started: the `errno` of `posix_spawn`.
  public struct StartFailure: Error, Sendable {
    public var code: Int32
    /// The system's words for `code`.
    public var message: String { String(cString: strerror(code)) }
  }

  /// The signals leetview ignores while the program runs: typed at the terminal for the program,
  /// or the terminal's own job control (leetview stops by itself when the program stops).
  static let terminalSignals: [Int32] = [SIGINT, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU]

  /// Runs `path` with `arguments` (the first is its name) and `environment`, and waits for it.
  /// - Throws: `StartFailure` when it cannot start.
  public static func run(_ path: String, arguments: [String], environment: [String: String]) throws
    -> Outcome
  {
    // Outside the interface nothing routes SIGTERM and SIGHUP yet: route them while it runs.
    let ownSignals = StopSignals.isInstalled ? nil : WakePipe().map { StopSignals(pipe: $0) }
    defer { ownSignals?.uninstall() }
    let held = terminalSignals.map { IgnoredSignal($0) }
    defer { held.forEach { $0.restore() } }
    let terminal = TerminalForeground.current()
    SignalForwarding.begin()
    let pid = try spawn(path, arguments: arguments, environment: environment, ownGroup: terminal != nil)
    terminal?.give(to: pid)
    // A group of its own is signalled whole: the shell and the editor it started.
    SignalForwarding.attach(pid, group: terminal != nil)
    let ending = wait(for: pid, terminal: terminal)
    terminal?.takeBack()
    return Outcome(ending: ending, stopSignal: SignalForwarding.end())
  }

  /// Starts the program: signals at their defaults and unblocked, descriptors above 2 closed, in
  /// a process group of its own when `ownGroup`.
  private static func spawn(
    _ path: String, arguments: [String], environment: [String: String], ownGroup: Bool
  ) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    _ = spawn_close_from(&actions, 3)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // The loop's thread keeps SIGWINCH blocked and Dispatch blocks the stop signals; ignored
    // signals would stay ignored across exec. The program gets none of that.
    _ = spawn_clean_signals(&attributes, ownGroup ? 1 : 0)
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    let code = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    guard code == 0 else { throw StartFailure(code: code) }
    return pid
  }

  /// Waits until the program ends; when it stops, stops leetview with it and continues it after.
  ///
  /// It is waited for without being reaped, and reaped under the forwarding lock, so a signal
  /// passed on never reaches a pid the system has given to another process.
  private static func wait(for pid: pid_t, terminal: TerminalForeground?) -> Ending {
    while true {
      var info = siginfo_t()
      if waitid(P_PID, id_t(pid), &info, WEXITED | WSTOPPED | WNOWAIT) == -1 {
        if errno == EINTR { continue }
        // Not our child any more (reaped elsewhere): nothing is left to wait for.
        SignalForwarding.target.withLock { $0 = 0 }
        return .exited(status: 127)
      }
      var status: Int32 = 0
      let reaped = SignalForwarding.target.withLock { target -> pid_t in
        let reaped = waitpid(pid, &status, WUNTRACED | WNOHANG)
        if reaped == pid && !WaitStatus.isStopped(status) { target = 0 }
        return reaped
      }
      guard reaped == pid else { continue }
      if WaitStatus.isStopped(status) {
        stopWithChild(pid, terminal: terminal)
        continue
      }
      if let signal = WaitStatus.signal(status) { return .killed(signal: signal) }
      return .exited(status: WaitStatus.exitStatus(status))
    }
  }

  /// The program stopped (Ctrl-Z in vi, or it read the terminal from the background): leetview
  /// takes the terminal back and stops as well, so the shell gets its job back; once continued,
  /// it gives the terminal to the program again and continues it.
  ///
  /// Where leetview's group has no job control the kernel discards the stop and this returns at
  /// once, continuing the program.
  private static func stopWithChild(_ pid: pid_t, terminal: TerminalForeground?) {
    terminal?.takeBack()
    let stop = IgnoredSignal(SIGTSTP, handler: SIG_DFL)
    raise(SIGTSTP)
    stop.restore()
    if let terminal, terminal.isOurs { terminal.give(to: pid) }
    _ = kill(terminal == nil ? pid : -pid, SIGCONT)
  }
}
