import Foundation
import LeetTestSupport

/// A program from PATH that a test runs, such as a shell checking a completion script.
enum Tool {
  /// The program's path in the usual binary directories, or nil when it is not installed.
  static func path(_ name: String) -> String? {
    ["/usr/bin", "/bin", "/usr/local/bin"].map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// Runs `name` with `arguments` and `input` on stdin.
  static func run(_ name: String, _ arguments: [String], input: String = "") throws -> BinaryRunner.Result {
    try BinaryRunner.runCommand(
      [path(name) ?? name] + arguments,
      environment: ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "LANG": "C.UTF-8"],
      stdin: Data(input.utf8))
  }
}
