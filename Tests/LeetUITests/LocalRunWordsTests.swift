import LeetModel
import LeetTestSupport
import TermCore
import Testing

@testable import LeetUI

/// Issue 33: a local run's panel says it runs on this machine, never that "the judge carries on",
/// and hiding it says the same, in both languages; the judge's panel still speaks of the judge.
@Suite struct LocalRunWordsTests {
  @Test(arguments: [(80, 24), (120, 40)]) func theRunningLocalPanelNamesThisMachine(width: Int, height: Int) {
    var state = SolveFixture.state(width: width, height: height)
    _ = reduce(&state, .key(.character("T")))
    let screen = ProblemView.render(state).snapshot(styles: false)
    #expect(screen.contains("Esc hides this panel; the run goes on on this machine."), "\(screen)")
    #expect(!screen.contains("judge"), "\(screen)")
    if width == 80 {
      assertSnapshot(ProblemView.render(state).snapshot(), named: "solve-local-running-80x24")
    }
    _ = reduce(&state, .key(.escape))
    #expect(state.message == .localRunCarriesOn)
    #expect(state.messageText == "The local run goes on; its answer will show here and in Code")
  }

  @Test func inChineseToo() {
    var state = SolveFixture.state()
    state.settings.language = .chinese
    _ = reduce(&state, .key(.character("T")))
    let screen = ProblemView.render(state).snapshot(styles: false)
    #expect(screen.contains("本机运行继续进行"), "\(screen)")
    #expect(!screen.contains("判题"), "\(screen)")
    _ = reduce(&state, .key(.escape))
    #expect(state.messageText == "本机运行仍在进行，结果将显示在代码页")
  }

  @Test func theJudgesPanelStillSpeaksOfTheJudge() {
    var state = SolveFixture.state()
    _ = reduce(&state, .key(.character("t")))
    #expect(ProblemView.render(state).snapshot(styles: false).contains("the judge carries on"))
    _ = reduce(&state, .key(.escape))
    #expect(state.message == .judgeCarriesOn)
  }
}
