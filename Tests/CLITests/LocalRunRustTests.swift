import Foundation
import LeetTestSupport
import Testing

/// `test --local` in Rust, where rustc is installed (by rustup under `~/.cargo/bin`, or the
/// Debian package rustc): the team's right solutions of every shape are accepted.
@Suite(.serialized) struct LocalRunRustTests {
  @Test(
    .enabled(if: LocalRunStage.rust != nil, "rustc is not installed"),
    arguments: LocalRunStage.solutions(named: "right").filter { $0.hasSuffix(".rs") })
  func rightRustSolutionsOfEveryShapeAreAccepted(fixture: String) throws {
    let stage = try LocalRunStage()
    defer { stage.cleanUp() }
    let result = try stage.runLocal(fixture)
    #expect(result.status == 0, "\(fixture): \(result.stderr)\n\(result.stdout)")
    #expect(result.stdout.hasPrefix("✓ Accepted (local)"), "\(fixture): \(result.stdout)")
    #expect(stage.fake.requests.isEmpty)
  }
}
