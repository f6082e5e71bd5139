import Foundation
import Testing

/// One tmux server on a private socket in a test's own directory, with an 80x24 window running a
/// shell: what the end-to-end tests type into and read back, as a person would.
class TmuxPane {
  let directory: URL
  let tmux: String

  init(tmux: String, directory: URL) {
    self.tmux = tmux
    self.directory = directory
  }

  /// The tmux program, or nil when it is not installed.
  static let installedTmux: String? = [
    "/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux",
  ].first { FileManager.default.isExecutableFile(atPath: $0) }

  /// Whether tmux is installed: the condition of every tmux test's `.enabled(if:)`.
  static var isInstalled: Bool { installedTmux != nil }

  /// The reason a tmux test is skipped when tmux is absent (`make deps` installs it).
  static let absentReason: Comment = "tmux is not installed (make deps installs it)"

  /// The tmux program; a thrown failure when it is absent (tmux tests run only when it is there).
  static func locateTmux() throws -> String {
    guard let tmux = installedTmux else { throw ToolError.missing("tmux") }
    return tmux
  }

  /// Starts the server with its one window, the status bar off.
  func openWindow() {
    run(["new-session", "-d", "-x", "80", "-y", "24", "-s", "e2e", "/bin/sh"])
    run(["set-option", "-g", "status", "off"])
  }

  func send(_ key: String) { run(["send-keys", "-t", "e2e", key]) }

  /// Types `text` as it is.
  func type(_ text: String) { run(["send-keys", "-t", "e2e", "-l", text]) }

  func resize(width: Int, height: Int) {
    run(["resize-window", "-t", "e2e", "-x", "\(width)", "-y", "\(height)"])
  }

  /// The pane's rows, trailing spaces removed.
  func capture() -> [String] {
    run(["capture-pane", "-p", "-t", "e2e"]).components(separatedBy: "\n").dropLast().map {
      var row = $0
      while row.hasSuffix(" ") { row.removeLast() }
      return row
    }
  }

  /// Waits (up to 20 s) for the screen to satisfy `condition` and returns it.
  func waitForScreen(_ condition: ([String]) -> Bool) throws -> [String] {
    let deadline = Date().addingTimeInterval(20)
    var rows = capture()
    while Date() < deadline {
      rows = capture()
      if rows.count > 2 && condition(rows) { return rows }
      usleep(20_000)
    }
    let screen = rows.joined(separator: "\n")
    Issue.record("timed out; the screen was:\n\(screen)")
    throw CancellationError()
  }

  func close() {
    run(["kill-server"])
    try? FileManager.default.removeItem(at: directory)
  }

  /// Runs tmux with `arguments` on this session's socket and returns what it printed.
  ///
  /// Spawned with `posix_spawn` and reaped with `waitpid`, output through a file: the server that
  /// `new-session` forks would hold a pipe open, and Foundation's `Process` was seen to miss the
  /// exit of the tmux client here.
  @discardableResult
  func run(_ arguments: [String]) -> String {
    let file = directory.appendingPathComponent("tmux-output-\(UUID().uuidString.prefix(6))")
    defer { try? FileManager.default.removeItem(at: file) }
    // The server's socket lives in the test's directory, so it goes when the directory does.
    let socket = directory.appendingPathComponent("tmux.sock").path
    let argv = [tmux, "-f", "/dev/null", "-S", socket] + arguments
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, file.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var environment = ProcessInfo.processInfo.environment
    environment["TMUX"] = nil
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    let cargv = argv.map { strdup($0) } + [nil]
    defer {
      envp.forEach { free($0) }
      cargv.forEach { free($0) }
    }
    // The test runner's threads block most signals; tmux and everything it starts must not
    // inherit that mask (the server would never see its children exit, nor leetview SIGTERM).
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t()
    sigemptyset(&empty)
    var all = sigset_t()
    sigfillset(&all)
    sigdelset(&all, SIGKILL)
    sigdelset(&all, SIGSTOP)
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    guard posix_spawn(&pid, tmux, &actions, &attributes, cargv, envp) == 0 else { return "" }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return (try? String(contentsOf: file, encoding: .utf8)) ?? ""
  }
}
