import Foundation
import HelperProcess
import LeetCookiesClient
import Testing

/// The built `leetview-cookies` beside the test bundle, and running it as a test needs.
enum CookieHelper {
  /// The helper's path, or nil when it is not built.
  static let path: String? = {
    var folder = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent("leetview-cookies").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    let built = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(".build/debug/leetview-cookies").path
    return FileManager.default.isExecutableFile(atPath: built) ? built : nil
  }()

  /// The reason a test that needs the helper is skipped.
  static let absent: Comment = "skipped: leetview-cookies is not built (swift build --build-tests)"

  /// Runs `program` (the helper, or a script that runs it) as leetview runs its helpers, with
  /// `request` on stdin.
  ///
  /// Its environment is the helpers' minimal one and `environment`; the answer is nil when the
  /// output is not one.
  static func run(
    _ program: String, request: CookieRequest, environment: [String: String] = [:]
  ) throws -> CookieAnswer? {
    let reply = try HelperProcess(executable: URL(fileURLWithPath: program))
      .run(input: CookieWire.encode(request), deadline: 120, environment: environment)
    return CookieWire.decodeAnswer(reply.output)
  }

  /// Writes `lines` as an executable `sh` script at `path`, for running the helper in a setting.
  static func script(_ path: String, _ lines: [String]) throws -> String {
    try (["#!/bin/sh"] + lines).joined(separator: "\n").appending("\n").write(
      toFile: path, atomically: true, encoding: .utf8)
    chmod(path, 0o755)
    return path
  }
}
