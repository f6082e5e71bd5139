import Foundation
import LeetTestSupport
import Testing

/// `test --local` in Rust, where rustc is installed (by rustup under `~/.cargo/bin`, or the
/// Debian package rustc): the team's right solutions of every shape are accepted.
@Suite(.serialized) struct LocalRunRustTests {
  /// The folder holding rustc, and the rustup home it needs, or nil when neither is installed.
  static let rust: (folder: String, rustupHome: String?)? = {
    let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
    for folder in ["/usr/bin", "/usr/local/bin", home + "/.cargo/bin"]
    where FileManager.default.isExecutableFile(atPath: folder + "/rustc") {
      let rustup = ProcessInfo.processInfo.environment["RUSTUP_HOME"] ?? home + "/.rustup"
      return (folder, FileManager.default.fileExists(atPath: rustup) ? rustup : nil)
    }
    return nil
  }()

  @Test(
    .enabled(if: rust != nil, "rustc is not installed"),
    arguments: LocalRunStage.solutions(named: "right").filter { $0.hasSuffix(".rs") })
  func rightRustSolutionsOfEveryShapeAreAccepted(fixture: String) throws {
    let rust = try #require(Self.rust)
    let stage = try LocalRunStage()
    defer { stage.cleanUp() }
    var environment = stage.environment
    environment["PATH"] = rust.folder + ":/usr/bin:/bin"
    if let home = rust.rustupHome { environment["RUSTUP_HOME"] = home }
    let file = LocalRunStage.fixtures.appendingPathComponent("solutions/\(fixture)").path
    let result = try BinaryRunner.run(
      ["--offline", "test", "--local", file], environment: environment, timeout: 180)
    #expect(result.status == 0, "\(fixture): \(result.stderr)\n\(result.stdout)")
    #expect(result.stdout.hasPrefix("✓ Accepted (local)"), "\(fixture): \(result.stdout)")
    #expect(stage.fake.requests.isEmpty)
  }
}
