import Foundation
import LeetModel
import LeetText
import TermCore
import Testing

@testable import LeetUI

/// Solving on a problem as state in, state and effects out: `e`, `t`, `x` and its question, the
/// panel's spinner frames, Esc while the judge works, the answer arriving, Submissions refreshed.
@Suite struct SolveReducerTests {
  private typealias F = SolveFixture

  @Test func eAsksTheRunnerForTheEditorAndChangesNothingElse() {
    var state = F.state()
    let effects = reduce(&state, .key(.character("e")))
    #expect(effects == [.solve(.edit)])
    #expect(state.solve.panel == nil && state.mode == .reading)
  }

  @Test func theEditedFileShowsInCode() {
    var state = F.state(selected: .code)
    var edited = F.code
    edited.text += "\n# edited"
    _ = reduce(&state, .solve(.codeLoaded(edited)))
    #expect(state.solve.code == edited)
    let text = state.currentLayout.lines.map(\.text).joined(separator: "\n")
    #expect(text.contains("# edited"))
    #expect(text.contains("~/leetcode/9001.lantern-relay.py"))
  }

  @Test func aFailedEditorIsSaidInTheStatusLine() {
    var state = F.state()
    _ = reduce(&state, .solve(.editFailed("the editor 'nope' exited with status 127")))
    #expect(state.messageText == "the editor 'nope' exited with status 127")
  }

  @Test func tOpensTheRunningPanelAndSendsTheTests() {
    var state = F.state()
    let effects = reduce(&state, .key(.character("t")))
    #expect(effects == [.solve(.judge(.test)), .scheduleFrame(tag: SolveState.frameTag)])
    #expect(state.solve.panel == SolvePanel(.running(.test)))
    #expect(state.solve.running == .test)
  }

  /// The spinner turns ten times a second, so the next frame is asked for a tenth of a second on,
  /// not at the glide's sixty a second.
  @Test func framesMoveTheSpinnerAndTheClockWhileThePanelShows() {
    var state = F.state()
    _ = reduce(&state, .key(.character("t")))
    let start = Duration.seconds(100)
    #expect(
      reduce(&state, .tick(at: start, tag: SolveState.frameTag)) == [
        .scheduleFrameAfter(tag: SolveState.frameTag, delay: .milliseconds(100))
      ])
    F.advance(&state, from: start, seconds: 3.2)
    #expect(state.solve.elapsedSeconds == 3)
    #expect(state.solve.spinnerFrame == 32)
  }

  @Test func xAsksFirstAndOnlyYesOrEnterSubmits() {
    for confirm in [Key.character("y"), .enter] {
      var state = F.state()
      #expect(reduce(&state, .key(.character("x"))).isEmpty)
      #expect(state.solve.panel == SolvePanel(.confirmSubmit))
      #expect(reduce(&state, .key(.character("j"))).isEmpty, "other keys wait for an answer")
      #expect(state.solve.panel == SolvePanel(.confirmSubmit))
      let effects = reduce(&state, .key(confirm))
      #expect(effects == [.solve(.judge(.submit)), .scheduleFrame(tag: SolveState.frameTag)])
      #expect(state.solve.panel == SolvePanel(.running(.submit)))
    }
    for cancel in [Key.character("n"), .escape] {
      var state = F.state()
      _ = reduce(&state, .key(.character("x")))
      #expect(reduce(&state, .key(cancel)).isEmpty)
      #expect(state.solve.panel == nil && state.solve.running == nil)
    }
  }

  @Test func escHidesThePanelWhileTheJudgeCarriesOn() {
    var state = F.state()
    _ = reduce(&state, .key(.character("t")))
    #expect(reduce(&state, .key(.escape)).isEmpty)
    #expect(state.solve.panel == nil)
    #expect(state.solve.running == .test)
    #expect(state.messageText?.contains("carries on") == true)
    #expect(
      reduce(&state, .tick(at: .seconds(1), tag: SolveState.frameTag)).isEmpty,
      "no frames for a hidden spinner")
    // The answer arrives later: the status line tells it, Code keeps it.
    _ = reduce(&state, .solve(.judged(.test, F.wrongRun, cases: F.cases, submissions: nil)))
    #expect(state.solve.panel == nil && state.solve.running == nil)
    #expect(state.messageText?.hasPrefix("Test: ✗ Wrong Answer") == true)
    #expect(state.solve.lastResult.first?.text.hasPrefix("✗ Wrong Answer") == true)
  }

  @Test func tWhileTheJudgeWorksBringsThePanelBack() {
    var state = F.state()
    _ = reduce(&state, .key(.character("t")))
    _ = reduce(&state, .key(.escape))
    #expect(
      reduce(&state, .key(.character("x"))) == [.scheduleFrame(tag: SolveState.frameTag)],
      "nothing new is sent")
    #expect(state.solve.panel == SolvePanel(.running(.test)))
  }

  /// Hidden, the panel asks for no frames; shown again, it asks for the next one at once, and the
  /// spinner and the clock go on from where the judge is (issue 19, minor 4a: they froze).
  @Test func thePanelShownAgainTurnsItsSpinnerAgain() {
    for again in [Character("t"), "x"] {
      var state = F.state()
      _ = reduce(&state, .key(.character("t")))
      F.advance(&state, from: .seconds(10), seconds: 1)
      #expect(state.solve.elapsedSeconds == 1)
      _ = reduce(&state, .key(.escape))
      #expect(reduce(&state, .tick(at: .seconds(11.1), tag: SolveState.frameTag)).isEmpty)
      #expect(reduce(&state, .key(.character(again))) == [.scheduleFrame(tag: SolveState.frameTag)])
      #expect(
        reduce(&state, .tick(at: .seconds(14), tag: SolveState.frameTag)) == [
          .scheduleFrameAfter(tag: SolveState.frameTag, delay: SolveState.spinnerStep)
        ])
      #expect(state.solve.elapsedSeconds == 4)
      #expect(state.solve.spinnerFrame == 40)
    }
  }

  @Test func theAnswerFillsTheOpenPanel() {
    var state = F.state()
    _ = reduce(&state, .key(.character("t")))
    _ = reduce(&state, .solve(.judging(.test, state: "PENDING")))
    #expect(state.solve.judgeState == "PENDING")
    let effects = reduce(&state, .solve(.judged(.test, F.wrongRun, cases: F.cases, submissions: nil)))
    #expect(effects.isEmpty)
    guard case .finished(.test, let lines)? = state.solve.panel?.content else {
      Issue.record("the panel shows no result")
      return
    }
    #expect(lines == SolutionPrinter().runLines(F.wrongRun, cases: F.cases))
    #expect(state.solve.running == nil)
  }

  @Test func anAcceptedSubmitRefreshesSubmissionsAtOnce() {
    var state = F.state()
    _ = reduce(&state, .key(.character("x")))
    _ = reduce(&state, .key(.character("y")))
    let date = Date(timeIntervalSince1970: 1_800_000_000)
    let effects = reduce(
      &state,
      .solve(.judged(.submit, F.accepted, cases: [], submissions: F.recorded(at: date))))
    #expect(effects.isEmpty, "the recorded list needs no request")
    #expect(state.segments.views[.submissions]?.items.count == 1)
    #expect(state.pages[.submissions]?.isLoaded == true)
    #expect(state.requested.contains(.submissions))
    guard case .finished(.submit, let lines)? = state.solve.panel?.content else {
      Issue.record("the panel shows no result")
      return
    }
    #expect(lines.first?.text == "✓ Accepted · 57/57 · 2 ms, faster than 83.9% · 2.3 MB, less than 39.7%")
  }

  @Test func aSubmitNotRecordedReloadsSubmissions() {
    var state = F.state()
    _ = reduce(&state, .key(.character("x")))
    _ = reduce(&state, .key(.enter))
    let effects = reduce(&state, .solve(.judged(.submit, F.accepted, cases: [], submissions: nil)))
    #expect(effects == [.segmentTask(.submissions, .refresh)])
  }

  @Test func aFailureIsToldInThePanel() {
    var state = F.state()
    _ = reduce(&state, .key(.character("t")))
    _ = reduce(&state, .solve(.judgeFailed(.test, "Testing and submitting need a LeetCode session")))
    #expect(state.solve.panel == SolvePanel(.failed(.test, "Testing and submitting need a LeetCode session")))
    #expect(state.solve.running == nil)
  }

  /// The code reached the judge but its verdict did not come back: the panel says it was
  /// submitted (not "not judged"), and Submissions asks the server, which has it.
  @Test func aVerdictNotFetchedSaysSubmittedAndRefreshesSubmissions() {
    var state = F.state()
    _ = reduce(&state, .key(.character("x")))
    _ = reduce(&state, .key(.enter))
    let message =
      "Submitted (id 4242); the verdict could not be fetched: the connection to leetcode.com failed "
      + "(reset); it will show in Submissions"
    let effects = reduce(&state, .solve(.verdictNotFetched(message)))
    #expect(effects == [.segmentTask(.submissions, .refresh)])
    #expect(state.solve.panel == SolvePanel(.verdictNotFetched(message)))
    #expect(state.solve.running == nil)
    let shown = SolvePanelView.bodyLines(.verdictNotFetched(message), state: state).map(\.text)
    #expect(shown.first == "• Submitted, verdict not fetched")
    #expect(!shown.contains { $0.contains("Not judged") })
  }

  /// Without a session at the start, `t` and `x` have the runner look again first; when it
  /// finds none they say how to sign in: no question, no panel.
  @Test func signedOutSaysHowToSignInWithoutAsking() {
    for (key, command) in [("t", KeyCommand.runTests), ("x", .submitSolution)] {
      var state = F.state()
      state.settings.signedIn = false
      #expect(
        reduce(&state, .key(.character(Character(key)))) == [.solve(.checkSession(then: command))])
      #expect(state.solve.panel == nil && state.solve.running == nil && state.message == nil)
      #expect(reduce(&state, .solve(.sessionChecked(signedIn: false, then: command))).isEmpty)
      #expect(state.solve.panel == nil && state.solve.running == nil)
      #expect(
        state.messageText?.hasPrefix("Testing and submitting need a LeetCode session: run `leetview login`")
          == true)
    }
  }

  /// A `leetview login` in another terminal since the start: the key goes on once the runner
  /// finds the session (`x` asks y / n, `t` runs), and later keys need no look.
  @Test func aSessionFoundWhenLookedForAgainCarriesTheKeyOut() {
    var state = F.state()
    state.settings.signedIn = false
    _ = reduce(&state, .key(.character("x")))
    _ = reduce(&state, .solve(.sessionChecked(signedIn: true, then: .submitSolution)))
    #expect(state.solve.panel == SolvePanel(.confirmSubmit))
    #expect(state.settings.signedIn)
    _ = reduce(&state, .key(.character("n")))
    let effects = reduce(&state, .key(.character("t")))
    #expect(effects.contains(.solve(.judge(.test))), "\(effects)")
  }

  /// `x` while the examples run says so in the status line, beside the panel it brings back.
  @Test func xWhileATestRunsSaysToWait() {
    var state = F.state()
    _ = reduce(&state, .key(.character("t")))
    _ = reduce(&state, .key(.escape))
    #expect(reduce(&state, .key(.character("x"))) == [.scheduleFrame(tag: SolveState.frameTag)])
    #expect(state.solve.panel == SolvePanel(.running(.test)))
    #expect(state.messageText == "The examples are still running: press x again once they finish")
    state.settings.language = .chinese
    _ = reduce(&state, .key(.escape))
    _ = reduce(&state, .key(.character("x")))
    #expect(state.messageText == "示例仍在运行：结束后再按 x 提交")
  }

  @Test func offlineNothingIsSent() {
    var state = F.state()
    state.settings.offline = true
    #expect(reduce(&state, .key(.character("t"))).isEmpty)
    #expect(reduce(&state, .key(.character("x"))).isEmpty)
    #expect(state.solve.panel == nil)
    #expect(state.messageText?.contains("--offline") == true)
  }

  @Test func theCodeSegmentAsksForTheSolutionOnce() {
    var state = F.state()
    #expect(reduce(&state, .key(.character("5"))) == [.solve(.loadCode)])
    #expect(state.selected == .code)
    _ = reduce(&state, .key(.character("1")))
    #expect(reduce(&state, .key(.character("5"))).isEmpty)
  }

  /// Switching the language relabels a Code page already shown, at once.
  @Test func theLanguageSwitchRelabelsCode() {
    var state = F.state()
    _ = reduce(&state, .key(.character("5")))
    var template = F.code
    template.isTemplate = true
    _ = reduce(&state, .solve(.codeLoaded(template)))
    let english = state.currentLayout.lines.map(\.text).joined(separator: "\n")
    state.showLanguage(.chinese, of: Fixture.problem)
    let chinese = state.currentLayout.lines.map(\.text).joined(separator: "\n")
    #expect(chinese != english, "\(chinese)")
    state.showLanguage(.english, of: Fixture.problem)
    #expect(state.currentLayout.lines.map(\.text).joined(separator: "\n") == english)
  }

  /// `r` on Code reads the file again, as `r` refreshes the other segments.
  @Test func rOnCodeReadsTheFileAgain() {
    var state = F.state()
    _ = reduce(&state, .key(.character("5")))
    _ = reduce(&state, .solve(.codeLoaded(F.code)))
    #expect(reduce(&state, .key(.character("r"))) == [.solve(.loadCode)])
    var edited = F.code
    edited.text += "\n# changed elsewhere"
    _ = reduce(&state, .solve(.codeLoaded(edited)))
    #expect(state.currentLayout.lines.map(\.text).joined(separator: "\n").contains("# changed elsewhere"))
  }

  @Test func theAppPassesSolvingOnWithTheProblemAndEscGoesToThePanelFirst() {
    var app = BrowserFixture.app(offline: false)
    app.press(.enter)
    #expect(app.problem != nil)
    let problem = app.openProblem
    app.problem?.solve.exampleCases = F.cases
    let effects = reduce(&app, .key(.character("t")))
    #expect(effects.first == problem.map { .solve(.judge(.test), $0) })
    _ = reduce(&app, .key(.escape))
    #expect(app.focus == .problem, "Esc hid the panel, not the problem")
    _ = reduce(
      &app,
      .page(.solved(slug: app.openSlug ?? "", .judged(.test, F.wrongRun, cases: F.cases, submissions: nil))))
    #expect(app.problem?.solve.lastResult.isEmpty == false)
    _ = reduce(&app, .page(.solved(slug: "another", .judgeFailed(.test, "late"))))
    #expect(app.problem?.solve.panel == nil, "another problem's answer is dropped")
  }
}
