import Foundation

/// Runs the built `leetview` binary, or any other program, and captures what it prints.
public enum BinaryRunner {
  /// The result of one run.
  public struct Result: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
  }

  /// The `leetview` executable beside the test bundle.
  public static var executable: URL {
    var dir = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = dir.appendingPathComponent("leetview")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      dir = dir.deletingLastPathComponent()
    }
    return Corpus.repositoryRoot.appendingPathComponent(".build/debug/leetview")
  }

  /// Runs leetview with `arguments`, a clean environment plus `environment`, and `stdin` as input.
  ///
  /// `prefix`, when given, is a command that runs leetview (`setpriv ...`, `unshare -n ...`): its
  /// words come first, then leetview's path and `arguments`. `during`, when given, is called with
  /// the process id once it runs (to signal it, say).
  public static func run(
    _ arguments: [String], environment: [String: String] = [:], stdin: Data? = nil,
    timeout: TimeInterval = 60, prefix: [String] = [], during: ((Int32) -> Void)? = nil
  ) throws -> Result {
    var env = [
      "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "LANG": "C.UTF-8",
      "SWIFT_BACKTRACE": "enable=no",
    ]
    env.merge(environment) { $1 }
    return try runCommand(
      prefix + [executable.path] + arguments, environment: env, stdin: stdin, timeout: timeout,
      during: during)
  }

  /// Runs `command` (a path, then its arguments) with exactly `environment` and `stdin` as input.
  ///
  /// Its stdout and stderr are drained at the same time, so a child that fills one pipe while the
  /// other is read cannot deadlock the test; past `timeout` it is stopped and the status is -1.
  public static func runCommand(
    _ command: [String], environment: [String: String], stdin: Data? = nil,
    timeout: TimeInterval = 60, during: ((Int32) -> Void)? = nil
  ) throws -> Result {
    guard let path = command.first else { throw CommandError.empty }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = Array(command.dropFirst())
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    let input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    try process.run()
    // The pipes are read on threads of their own, so that a child that keeps them open (an editor
    // left running, say) cannot hold the test past its deadline.
    let outData = PipeReader(out.fileHandleForReading)
    let errData = PipeReader(err.fileHandleForReading)
    if let stdin { input.fileHandleForWriting.write(stdin) }
    try? input.fileHandleForWriting.close()
    during?(process.processIdentifier)
    let timedOut = exited.wait(timeout: .now() + timeout) == .timedOut
    if timedOut {
      process.terminate()
      if exited.wait(timeout: .now() + 0.5) == .timedOut { kill(process.processIdentifier, SIGKILL) }
    }
    process.waitUntilExit()
    let stdout = outData.finish(waitingAtMost: 2)
    let stderr = errData.finish(waitingAtMost: 2)
    let name = URL(fileURLWithPath: path).lastPathComponent
    return Result(
      status: timedOut ? -1 : process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: (timedOut ? "BinaryRunner: \(name) ran past \(Int(timeout)) s and was stopped\n" : "")
        + String(decoding: stderr, as: UTF8.self))
  }

  /// Why a command could not be started.
  public enum CommandError: Error {
    /// The command had no words at all.
    case empty
  }

  /// A new empty directory under the temporary directory.
  public static func temporaryDirectory(_ name: String = "leetview") throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
