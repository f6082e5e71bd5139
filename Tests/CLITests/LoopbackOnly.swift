import Foundation
import LeetTestSupport
import Testing

/// Runs leetview in a network namespace of its own with loopback only (`unshare -n`), for tests
/// where a regression could send traffic to another host: there it can reach nothing.
enum LoopbackOnly {
  /// Whether `unshare -n` works here (util-linux, and root or user namespaces).
  static let available: Bool = {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
    return (try? run(["/usr/bin/unshare", "-n", "/bin/true"], environment: [:]).status) == 0
  }()

  /// Why the tests that need it are skipped.
  static let absentReason: Comment =
    "skipped: `unshare -n` is unavailable (needs util-linux and root), so leetview cannot be kept off the network"

  /// What one run printed.
  struct Outcome {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Runs leetview with `arguments` and `environment` in a new network namespace whose loopback
  /// is brought up (when `ip` is installed; else nothing at all is reachable).
  static func leetview(_ arguments: [String], environment: [String: String]) throws -> Outcome {
    let script = "ip link set lo up 2>/dev/null; exec \"$0\" \"$@\""
    return try run(
      ["/usr/bin/unshare", "-n", "/bin/sh", "-c", script, BinaryRunner.executable.path] + arguments,
      environment: environment.merging(
        ["PATH": "/usr/sbin:/usr/bin:/sbin:/bin", "LANG": "C.UTF-8", "SWIFT_BACKTRACE": "enable=no"]
      ) { $1 })
  }

  private static func run(_ command: [String], environment: [String: String]) throws -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}
