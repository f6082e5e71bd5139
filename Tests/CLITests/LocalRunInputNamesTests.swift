import Foundation
import LeetTestSupport
import Testing

/// A local run's table shows each input line after its parameter's name, as LeetCode does
/// (`nums = [3,5,8]`, `target = 13`), in every language; a hostile name is shown escaped.
@Suite(.serialized) struct LocalRunInputNamesTests {
  /// The right pair-sum solution in each of the five languages.
  static let solutions = LocalRunStage.rightSolutions("9001")

  @Test(LocalRunStage.everyToolchain, arguments: solutions)
  func eachInputLineIsShownAfterItsParametersName(fixture: String) throws {
    let result = try LocalRunStage.runOnce(fixture)
    #expect(result.status == 0, "\(fixture): \(result.stderr)\n\(result.stdout)")
    #expect(
      result.stdout.contains("  Input     nums = [3,5,8]\n            target = 13\n"), "\(result.stdout)")
    #expect(result.stdout.contains("  Input     nums = [1,1]\n            target = 2\n"), "\(result.stdout)")
  }

  @Test(.enabled(if: LocalRunStage.hasToolchain(forFile: "right.py"), "python3 is not installed"))
  func aHostileParameterNameIsShownEscapedAndNeverRuns() throws {
    let stage = try LocalRunStage()
    defer { stage.cleanUp() }
    let name = "x\u{1B}[31m\"); open('/tmp/p', 'w')"
    let metaData = try String(
      decoding: JSONSerialization.data(withJSONObject: [
        "name": "pairSum",
        "params": [["name": name, "type": "integer[]"], ["name": "k", "type": "integer"]],
        "return": ["type": "integer"],
      ]), as: UTF8.self)
    try stage.addQuestion(id: "9101", slug: "hostile-parameter", metaData: metaData)
    let file = try stage.writeSolution(
      id: "9101", language: "python3", fileExtension: "py",
      code: "class Solution:\n    def pairSum(self, nums, k):\n        return sum(nums) + k\n")
    let result = try stage.runLocal(file)
    #expect(
      result.stdout.contains(#"  Input     x\u001b[31m\"); open('/tmp/p', 'w') = [1,2]"#), "\(result.stdout)")
    #expect(result.stdout.contains("  Output    6"), "\(result.stdout)")
    #expect(!result.stdout.contains("\u{1B}"))
  }
}
