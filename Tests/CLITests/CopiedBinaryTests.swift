import Foundation
import LeetTestSupport
import Testing

/// Issues 33 and 34: a binary copied out of the build tree still finds the bundled cache of the
/// checkout it was built from (it looked one folder too deep, in `Sources/cache`).
@Suite struct CopiedBinaryTests {
  @Test func aCopiedBinaryFindsTheCheckoutsBundledProblems() throws {
    let place = try BinaryRunner.temporaryDirectory("copied-binary")
    defer { try? FileManager.default.removeItem(at: place) }
    let copy = place.appendingPathComponent("bin/leetview")
    try FileManager.default.createDirectory(
      at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: BinaryRunner.executable, to: copy)
    let home = place.appendingPathComponent("home")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    let result = try BinaryRunner.runCommand(
      [copy.path, "--offline", "--print", "--color", "never", "1"],
      environment: ["PATH": "/usr/bin:/bin", "HOME": home.path, "LANG": "C.UTF-8"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("1. Two Sum"), "\(result.stdout.prefix(200))")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
  }
}
