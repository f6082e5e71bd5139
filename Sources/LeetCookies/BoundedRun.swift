import Foundation

/// Runs a small program (no secret in its arguments) with a deadline and returns its stdout.
enum BoundedRun {
  /// What a run gave.
  struct Output {
    var status: Int32
    var stdout: [UInt8]
  }

  /// The program `name` in `$PATH` (`/usr/bin:/bin` when unset), or nil when absent.
  static func locate(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let folders = path.split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
    return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Runs `executable` with `arguments`; nil when it cannot start or outlives `timeout` (it is
  /// then killed).
  static func run(_ executable: String, _ arguments: [String], timeout: Double) -> Output? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }
    do { try process.run() } catch { return nil }
    let reader = PipeCollector(output.fileHandleForReading)
    if ended.wait(timeout: .now() + timeout) == .timedOut {
      kill(process.processIdentifier, SIGKILL)
      ended.wait()
      return nil
    }
    return Output(status: process.terminationStatus, stdout: reader.wait())
  }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeCollector: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var data = Data()

  init(_ handle: FileHandle) {
    Thread {
      self.data = handle.readDataToEndOfFile()
      self.done.signal()
    }.start()
  }

  /// Everything read, once the writer has closed the pipe.
  func wait() -> [UInt8] {
    done.wait()
    return [UInt8](data)
  }
}
