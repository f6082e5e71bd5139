import Foundation
import LeetTestSupport
import Testing

/// What a local run's first line claims, in every language: ✓ and Accepted only when every case
/// was compared with an expected answer and is right; what ran, when some answer is not known.
@Suite(.serialized) struct LocalRunVerdictTests {
  /// The right pair-sum solution in each of the five languages.
  static let solutions = LocalRunStage.rightSolutions("9001")

  @Test(LocalRunStage.everyToolchain, arguments: solutions)
  func casesWithoutAnExpectedAnswerAreNeverAccepted(fixture: String) throws {
    let result = try LocalRunStage.runOnce(fixture, ["--case", "[7,3]\n10", "--case", "[1,4,6]\n10"])
    // Exit 0 says the code is right; nothing compared says nothing.
    #expect(result.status == 1, "\(fixture): \(result.stderr)\n\(result.stdout)")
    #expect(result.stdout.hasPrefix("Ran 2 cases · no expected answer known · "), "\(result.stdout)")
    #expect(!result.stdout.contains("✓") && !result.stdout.contains("Accepted"), "\(result.stdout)")
    #expect(!result.stdout.contains("✗"), "\(result.stdout)")
    #expect(result.stdout.contains("  Expected  not known"))
    #expect(result.stderr.isEmpty)
  }

  @Test(.enabled(if: LocalRunStage.hasToolchain(forFile: "right.py"), "python3 is not installed"))
  func someCasesComparedAndRightAreStillNotAccepted() throws {
    let stage = try LocalRunStage()
    defer { stage.cleanUp() }
    try FileManager.default.createDirectory(
      at: stage.answersFile("pair-sum").deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(#"{"answers":{"[7,3]\n10":"[1,0]"}}"#.utf8).write(to: stage.answersFile("pair-sum"))
    let result = try stage.runLocal(
      "9001.pair-sum/right.py", ["--case", "[7,3]\n10", "--case", "[1,4,6]\n10"])
    #expect(result.status == 1, "\(result.stdout)")
    #expect(
      result.stdout.hasPrefix(
        "Ran 2 cases · 1/1 known case right · no expected answer known for 1 · python3"),
      "\(result.stdout)")
    #expect(!result.stdout.contains("Accepted"))
    // Every case compared and right: Accepted, exit 0.
    let compared = try stage.runLocal("9001.pair-sum/right.py", ["--case", "[7,3]\n10"])
    #expect(compared.status == 0, "\(compared.stdout)")
    #expect(
      compared.stdout.hasPrefix("✓ Accepted (local) · 1/1 known case right · python3"), "\(compared.stdout)")
  }
}
