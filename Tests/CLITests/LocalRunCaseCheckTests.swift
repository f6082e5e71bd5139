import Foundation
import LeetTestSupport
import Testing

/// A mistyped case is refused before anything is built or run, in every language alike: one
/// `leetview:` line naming the case, line and parameter, exit 1, no build folder.
@Suite(.serialized) struct LocalRunCaseCheckTests {
  /// The right pair-sum and tally-counter solutions in each of the five languages.
  static let solutions = LocalRunStage.rightSolutions("9001", "9010")

  /// Each mistyped case of pair-sum, and the line it gets.
  static let pairSum: [(cases: [String], message: String)] = [
    (["[1,2\n3"], "case 1, line 1, nums: '[1,2' is not an integer[]"),
    (["[3,x]\n3"], "case 1, line 1, nums: '[3,x]' is not an integer[]"),
    (["[3,9,\n12"], "case 1, line 1, nums: '[3,9,' is not an integer[]"),
    (["[1,4]\n\"5\""], "case 1, line 2, target: '\"5\"' is not an integer"),
    (["[[1,4]]\n5"], "case 1, line 1, nums: '[[1,4]]' is not an integer[]: [1,4] is not an integer"),
    (["[1,4]\n5", "[1,4]\n5.5"], "case 2, line 2, target: '5.5' is not an integer"),
    (["[1,4]"], "case 1 has 1 line; the problem takes 2, one value a line (nums, target)"),
  ]

  /// Each mistyped case of tally-counter, and the line it gets.
  static let tallyCounter: [(cases: [String], message: String)] = [
    (
      [#"["TallyCounter","add","frob"]"# + "\n[[1],[2],[]]"],
      "case 1, line 1, calls: 'frob' is not a method of TallyCounter (add, total)"
    ),
    (
      [#"["TallyCounter","add"]"# + "\n[[1],[\"2\"]]"],
      "case 1, line 2, call 2 (add), n: '\"2\"' is not an integer"
    ),
  ]

  @Test(LocalRunStage.everyToolchain, arguments: solutions)
  func aMistypedCaseIsOneLineAndNothingIsBuilt(fixture: String) throws {
    let stage = try LocalRunStage()
    defer { stage.cleanUp() }
    for (cases, message) in fixture.hasPrefix("9001.") ? Self.pairSum : Self.tallyCounter {
      let result = try stage.runLocal(fixture, cases.flatMap { ["--case", $0] })
      #expect(result.status == 1, "\(fixture) \(cases): \(result.stdout)")
      #expect(result.stderr == "leetview: \(message)\n", "\(fixture) \(cases)")
      #expect(result.stdout.isEmpty, "\(fixture) \(cases): \(result.stdout)")
    }
    // Nothing was written to build, let alone run.
    #expect(!FileManager.default.fileExists(atPath: stage.root.appendingPathComponent("cache/localrun").path))
    #expect(stage.fake.requests.isEmpty)
  }
}
