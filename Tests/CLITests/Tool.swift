import Foundation

/// A program from PATH that a test runs, such as a shell checking a completion script.
enum Tool {
  /// What one run printed and how it ended.
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The program's path in the usual binary directories, or nil when it is not installed.
  static func path(_ name: String) -> String? {
    ["/usr/bin", "/bin", "/usr/local/bin"].map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// Runs `name` with `arguments` and `input` on stdin.
  static func run(_ name: String, _ arguments: [String], input: String = "") throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path(name) ?? name)
    process.arguments = arguments
    process.environment = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "LANG": "C.UTF-8"]
    let out = Pipe()
    let err = Pipe()
    let stdin = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = stdin
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}
