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

  /// Long verdict, output, expected and error lines at 40 columns break between words (or
  /// next to Chinese characters), never inside one, each continued line behind `↪` under its
  /// text (issue 19, minor 4d: they were cut mid-word with no mark).
  @Test func longLinesWrapAtWordsBehindAContinuationMark() {
    var rows: [String] = []
    for (name, result) in [("long-lines", F.longRun), ("long-error", F.longError)] {
      var state = F.state(width: 40, height: 40)
      _ = reduce(&state, .key(.character("t")))
      _ = reduce(&state, .solve(.judged(.test, result, cases: F.longCases, submissions: nil)))
      snap(state, name)
      rows += ProblemView.render(state).rowsText
    }
    let words = ["lantern", "relay", "quiet", "harbour", "tallest", "defined", "reaches"]
    for row in rows {
      // Between the panel's borders: no row ends in a piece of one of these words.
      let inside = row.split(separator: "│").dropFirst().first.map(String.init) ?? ""
      let last = inside.trimmingCharacters(in: .whitespaces).split(separator: " ").last ?? ""
      for word in words where word.hasPrefix(last) && word != String(last) && !last.isEmpty {
        Issue.record("cut inside '\(word)': \(row)")
      }
    }
    #expect(rows.contains { $0.contains("↪") })
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
