import LeetModel
import LeetTestSupport
import TermCore
import Testing

@testable import LeetUI

/// Whole-screen snapshots of the judge's panel and the Code segment (`Snapshots/solve-*.txt`).
@Suite struct SolveScreenTests {
  private typealias F = SolveFixture

  private func snap(_ state: ProblemState, _ name: String) {
    let size = state.size
    assertSnapshot(
      ProblemView.render(state).snapshot(), named: "solve-\(name)-\(size.width)x\(size.height)")
  }

  @Test func theRunningPanelWithItsSpinnerAndClock() {
    var state = F.state()
    _ = reduce(&state, .key(.character("t")))
    _ = reduce(&state, .solve(.judging(.test, state: "PENDING")))
    F.advance(&state, from: .seconds(50), seconds: 2.3)
    snap(state, "running")
  }

  @Test func theQuestionBeforeASubmit() {
    var state = F.state()
    _ = reduce(&state, .key(.character("x")))
    snap(state, "confirm")
  }

  @Test func aWrongAnswerWithTheFirstDifferenceMarked() {
    var state = F.state()
    _ = reduce(&state, .key(.character("t")))
    _ = reduce(&state, .solve(.judged(.test, F.wrongRun, cases: F.cases, submissions: nil)))
    snap(state, "wrong-answer")
  }

  @Test func anAcceptedSubmit() {
    var state = F.state()
    _ = reduce(&state, .key(.character("x")))
    _ = reduce(&state, .key(.character("y")))
    _ = reduce(&state, .solve(.judged(.submit, F.accepted, cases: [], submissions: nil)))
    snap(state, "accepted")
  }

  @Test func aCompileErrorInFull() {
    var state = F.state()
    _ = reduce(&state, .key(.character("t")))
    _ = reduce(&state, .solve(.judged(.test, F.compileError, cases: F.cases, submissions: nil)))
    snap(state, "compile-error")
  }

  @Test func theCodeSegmentWithTheLastResult() {
    for (width, height) in [(80, 24), (40, 12)] {
      var state = F.state(width: width, height: height, selected: .code)
      _ = reduce(&state, .solve(.codeLoaded(F.code)))
      _ = reduce(&state, .key(.character("t")))
      _ = reduce(&state, .solve(.judged(.test, F.wrongRun, cases: F.cases, submissions: nil)))
      _ = reduce(&state, .key(.escape))
      snap(state, "code")
    }
  }

  @Test func theCodeSegmentShowsTheTemplateWhenThereIsNoFile() {
    var state = F.state(selected: .code)
    var template = F.code
    template.isTemplate = true
    _ = reduce(&state, .solve(.codeLoaded(template)))
    snap(state, "code-template")
  }
}
