import Foundation

// glibc declares these only under _XOPEN_SOURCE, which Swift's Glibc module was not built with.
@_silgen_name("posix_openpt") private func openPseudoTerminal(_ flags: Int32) -> Int32
@_silgen_name("grantpt") private func grantPseudoTerminal(_ fd: Int32) -> Int32
@_silgen_name("unlockpt") private func unlockPseudoTerminal(_ fd: Int32) -> Int32
@_silgen_name("ptsname") private func pseudoTerminalName(_ fd: Int32) -> UnsafeMutablePointer<CChar>?
/// glibc's POSIX_SPAWN_SETSID.
private let spawnSetSID: Int16 = 0x80

/// The real binary in a pseudo-terminal, as a recording terminal: every byte it writes is read
/// with the time it arrived.
final class PseudoTerminal {
  /// One read from the terminal: when, and how many bytes.
  struct Chunk {
    var time: Double
    var bytes: [UInt8]
  }

  let master: Int32
  let pid: pid_t
  let started: Double
  private(set) var output: [UInt8] = []

  /// Starts `path` with `arguments` on a new pseudo-terminal of `columns` × `rows`.
  init?(_ path: String, _ arguments: [String], columns: Int, rows: Int, environment: [String: String] = [:]) {
    let fd = openPseudoTerminal(O_RDWR | O_NOCTTY)
    guard fd >= 0, grantPseudoTerminal(fd) == 0, unlockPseudoTerminal(fd) == 0,
      let name = pseudoTerminalName(fd)
    else { return nil }
    let slavePath = String(cString: name)
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(fd, UInt(TIOCSWINSZ), &size)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    posix_spawnattr_setflags(&attributes, spawnSetSID)
    defer { posix_spawnattr_destroy(&attributes) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // The first terminal a session leader opens becomes its controlling terminal.
    posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    posix_spawn_file_actions_addclose(&actions, fd)

    let (argv, envp) = spawnStrings(path, arguments, ["TERM": "xterm-256color"].merging(environment) { $1 })
    defer { (argv + envp).forEach { free($0) } }
    var child: pid_t = 0
    started = now()
    guard posix_spawn(&child, path, &actions, &attributes, argv, envp) == 0 else {
      close(fd)
      return nil
    }
    master = fd
    pid = child
  }

  /// Reads until nothing arrives for `quiet` seconds (or `limit` passes); returns the chunks.
  @discardableResult
  func read(quiet: Double, limit: Double = 5) -> [Chunk] {
    var chunks: [Chunk] = []
    let deadline = now() + limit
    var buffer = [UInt8](repeating: 0, count: 65536)
    while now() < deadline {
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, Int32(quiet * 1000))
      if ready <= 0 { break }
      let count = Foundation.read(master, &buffer, buffer.count)
      if count <= 0 { break }
      let bytes = Array(buffer[0..<count])
      chunks.append(Chunk(time: now(), bytes: bytes))
      output += bytes
    }
    return chunks
  }

  /// Types `text`.
  func send(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBufferPointer { Foundation.write(master, $0.baseAddress, $0.count) }
  }

  /// Context switches of the process so far (voluntary + involuntary): its wake-ups.
  func contextSwitches() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
    var total = 0
    for line in status.split(separator: "\n") where line.contains("ctxt_switches") {
      total += Int(line.split(separator: "\t").last?.trimmingCharacters(in: .whitespaces) ?? "") ?? 0
    }
    return total
  }

  /// Quits the program and waits for it.
  func finish() {
    send("q")
    var status: Int32 = 0
    let deadline = now() + 3
    while now() < deadline {
      read(quiet: 0.05, limit: 0.2)
      if waitpid(pid, &status, WNOHANG) == pid {
        close(master)
        return
      }
    }
    kill(pid, SIGKILL)
    waitpid(pid, &status, 0)
    close(master)
  }

  /// Groups chunks into frames: a frame is the writes that arrive within `gap` seconds of each other.
  static func frames(_ chunks: [Chunk], gap: Double = 0.006) -> [[UInt8]] {
    var frames: [[UInt8]] = []
    var last = -Double.infinity
    for chunk in chunks {
      if chunk.time - last > gap || frames.isEmpty {
        frames.append(chunk.bytes)
      } else {
        frames[frames.count - 1] += chunk.bytes
      }
      last = chunk.time
    }
    return frames
  }
}
