import LeetModel
import LeetTestSupport
import TermCore
import Testing

@testable import LeetUI

/// Whole-screen snapshots of a past submission's diff (unified at 80 columns, side by side at
/// 120) and of the question before a restore (`Snapshots/past-code-*.txt`).
@Suite struct PastCodeScreenTests {
  private typealias F = PastCodeFixture

  /// Matches the snapshot `past-code-<name>-<size>` of the Submissions page at 80x24 and 120x40
  /// after `action`.
  private func expectScreens(_ name: String, after action: ProblemAction) {
    for size in [Size(width: 80, height: 24), Size(width: 120, height: 40)] {
      var state = F.state(width: size.width, height: size.height)
      _ = reduce(&state, action)
      let screen = ProblemView.render(state).snapshot()
      assertSnapshot(screen, named: "past-code-\(name)-\(size.width)x\(size.height)")
    }
  }

  @Test func theDiffOfASubmissionWithTheSolutionFile() {
    expectScreens("diff-file", after: F.diffWithFile)
  }

  @Test func theDiffOfTwoSubmissions() {
    let newer = F.record(902, code: "def relay(h):\\n    return sum(1 for _ in h)\\n")
    let sides = PastCodeAction.diffReady(
      old: DiffSide(id: "901", record: F.record(901)), new: DiffSide(id: "902", record: newer))
    expectScreens("diff-two", after: .pastCode(sides))
  }

  @Test func theQuestionBeforeARestore() {
    expectScreens("restore-question", after: .key(.character("R")))
  }
}
