import Foundation
import LeetTestSupport
import Testing

/// An empty `ListNode` or `TreeNode` answer is written `[]` in every language, as LeetCode shows
/// it (Java wrote its `null`).
@Suite(.serialized) struct LocalRunEmptyAnswerTests {
  /// The right reverse-chain (`ListNode`) and mirror-tree (`TreeNode`) solutions.
  static let solutions = LocalRunStage.rightSolutions("9002", "9004")

  @Test(LocalRunStage.everyToolchain, arguments: solutions)
  func anEmptyListOrTreeIsWrittenAsLeetCodeDoes(fixture: String) throws {
    let result = try LocalRunStage.runOnce(fixture, ["--case", "[]"])
    #expect(result.stdout.contains("  Output    []\n"), "\(fixture): \(result.stderr)\n\(result.stdout)")
    #expect(!result.stdout.contains("null"), "\(fixture): \(result.stdout)")
  }
}
