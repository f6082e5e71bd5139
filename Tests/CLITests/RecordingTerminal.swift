import Foundation
import LeetTestSupport
import Testing

// glibc declares these only under _XOPEN_SOURCE, which Swift's Glibc module was not built with.
@_silgen_name("posix_openpt") private func openPseudoTerminal(_ flags: Int32) -> Int32
@_silgen_name("grantpt") private func grantPseudoTerminal(_ fd: Int32) -> Int32
@_silgen_name("unlockpt") private func unlockPseudoTerminal(_ fd: Int32) -> Int32
@_silgen_name("ptsname") private func pseudoTerminalName(_ fd: Int32) -> UnsafeMutablePointer<CChar>?

/// A terminal the test plays: a program on a pseudo-terminal of its own (cells of 10 x 20
/// pixels), every byte it writes recorded, and the graphics query answered as kitty, as xterm
/// `-ti vt340`, or not at all.
///
/// The program runs under `bash` with job control (`set -m`), as from a shell: Ctrl-Z stops it
/// for real, and `fg` brings it straight back.
final class RecordingTerminal: @unchecked Sendable {
  /// How the terminal answers the kitty query, XTVERSION and DA1.
  enum Answers {
    case kitty, xtermVT340, none

    /// The answer to one question, nil for none.
    func reply(to question: Question) -> String? {
      switch (self, question) {
      case (.kitty, .kitty): "\u{1B}_Gi=31;OK\u{1B}\\"
      case (.kitty, .version): "\u{1B}P>|kitty(0.26.5)\u{1B}\\"
      case (.kitty, .attributes): "\u{1B}[?62;c"
      case (.xtermVT340, .version): "\u{1B}P>|XTerm(379)\u{1B}\\"
      case (.xtermVT340, .attributes): "\u{1B}[?63;1;2;4;6;9;15;22c"
      default: nil
      }
    }
  }

  /// The questions of the graphics query, as the terminal sees them.
  enum Question: CaseIterable {
    case kitty, version, attributes

    var bytes: [UInt8] {
      switch self {
      case .kitty: Array("\u{1B}_Gi=31,".utf8)
      case .version: Array("\u{1B}[>0q".utf8)
      case .attributes: Array("\u{1B}[c".utf8)
      }
    }
  }

  let master: Int32
  let pid: pid_t
  let answers: Answers
  private let lock = NSLock()
  private var recorded: [UInt8] = []
  private var answered: [Question: Int] = [:]
  private var ended = false

  /// Starts `command` (a shell line, run with job control) on a pseudo-terminal of `columns` x
  /// `rows` with `environment`, answering as `answers` says.
  init(
    _ command: String, environment: [String: String], answers: Answers, columns: Int = 80, rows: Int = 24
  ) throws {
    let fd = openPseudoTerminal(O_RDWR | O_NOCTTY)
    guard fd >= 0, grantPseudoTerminal(fd) == 0, unlockPseudoTerminal(fd) == 0,
      let name = pseudoTerminalName(fd)
    else { throw POSIXError(.ENODEV) }
    let slave = String(cString: name)
    master = fd
    self.answers = answers
    Self.setSize(fd, columns: columns, rows: rows)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // glibc's POSIX_SPAWN_SETSID (0x80): a session of its own, the pseudo-terminal its terminal.
    SpawnSignals.clean(&attributes, flags: 0x80)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, slave, O_RDWR, 0)
    for output: Int32 in [1, 2] { posix_spawn_file_actions_adddup2(&actions, 0, output) }
    posix_spawn_file_actions_addclose(&actions, fd)
    // Stopped by Ctrl-Z, the job is brought back at once, until it ends.
    let line =
      "set -m; \(command); s=$?; while jobs %% >/dev/null 2>&1; do fg; s=$?; done; "
      + "echo \"rc=$s\"; sleep 30"
    let words: [String] = ["/bin/bash", "--norc", "-c", line]
    let argv = words.map { strdup($0) } + [nil]
    let env = ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"].merging(environment) {
      $1
    }
    let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var child: pid_t = 0
    guard posix_spawn(&child, "/bin/bash", &actions, &attributes, argv, envp) == 0 else {
      Glibc.close(fd)
      throw POSIXError(.ECHILD)
    }
    pid = child
    let terminal = self
    Thread { terminal.readLoop() }.start()
  }

  /// Sets the size of the pseudo-terminal `fd`, 10 x 20 pixels a cell.
  static func setSize(_ fd: Int32, columns: Int, rows: Int) {
    var size = winsize(
      ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: UInt16(columns * 10),
      ws_ypixel: UInt16(rows * 20))
    _ = ioctl(fd, UInt(TIOCSWINSZ), &size)
  }

  /// Reads what the program writes until it ends, answering the questions in it.
  private func readLoop() {
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, 100)
      if lock.withLock({ ended }) { return }
      guard ready > 0 else { continue }
      let count = read(master, &buffer, buffer.count)
      guard count > 0 else { return }
      let replies = lock.withLock { () -> [String] in
        recorded += buffer[0..<count]
        var replies: [String] = []
        for question in Question.allCases {
          let asked = Self.count(question.bytes, in: recorded)
          while answered[question, default: 0] < asked {
            answered[question, default: 0] += 1
            if let reply = answers.reply(to: question) { replies.append(reply) }
          }
        }
        return replies
      }
      for reply in replies { type(reply) }
    }
  }

  /// How many times `needle` occurs in `bytes`.
  static func count(_ needle: [UInt8], in bytes: [UInt8]) -> Int {
    guard !needle.isEmpty, bytes.count >= needle.count else { return 0 }
    var found = 0
    var index = 0
    while index <= bytes.count - needle.count {
      if bytes[index] == needle[0], Array(bytes[index..<(index + needle.count)]) == needle {
        found += 1
        index += needle.count
      } else {
        index += 1
      }
    }
    return found
  }

  /// Everything written so far.
  var output: [UInt8] { lock.withLock { recorded } }

  /// Everything written so far, as text.
  var text: String { String(decoding: output, as: UTF8.self) }

  /// Waits until what was written from `offset` on satisfies `condition`, for at most `seconds`.
  @discardableResult
  func waitFor(from offset: Int = 0, seconds: Double = 20, _ condition: (String) -> Bool) throws -> String {
    let deadline = Date().addingTimeInterval(seconds)
    while true {
      let bytes = output
      let written = String(decoding: bytes[min(offset, bytes.count)...], as: UTF8.self)
      if condition(written) { return written }
      guard Date() < deadline else {
        Issue.record("timed out; written: \(written.suffix(2000).debugDescription)")
        throw POSIXError(.ETIMEDOUT)
      }
      usleep(20_000)
    }
  }

  /// Waits until nothing new is written for `quiet` seconds (at most `seconds` in all).
  func settle(quiet: Double = 0.5, seconds: Double = 10) {
    let deadline = Date().addingTimeInterval(seconds)
    var last = output.count
    var since = Date()
    while Date() < deadline {
      usleep(50_000)
      let now = output.count
      if now != last {
        last = now
        since = Date()
      } else if Date().timeIntervalSince(since) >= quiet {
        return
      }
    }
  }

  /// What is written after `key` is typed, once the terminal is quiet before and after.
  func written(after key: String) -> String {
    settle()
    let mark = output.count
    type(key)
    settle()
    return String(decoding: output[mark...], as: UTF8.self)
  }

  /// Types `text` into the terminal.
  func type(_ text: String) {
    _ = Array(text.utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// Resizes the terminal (the kernel sends SIGWINCH to the program in front).
  func resize(columns: Int, rows: Int) { Self.setSize(master, columns: columns, rows: rows) }

  /// Ends the shell and the program, and closes the terminal.
  func close() {
    lock.withLock { ended = true }
    // The program is a job of its own (`set -m`): the group in front of the terminal.
    let front = tcgetpgrp(master)
    if front > 0 { kill(-front, SIGKILL) }
    kill(-pid, SIGKILL)
    kill(pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    Glibc.close(master)
  }
}
