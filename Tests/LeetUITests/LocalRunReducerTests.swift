import Foundation
import LeetModel
import LeetText
import TermCore
import Testing

@testable import LeetUI

/// `T` on a problem as state in, state and effects out: the judge's panel opens marked local,
/// with no session and offline too, and the table arrives in it.
@Suite struct LocalRunReducerTests {
  private typealias F = SolveFixture

  /// A local run's table, as the runner would post it.
  static let table = [
    StyledLine([Span("✓ "), Span("Accepted (local)"), Span(" · 3/3 known cases right · python3")]),
    StyledLine(),
    StyledLine([Span("✓"), Span(" Case 1")]),
  ]

  @Test func capitalTOpensThePanelMarkedLocalAndAsksForALocalRun() {
    var state = F.state()
    let effects = reduce(&state, .key(.character("T")))
    #expect(effects == [.solve(.runLocally), .scheduleFrame(tag: SolveState.frameTag)])
    #expect(state.solve.panel == SolvePanel(.running(.test)))
    #expect(state.solve.running == .test)
    #expect(state.solve.runsLocally)
    let screen = ProblemView.render(state).snapshot()
    #expect(screen.contains(" Local run "))
    #expect(screen.contains("Running the examples locally · on this machine, offline"))
  }

  @Test func itNeedsNeitherASessionNorTheNetwork() {
    var state = F.state()
    state.settings.offline = true
    state.settings.signedIn = false
    #expect(
      reduce(&state, .key(.character("T"))) == [
        .solve(.runLocally), .scheduleFrame(tag: SolveState.frameTag),
      ])
    // `t` still needs both.
    var judged = F.state()
    judged.settings.offline = true
    #expect(reduce(&judged, .key(.character("t"))).isEmpty)
    #expect(judged.solve.panel == nil)
  }

  @Test func theTableArrivesInThePanelAndStaysMarkedLocal() {
    var state = F.state()
    _ = reduce(&state, .key(.character("T")))
    _ = reduce(&state, .solve(.ranLocally(Self.table)))
    #expect(state.solve.running == nil)
    #expect(state.solve.panel == SolvePanel(.finished(.test, Self.table)))
    #expect(state.solve.lastResult == Self.table)
    #expect(ProblemView.render(state).snapshot().contains(" Local run "))
    // A later `t` is the judge's again.
    _ = reduce(&state, .key(.escape))
    state.settings.signedIn = true
    _ = reduce(&state, .key(.character("t")))
    #expect(!state.solve.runsLocally)
    #expect(ProblemView.render(state).snapshot().contains(" Test "))
  }

  @Test func aRunThatCannotStartSaysWhyInThePanel() {
    var state = F.state()
    _ = reduce(&state, .key(.character("T")))
    _ = reduce(&state, .solve(.localRunFailed("G++ is not installed\u{1B}[31m")))
    #expect(state.solve.panel == SolvePanel(.failed(.test, "G++ is not installed")))
    #expect(state.solve.running == nil)
  }

  @Test func whileTheJudgeWorksTheItsPanelComesBack() {
    var state = F.state()
    _ = reduce(&state, .key(.character("x")))
    _ = reduce(&state, .key(.character("y")))
    _ = reduce(&state, .key(.escape))
    let effects = reduce(&state, .key(.character("T")))
    #expect(effects == [.scheduleFrame(tag: SolveState.frameTag)])
    #expect(state.solve.panel == SolvePanel(.running(.submit)))
    #expect(!state.solve.runsLocally)
  }
}
