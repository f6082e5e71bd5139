import Foundation

/// Runs the built `leetview` binary and captures what it prints.
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

  /// Runs leetview with `arguments`, a clean environment plus `environment`, and `stdin` as input;
  /// `during`, when given, is called with the process id once it runs (to signal it, say).
  public static func run(
    _ arguments: [String], environment: [String: String] = [:], stdin: Data? = nil,
    timeout: TimeInterval = 60, during: ((Int32) -> Void)? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var env = [
      "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "LANG": "C.UTF-8",
      "SWIFT_BACKTRACE": "enable=no",
    ]
    env.merge(environment) { $1 }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    let input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(stdin) }
    try? input.fileHandleForWriting.close()
    // The pipes are read on threads of their own, so that a child that keeps them open (an editor
    // left running, say) cannot hold the test past its deadline.
    let outData = PipeReader(out.fileHandleForReading)
    let errData = PipeReader(err.fileHandleForReading)
    during?(process.processIdentifier)
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    let timedOut = process.isRunning
    if timedOut {
      process.terminate()
      usleep(500_000)
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
    process.waitUntilExit()
    let stdout = outData.finish(waitingAtMost: 2)
    let stderr = errData.finish(waitingAtMost: 2)
    return Result(
      status: timedOut ? -1 : process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: (timedOut ? "BinaryRunner: leetview ran past \(Int(timeout)) s and was stopped\n" : "")
        + String(decoding: stderr, as: UTF8.self))
  }

  /// A new empty directory under the temporary directory.
  public static func temporaryDirectory(_ name: String = "leetview") throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private var data = Data()

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      let read = handle.readDataToEndOfFile()
      lock.withLock { data = read }
      done.signal()
    }
  }

  /// What was read, once the pipe ended or `seconds` passed (then what is known: nothing).
  func finish(waitingAtMost seconds: Double) -> Data {
    _ = done.wait(timeout: .now() + seconds)
    return lock.withLock { data }
  }
}
