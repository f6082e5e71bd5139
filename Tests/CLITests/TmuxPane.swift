import Foundation
import LeetTestSupport
import Testing

/// One tmux server on a private socket in a test's own directory, with one window: the one way
/// the tests start leetview in a terminal, type into it and read it back, as a person would.
final class TmuxPane {
  let directory: URL
  let tmux: String

  /// A pane whose files (and the server's socket) live in `directory`; no server runs yet.
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

  /// A pane on a new temporary directory named after `name`, its window not open yet.
  static func prepare(_ name: String) throws -> TmuxPane {
    TmuxPane(tmux: try locateTmux(), directory: try BinaryRunner.temporaryDirectory(name))
  }

  /// A pane on a new temporary directory named after `name`, its window open at `width` x
  /// `height` running `shell`.
  static func start(
    _ name: String, width: Int = 80, height: Int = 24, shell: String = "/bin/sh"
  ) throws -> TmuxPane {
    let pane = try prepare(name)
    pane.openWindow(width: width, height: height, shell: shell)
    return pane
  }

  /// Starts the server with its one window of `width` x `height` running `shell`, the status bar
  /// off.
  func openWindow(width: Int = 80, height: Int = 24, shell: String = "/bin/sh") {
    run(["new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-s", "e2e", shell])
    run(["set-option", "-g", "status", "off"])
  }

  /// Sends the tmux key `key` (`Enter`, `C-c`, `q`).
  func send(_ key: String) { run(["send-keys", "-t", "e2e", key]) }

  /// Types `text` as it is.
  func type(_ text: String) { run(["send-keys", "-t", "e2e", "-l", text]) }

  /// Resizes the window to `width` x `height`.
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

  /// The pane's text with its colours and styles as escape sequences (`capture-pane -e`).
  func captureStyled() -> String { run(["capture-pane", "-p", "-e", "-t", "e2e"]) }

  /// Waits (up to `seconds`) for the screen to satisfy `condition` and returns it; a recorded
  /// failure showing the screen, and a throw, when it never does.
  func waitForScreen(within seconds: Double = 20, _ condition: ([String]) -> Bool) throws -> [String] {
    var rows: [String] = []
    let met = Self.poll(within: seconds) {
      rows = capture()
      return rows.count > 2 && condition(rows)
    }
    if met { return rows }
    Issue.record("timed out; the screen was:\n\(rows.joined(separator: "\n"))")
    throw CancellationError()
  }

  /// Waits (up to `seconds`) for `condition` (a file, a process state); a recorded failure naming
  /// `what`, and a throw, when it never holds.
  func waitFor(_ what: String, within seconds: Double = 20, _ condition: () -> Bool) throws {
    guard Self.poll(within: seconds, condition) else {
      Issue.record("timed out waiting for \(what)")
      throw CancellationError()
    }
  }

  /// Whether `condition` held within `seconds`, asked every 20 ms.
  static func poll(within seconds: Double, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    repeat {
      if condition() { return true }
      usleep(20_000)
    } while Date() < deadline
    return condition()
  }

  /// Stops the server (its session and everything it runs) and removes the directory; safe to
  /// call twice, and called from a `defer`, so a failed expectation or a throw cleans up too.
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
    SpawnSignals.clean(&attributes)
    var pid: pid_t = 0
    guard posix_spawn(&pid, tmux, &actions, &attributes, cargv, envp) == 0 else { return "" }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return (try? String(contentsOf: file, encoding: .utf8)) ?? ""
  }
}
