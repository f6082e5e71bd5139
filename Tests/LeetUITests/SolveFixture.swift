import Foundation
import LeetText
import TermCore

@testable import LeetModel
@testable import LeetUI

/// Solutions and judge answers written by the team for the solving tests (not LeetCode's).
enum SolveFixture {
  static let code = SolutionCode(
    path: "~/leetcode/9001.lantern-relay.py", languageSlug: "python3", languageName: "Python3",
    text: """
      # @lc app=leetcode id=9001 lang=python3
      #
      # [9001] Lantern Relay
      #
      # @lc code=start
      class Solution:
          def relay(self, heights: List[int]) -> int:
              tallest, count = 0, 0
              for h in heights:
                  if h >= tallest:
                      tallest, count = h, count + 1
              return count  # one pass
      # @lc code=end
      """, isTemplate: false)

  static let cases = ["[3,1,4]", "[5]"]

  /// A run with the second case wrong, and a line printed by the code.
  static let wrongRun = JudgeResult(
    kind: .run, statusCode: 10, statusMessage: "Accepted", runtime: "4 ms", memory: "16.9 MB",
    correctAnswer: false, compareResult: "10", answers: ["2", "0"], expectedAnswers: ["2", "1"],
    standardOutput: ["", "seen 5"])

  static let accepted = JudgeResult(
    kind: .submission, statusCode: 10, statusMessage: "Accepted", runtime: "2 ms",
    memory: "2.3 MB", runtimePercentile: 83.9, memoryPercentile: 39.7, totalCorrect: 57,
    totalTestcases: 57, submissionID: "4242")

  static let compileError = JudgeResult(
    kind: .run, statusCode: 20, statusMessage: "Compile Error",
    errorMessage: "Line 7: SyntaxError: invalid syntax\n    return count +\n                 ^")

  /// Cases whose input is wider than the judge's panel at 40 columns.
  static let longCases = ["[3,1,4,1,5,9,2,6,5,3,5,8,9,7,9,3,2,3,8,4,6,2,6,4,3,3,8,3,2,7,9,5]", "[5]"]

  /// A wrong run whose printed lines, output and error are wider than the panel at 40
  /// columns, in English and in Chinese.
  static let longRun = JudgeResult(
    kind: .run, statusCode: 10, statusMessage: "Accepted", runtime: "4 ms", memory: "16.9 MB",
    correctAnswer: false, compareResult: "10",
    answers: ["2", "lantern relay lantern relay lantern relay quiet harbour"],
    expectedAnswers: ["2", "lantern relay lantern relay quiet harbour lantern relay"],
    standardOutput: [
      "the tallest lantern so far is 4, the relay goes on to the quiet harbour",
      "灯笼接力：最高的灯笼照亮了安静的港湾，接力继续进行到最后一盏灯",
    ])

  /// A compile error whose message is wider than the panel at 40 columns.
  static let longError = JudgeResult(
    kind: .run, statusCode: 20, statusMessage: "Compile Error",
    errorMessage:
      "Line 7: NameError: name 'tallest_lantern' is not defined before the relay reaches the quiet harbour")

  /// Submissions as the cache holds them after the verdict was recorded.
  static func recorded(at date: Date) -> SegmentOutcome {
    let snapshot = SubmissionsSnapshot(
      fetchedAt: date,
      submissions: [
        Submission(
          id: "4242", status: "Accepted", language: "Python3", runtime: "2 ms", memory: "2.3 MB",
          date: date)
      ], hasMore: false, details: [:])
    return .loaded(.submissions(snapshot), staleBecause: nil, at: date)
  }

  /// The fixture problem at `size`, online, showing `selected`.
  static func state(
    width: Int = 80, height: Int = 24, selected: Segment = .description
  ) -> ProblemState {
    var state = Fixture.state(width: width, height: height, animated: false, selected: selected)
    state.settings.offline = false
    state.solve.exampleCases = cases
    return state
  }

  /// Runs frames from `start` for `seconds` of judge time, one tick each tenth of a second.
  static func advance(_ state: inout ProblemState, from start: Duration, seconds: Double) {
    var now = start
    while now <= start + .milliseconds(Int(seconds * 1000)) {
      _ = reduce(&state, .tick(at: now, tag: SolveState.frameTag))
      now += .milliseconds(100)
    }
  }
}
