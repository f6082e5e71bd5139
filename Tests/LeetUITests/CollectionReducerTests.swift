import LeetModel
import LeetTestSupport
import TermCore
import Testing

@testable import LeetUI

/// A plan on screen, as state in and state out: the cursor starts on the first problem not yet
/// solved, Enter opens a problem, and `n` on it opens the next unsolved one unless a search is
/// active (then `n` is the next match).
@Suite struct CollectionReducerTests {
  @Test func theCursorStartsOnTheFirstUnsolvedProblemAndSkipsNothing() {
    let screen = CollectionFixture.app().collection!
    #expect(screen.selectedEntry?.item.titleSlug == "bridge-of-ropes")
    #expect(
      screen.rows == [
        .group(0), .entry(group: 0, index: 0), .entry(group: 0, index: 1), .group(1),
        .entry(group: 1, index: 0), .entry(group: 1, index: 1), .group(2), .note(group: 2),
      ])
  }

  @Test func movingStopsAtTheEndsAndEnterOpensTheProblem() {
    var state = CollectionFixture.app()
    state.press(.up, .up, .up, .up)
    #expect(state.collection?.cursor == 0)
    #expect(state.press(.enter).isEmpty, "a group's heading opens nothing")
    state.press(.character("G"))
    #expect(state.collection?.cursor == 7)
    state.press(.character("g"), .down, .down)
    let effects = state.press(.enter)
    #expect(effects.contains(.loadProblem(slug: "bridge-of-ropes")))
    #expect(state.openSlug == "bridge-of-ropes")
    #expect(state.focus == .problem)
  }

  @Test func nOpensTheNextUnsolvedProblemSkippingSolvedAndLockedOnes() {
    var state = CollectionFixture.app(marks: SolvedMarks([TitleSlug.validated("lantern-relay")!: .solved]))
    state.press(.enter)
    #expect(state.openSlug == "bridge-of-ropes")
    state.press(.character("n"))
    // Lantern Relay is solved by the user's marks though the plan said attempted.
    #expect(state.openSlug == "lantern-lattice")
    #expect(state.collection?.selectedEntry?.item.titleSlug == "lantern-lattice")
    // From the last, it comes round to the first not solved.
    state.press(.character("n"))
    #expect(state.openSlug == "bridge-of-ropes")
  }

  @Test func withASearchActiveNIsTheNextMatchAndOpensNothing() {
    var state = CollectionFixture.app()
    state.press(.enter)
    state.press(.character("/"))
    state.type("statement")
    state.press(.enter)
    #expect(state.problem?.search != nil)
    let effects = state.press(.character("n"))
    #expect(!effects.contains { if case .loadProblem = $0 { true } else { false } })
    #expect(state.openSlug == "bridge-of-ropes")
  }

  @Test func nFromAProblemNotOpenedFromACollectionDoesNothingOfTheKind() {
    var state = BrowserFixture.app()
    state.press(.enter)
    let open = state.openSlug
    #expect(state.press(.character("n")).allSatisfy { if case .loadProblem = $0 { false } else { true } })
    #expect(state.openSlug == open)
  }

  @Test func whenEveryProblemIsSolvedNSaysSo() {
    let marks = SolvedMarks(
      Dictionary(
        uniqueKeysWithValues: BrowserFixture.items.map {
          (TitleSlug.validated($0.titleSlug)!, SolvedMark.solved)
        }))
    var state = CollectionFixture.app(marks: marks)
    state.press(.enter)
    state.press(.character("n"))
    #expect(AppView.render(state).snapshot(styles: false).contains("Every problem of Lantern Path is solved"))
  }

  @Test func escBackFromAProblemShowsThePlanAgainAndEscThereQuitsWhatLeetviewOpenedOn() {
    var state = CollectionFixture.app()
    state.press(.enter, .escape)
    #expect(state.focus == .browser)
    #expect(AppView.render(state).snapshot(styles: false).contains("Lantern Path"))
    var opened = CollectionFixture.app()
    opened.collection?.quitsOnBack = false
    opened.press(.escape)
    #expect(opened.collection == nil)
  }

  @Test func anAcceptedSubmitMarksTheProblemSolvedSoNSkipsIt() {
    var state = CollectionFixture.app()
    state.press(.enter)
    #expect(state.openSlug == "bridge-of-ropes")
    let accepted = JudgeResult(kind: .submission, statusCode: 10, statusMessage: "Accepted")
    _ = reduce(
      &state, .page(.solved(slug: "bridge-of-ropes", .judged(.submit, accepted, cases: [], submissions: nil)))
    )
    #expect(state.browser.marks[TitleSlug.validated("bridge-of-ropes")!] == .solved)
    state.press(.escape)
    #expect(state.collection?.next(after: nil, marks: state.browser.marks)?.item.titleSlug == "lantern-relay")
  }
}
