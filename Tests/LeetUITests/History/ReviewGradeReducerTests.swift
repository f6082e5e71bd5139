import LeetModel
import LeetTestSupport
import TermCore
import Testing

@testable import LeetUI

/// The review grade asked in the judge's panel after an accepted submit: state in, state and
/// effects out; the keys come from the one key map, which the help lists; a snapshot at 80x24.
@Suite struct ReviewGradeReducerTests {
  private typealias F = SolveFixture

  /// The fixture after `x`, `y` and the judge's `result` of the submit.
  private func submitted(_ result: JudgeResult = F.accepted) -> ProblemState {
    var state = F.state()
    _ = reduce(&state, .key(.character("x")))
    _ = reduce(&state, .key(.character("y")))
    _ = reduce(&state, .solve(.judged(.submit, result, cases: [], submissions: nil)))
    return state
  }

  @Test func anAcceptedSubmitAsksAndEachNumberKeepsItsGrade() {
    for (index, grade) in ReviewGrade.allCases.enumerated() {
      var state = submitted()
      #expect(state.solve.asksReviewGrade)
      let effects = reduce(&state, .key(.character(Character(String(index + 1)))))
      #expect(effects == [.solve(.grade(grade))], "\(grade)")
      #expect(!state.solve.asksReviewGrade)
      #expect(state.solve.panel != nil, "the verdict stays until it is closed")
    }
  }

  @Test func escSkipsTheGradeAndClosesThePanel() {
    var state = submitted()
    #expect(reduce(&state, .key(.escape)).isEmpty)
    #expect(!state.solve.asksReviewGrade && state.solve.panel == nil)
    #expect(reduce(&state, .key(.character("3"))) != [.solve(.grade(.good))], "asked once only")
  }

  @Test func closingThePanelOtherwiseSkipsItTooAndScrollingKeepsAsking() {
    var state = submitted()
    _ = reduce(&state, .key(.character("j")))
    #expect(state.solve.asksReviewGrade)
    _ = reduce(&state, .key(.character("q")))
    #expect(!state.solve.asksReviewGrade && state.solve.panel == nil)
  }

  @Test func aWrongAnswerOrATestNeverAsks() {
    #expect(!submitted(F.wrongRun).solve.asksReviewGrade)
    var state = F.state()
    _ = reduce(&state, .key(.character("t")))
    _ = reduce(&state, .solve(.judged(.test, F.accepted, cases: F.cases, submissions: nil)))
    #expect(!state.solve.asksReviewGrade)
    #expect(reduce(&state, .key(.character("2"))) != [.solve(.grade(.hard))])
  }

  @Test func aVerdictArrivingWithThePanelClosedDoesNotAsk() {
    var state = F.state()
    _ = reduce(&state, .key(.character("x")))
    _ = reduce(&state, .key(.character("y")))
    _ = reduce(&state, .key(.escape))
    _ = reduce(&state, .solve(.judged(.submit, F.accepted, cases: [], submissions: nil)))
    #expect(!state.solve.asksReviewGrade && state.solve.panel == nil)
  }

  @Test func theRunnersAnswerIsTheStatusLine() {
    var state = submitted()
    _ = reduce(&state, .key(.character("3")))
    _ = reduce(&state, .solve(.reviewGraded(.good, .inDays(6))))
    #expect(state.message == .reviewGraded(.good, .inDays(6)))
    #expect(StatusMessage.reviewGraded(.good, .inDays(6)).text(.english) == "Graded Good: due in 6 days")
    _ = reduce(&state, .solve(.reviewNotGraded("no home\nfolder")))
    #expect(state.message == .reviewNotGraded("no home folder"))
  }

  @Test func theGradeKeysAreOneRowOfTheKeyMapAndTheProblemsHelpListsIt() {
    for (index, grade) in ReviewGrade.allCases.enumerated() {
      #expect(
        KeyMap.command(for: .character(Character(String(index + 1))), in: .reviewGrade) == .gradeReview(grade)
      )
    }
    #expect(KeyMap.command(for: .escape, in: .reviewGrade) == .cancel)
    let row = KeyMap.rows(for: .problem).first { $0.actions.contains { $0.context == .reviewGrade } }
    #expect(row?.keys == "1 2 3 4  Esc")
    #expect(row?.help(in: .chinese).isEmpty == false)
  }

  @Test func theQuestionInThePanelAt80x24() {
    let state = submitted()
    let screen = ProblemView.render(state).snapshot()
    #expect(screen.contains("1 Again · 2 Hard · 3 Good · 4 Easy · Esc skips"))
    assertSnapshot(screen, named: "review-grade-question-80x24")
  }

  @Test func aGradeThatArrivesRefreshesTheDueSection() {
    var app = BrowserFixture.app()
    let due = BrowserDue(entries: [.init(slug: "two-sum", due: .today)], gradedToday: 1)
    _ = reduce(&app, .browser(.dueRefreshed(due)))
    #expect(app.browser.due == due)
  }
}
