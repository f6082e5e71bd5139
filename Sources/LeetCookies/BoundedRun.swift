import FoundationEssentials
import Glibc
import HelperProcess

/// Runs a small program (no secret in its arguments) with a deadline and returns its stdout.
enum BoundedRun {
  /// What a run gave.
  struct Output {
    /// Its exit status, or the signal that ended it.
    var status: Int32
    /// Everything it wrote on stdout.
    var stdout: [UInt8]
  }

  /// The program `name` in `$PATH` (`/usr/bin:/bin` when unset), or nil when absent.
  static func locate(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let folders = path.split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
    return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Runs `executable` with `arguments` and this process's environment, its stdin empty; nil when
  /// it cannot start or outlives `timeout` (it is then killed).
  static func run(_ executable: String, _ arguments: [String], timeout: Double) -> Output? {
    let environment = ProcessInfo.processInfo.environment
    guard let child = try? ChildProcess(executable, arguments: arguments, environment: environment) else {
      return nil
    }
    let end = ContinuousClock.now + .seconds(timeout)
    child.send(Data())
    let stdout = child.receive(limit: .max, until: end) ?? Data()
    guard let ending = child.waitForEnd(until: end) else {
      child.signal(SIGKILL)
      child.waitForEnd()
      return nil
    }
    return Output(status: ending.status, stdout: [UInt8](stdout))
  }
}
