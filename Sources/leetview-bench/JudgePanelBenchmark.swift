import Foundation
import LeetModel
import LeetUI
import TermCore

/// From the judge's final answer to the panel drawn: the answer arrives as an action while the
/// running panel is on screen at 120x40; reduce it, render the grid, diff it against the
/// spinner's last frame.
///
/// In process, on a problem and answers written for the benchmark (no corpus needed).
enum JudgePanelBenchmark {
  /// A paragraph of the statement, long enough to wrap at 120 columns.
  static func paragraph(_ index: Int) -> String {
    "<p>Paragraph \(index) of the statement, long enough to wrap once or twice at 120 columns so "
      + "that the page behind the panel is full.</p>"
  }

  static func run(rounds: Int) -> [Figure] {
    let problem = Problem(
      frontendID: "1", title: "Pebble Pairs", titleSlug: "pebble-pairs", difficulty: .easy,
      content: (1...40).map { paragraph($0) }.joined(),
      exampleTestcases: "[2,7,11,15]\n9\n[3,2,4]\n6\n[3,3]\n6")
    var running = ProblemState(
      page: ProblemPage(problem: problem, language: .english), sourceLabel: "cached today",
      size: Size(width: 120, height: 40), settings: ProblemState.Settings(animated: true),
      theme: Theme(usesColor: true))
    _ = reduce(&running, .key(.character("t")))
    _ = reduce(&running, .solve(.judging(.test, state: "STARTED")))
    _ = reduce(&running, .tick(at: .seconds(1), tag: SolveState.frameTag))
    _ = reduce(&running, .tick(at: .seconds(3), tag: SolveState.frameTag))
    let spinnerFrame = ProblemView.render(running)
    let cases = ["[2,7,11,15]\n9", "[3,2,4]\n6", "[3,3]\n6"]
    let answers: [(String, SolveEvent)] = [
      (
        "test, wrong answer, 3 cases",
        .judged(
          .test,
          JudgeResult(
            kind: .run, statusCode: 10, statusMessage: "Accepted", runtime: "0 ms",
            memory: "17.8 MB", correctAnswer: false, compareResult: "110",
            answers: ["[0,1]", "[1,2]", "[1,0]"], expectedAnswers: ["[0,1]", "[1,2]", "[0,1]"],
            standardOutput: ["", "checking 3\nchecking 2", ""]), cases: cases, submissions: nil)
      ),
      (
        "submit, accepted",
        .judged(
          .submit,
          JudgeResult(
            kind: .submission, statusCode: 10, statusMessage: "Accepted", runtime: "2 ms",
            memory: "2.3 MB", runtimePercentile: 83.9, memoryPercentile: 39.7, totalCorrect: 57,
            totalTestcases: 57, submissionID: "1"), cases: [], submissions: nil)
      ),
    ]
    var times: [Double] = []
    var cells = 0
    for _ in 0..<rounds {
      for (_, answer) in answers {
        var state = running
        let start = now()
        _ = reduce(&state, .solve(answer))
        let grid = ProblemView.render(state)
        let changes = grid.diff(from: spinnerFrame)
        times.append((now() - start) * 1000)
        cells = max(cells, changes.count)
      }
    }
    let samples = Samples(values: times)
    return [
      Figure.p95(
        "judge's answer to panel drawn (reduce, render, diff) at 120x40, \(times.count) answers",
        samples, digits: 3, target: "≤ one frame (16 ms)", met: { $0 <= 16 })
    ]
  }
}
