import LeetModel
import TermCore
import Testing

@testable import LeetUI

/// `d`, `D` and `R` on a submission, state in and state out: the work asked for, the mark, the
/// diff over the page and its keys, the question before a restore and its answers.
@Suite struct PastCodeReducerTests {
  private typealias F = PastCodeFixture

  @Test func dOnASubmissionAsksForItsDiffWithTheSolutionFile() {
    var state = F.state()
    #expect(reduce(&state, .key(.character("d"))) == [.pastCode(.diffWithFile(id: "901"))])
    #expect(state.pastCode == PastCodeState())
    _ = reduce(&state, .key(.enter))
    #expect(
      reduce(&state, .key(.character("d"))) == [.pastCode(.diffWithFile(id: "901"))], "on the one open too")
    var description = F.state()
    _ = reduce(&description, .key(.character("1")))
    #expect(reduce(&description, .key(.character("d"))).isEmpty)
  }

  @Test func withoutASubmissionTheKeysSaySoAndAskForNothing() {
    var state = SegmentFixture.loaded(.signInNeeded, on: .submissions)
    for key in ["d", "D", "R"] {
      #expect(reduce(&state, .key(.character(Character(key)))).isEmpty)
      #expect(state.message == .pastCode(.noSubmission))
      #expect(state.pastCode == PastCodeState())
    }
  }

  @Test func capitalDMarksOneThenDiffsAnotherWithItAndOnTheSameOneTakesTheMarkOff() {
    var state = F.state()
    _ = reduce(&state, .key(.character("j")))
    #expect(reduce(&state, .key(.character("D"))).isEmpty)
    #expect(state.pastCode.marked == "902")
    #expect(state.messageText == "Submission 902 marked: D on another submission diffs the two")
    _ = reduce(&state, .key(.character("k")))
    #expect(reduce(&state, .key(.character("D"))) == [.pastCode(.diffSubmissions(old: "902", new: "901"))])
    #expect(state.pastCode.marked == nil)
    _ = reduce(&state, .key(.character("D")))
    _ = reduce(&state, .key(.character("D")))
    #expect(state.pastCode.marked == nil && state.message == .pastCode(.unmarked))
  }

  @Test func theDiffCoversThePageScrollsWithinItAndEscGoesBack() throws {
    var state = F.state(width: 80, height: 12)
    _ = reduce(&state, F.diffWithFile)
    let shown = try #require(state.pastCode.diff)
    #expect(shown.top == 0 && shown.diff.hasChanges)
    _ = reduce(&state, .key(.character("j")))
    #expect(state.pastCode.diff?.top == 1)
    _ = reduce(&state, .key(.character("G")))
    let count = shown.lines(width: 80, words: .english).count
    #expect(state.pastCode.diff?.top == count - 11)
    _ = reduce(&state, .key(.character("k")))
    #expect(state.pastCode.diff?.top == count - 12)
    // The page's keys do not reach under it: `3` does not change the segment.
    _ = reduce(&state, .key(.character("3")))
    #expect(state.selected == .submissions)
    #expect(reduce(&state, .key(.character("q"))).isEmpty, "q closes the diff, it does not quit")
    #expect(state.pastCode.diff == nil)
    _ = reduce(&state, F.diffWithFile)
    _ = reduce(&state, .key(.escape))
    #expect(state.pastCode.diff == nil && state.selected == .submissions)
  }

  @Test func capitalRAsksFirstAndNoWritesNothing() {
    var state = F.state()
    #expect(reduce(&state, .key(.character("R"))).isEmpty)
    #expect(
      state.pastCode.question
        == RestoreQuestion(
          id: "901", summary: "submission 901 · Python3 · Accepted", path: "~/leetcode/9001.lantern-relay.py")
    )
    #expect(reduce(&state, .key(.character("n"))).isEmpty)
    #expect(state.pastCode.question == nil && state.message == .pastCode(.notRestored))
    _ = reduce(&state, .key(.character("R")))
    #expect(reduce(&state, .key(.escape)).isEmpty)
    #expect(state.pastCode.question == nil)
    _ = reduce(&state, .key(.character("R")))
    #expect(reduce(&state, .key(.character("y"))) == [.pastCode(.restore(id: "901"))])
    #expect(state.pastCode.question == nil)
  }

  @Test func whatTheRunnerAnswersIsSaidAndARestoreReadsTheFileAgain() {
    var state = F.state()
    #expect(
      reduce(
        &state,
        .pastCode(.restored(path: "~/leetcode/9001.lantern-relay.py", backup: "9001.lantern-relay.py.bak")))
        == [.solve(.loadCode)])
    #expect(
      state.messageText
        == "Restored into ~/leetcode/9001.lantern-relay.py; the old file is kept as 9001.lantern-relay.py.bak"
    )
    #expect(reduce(&state, .pastCode(.noSolutionFile(path: "~/leetcode/9001.lantern-relay.py"))).isEmpty)
    #expect(
      state.messageText
        == "No solution file at ~/leetcode/9001.lantern-relay.py to diff with: e writes one from the template"
    )
    _ = reduce(&state, .pastCode(.failed("LeetCode has no submission 7 of yours\u{1B}[2J")))
    #expect(state.messageText == "LeetCode has no submission 7 of yours")
    #expect(state.pastCode.diff == nil)
  }
}

/// The diff over a problem opened from the list keeps the app's keys off it: `q` and Esc close
/// the diff rather than go back to the list, and its work goes out with the open problem.
@Suite struct PastCodeAppKeysTests {
  @Test func qAndEscCloseTheDiffAndTheProblemStaysOpen() throws {
    var app = BrowserFixture.app()
    app.press(.enter)
    let slug = try #require(app.openSlug)
    _ = reduce(
      &app,
      .page(.segmentResult(slug: slug, .submissions, .load, SolveFixture.recorded(at: SegmentFixture.now))))
    app.press(.character("4"))
    let asked = app.press(.character("d"))
    #expect(
      asked.contains { if case .pastCode(.diffWithFile(let id), _) = $0 { id == "4242" } else { false } },
      "\(asked)")
    for key in [Key.character("q"), .escape] {
      _ = reduce(&app, .page(.pastCode(slug: slug, PastCodeFixture.diffWithFile.pastCodeAction)))
      #expect(app.problem?.pastCode.diff != nil)
      app.press(key)
      #expect(app.problem?.pastCode.diff == nil && app.focus == .problem, "\(key)")
    }
  }
}

extension ProblemAction {
  /// The past code's action this carries, for the tests that post it to the app.
  fileprivate var pastCodeAction: PastCodeAction {
    if case .pastCode(let action) = self { return action }
    return .failed("not a past code action")
  }
}
