import Foundation
import LeetTestSupport
import Testing

/// A real X server without a screen (Xvfb) running one terminal emulator, whose root window is
/// read back as RGB pixels (ImageMagick's `import`), and keys pushed into the terminal's input.
final class XvfbScreen {
  /// The screen's size in pixels.
  static let width = 1024
  static let height = 768

  /// The first of `tools` not on PATH, as a skip reason; nil when all are there.
  static func missing(_ tools: [String]) -> String? {
    for tool in tools where XvfbScreen.which(tool) == nil { return "skipped: \(tool) is not installed" }
    return nil
  }

  /// The path of `tool` on PATH (else /usr/bin), when it is there.
  static func which(_ tool: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return (path.split(separator: ":").map(String.init) + ["/usr/bin"]).map { $0 + "/" + tool }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Whether Xvfb and ImageMagick's `import` are installed.
  static var isInstalled: Bool { missing(["Xvfb", "import"]) == nil }
  /// Why the screen tests are skipped.
  static var absentReason: Comment { Comment(rawValue: missing(["Xvfb", "import"]) ?? "") }

  let display: String
  private let server: Process
  private var terminal: Process?

  /// Starts Xvfb on a free display of its choosing and waits until it takes connections (it
  /// writes the display's number then, `-displayfd`): a display number of our own could meet a
  /// killed server's socket, there before the new server listens.
  init() throws {
    server = Process()
    server.executableURL = URL(fileURLWithPath: try XvfbScreen.which("Xvfb").orThrow())
    server.arguments = [
      "-displayfd", "1", "-screen", "0", "\(Self.width)x\(Self.height)x24", "-nolisten", "tcp",
    ]
    let ready = Pipe()
    server.standardOutput = ready
    server.standardError = FileHandle.nullDevice
    try server.run()
    var written = Data()
    // Until its line, or end of file when it could not start.
    while !written.contains(UInt8(ascii: "\n")) {
      let chunk = ready.fileHandleForReading.availableData
      guard !chunk.isEmpty else { break }
      written += chunk
    }
    let number = String(decoding: written, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard !number.isEmpty, number.allSatisfy(\.isNumber) else {
      if server.isRunning { kill(server.processIdentifier, SIGKILL) }
      throw XvfbFailure.missing
    }
    display = ":\(number)"
  }

  /// Runs `command` with `arguments` on this display, with `environment` added.
  func open(_ command: String, _ arguments: [String], environment: [String: String] = [:]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try XvfbScreen.which(command).orThrow())
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    env["DISPLAY"] = display
    process.environment = env
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    terminal = process
  }

  /// The screen's pixels, three bytes each, row by row; nil when it cannot be read yet.
  func pixels() -> [UInt8]? {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("xvfb-\(getpid()).rgb")
    defer { try? FileManager.default.removeItem(at: out) }
    guard let tool = Self.which("import"),
      let result = try? BinaryRunner.runCommand(
        [tool, "-display", display, "-window", "root", "-depth", "8", "rgb:\(out.path)"], environment: [:]),
      result.status == 0, let data = FileManager.default.contents(atPath: out.path),
      data.count == Self.width * Self.height * 3
    else { return nil }
    return [UInt8](data)
  }

  /// Polls the screen until `found` gives a value, for at most `seconds`.
  func wait<T>(seconds: Double = 30, for found: ([UInt8]) -> T?) throws -> T {
    var answer: T?
    try Self.waitFor(seconds: seconds) {
      answer = pixels().flatMap(found)
      return answer != nil
    }
    return try answer.orThrow()
  }

  /// Pushes `keys` into the input of the terminal `tty` (TIOCSTI, as if typed).
  static func type(_ keys: String, into tty: String) throws {
    let fd = Glibc.open(tty, O_RDWR | O_NOCTTY)
    guard fd >= 0 else { throw XvfbFailure.cannotType }
    defer { Glibc.close(fd) }
    for var byte in Array(keys.utf8) where ioctl(fd, UInt(TIOCSTI), &byte) != 0 {
      throw XvfbFailure.cannotType
    }
  }

  /// Waits for `condition`, checking every 50 ms, for at most `seconds`.
  static func waitFor(seconds: Double, _ condition: () -> Bool) throws {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
      guard Date() < deadline else { throw XvfbFailure.timedOut }
      usleep(50_000)
    }
  }

  /// Stops the terminal and the server.
  ///
  /// By SIGKILL: they inherit the test runner's blocked signals, SIGTERM among them.
  func close() {
    for process in [terminal, server].compactMap({ $0 }) where process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    // Killed, the server leaves its lock and socket behind.
    let number = display.dropFirst()
    try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
    try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
  }

  /// What went wrong driving the screen.
  enum XvfbFailure: Error { case timedOut, cannotType, missing }
}

extension Optional {
  /// The value, or `XvfbScreen.XvfbFailure.missing`.
  func orThrow() throws -> Wrapped {
    guard let self else { throw XvfbScreen.XvfbFailure.missing }
    return self
  }
}
