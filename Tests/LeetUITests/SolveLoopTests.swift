import LeetApp
import LeetCurses
import LeetModel
import LeetTestSupport
import TermCore
import Testing

@testable import LeetUI

/// `e` in the real event loop over a scripted terminal: the editor runs while the screen is
/// suspended, and the screen comes back whole with the edit in Code.
@Suite struct SolveLoopTests {
  /// Runs solving effects as the app's runner does: the editor as work on a suspended screen.
  final class Runner: @unchecked Sendable {
    var mailbox: Mailbox<AppAction>?
    weak var terminal: FakeTerminal?
    var effects: [AppEffect] = []
    /// Whether the screen was suspended while the editor ran.
    var suspendedDuringEdit: Bool?

    func perform(_ effect: AppEffect) -> LoopRequest? {
      effects.append(effect)
      if let request = effect.loopRequest { return request }
      switch effect {
      case .solve(.loadCode, let problem):
        mailbox?.post(.page(.solved(slug: problem.titleSlug, .codeLoaded(SolveFixture.code))))
      case .solve(.edit, let problem):
        let mailbox = mailbox
        nonisolated(unsafe) let terminal = terminal
        return .suspend(
          SuspendedWork(id: "edit") { [self] in
            suspendedDuringEdit = terminal?.isSuspended
            var edited = SolveFixture.code
            edited.text += "\n# written in the editor"
            mailbox?.post(.page(.solved(slug: problem.titleSlug, .codeLoaded(edited))))
          })
      default: break
      }
      return nil
    }
  }

  @Test func eSuspendsRunsTheEditorAndRedrawsTheWholeScreen() {
    let size = Size(width: 80, height: 24)
    let runner = Runner()
    let terminal = FakeTerminal(
      size: size,
      script: [.keys([.character("5")]), .keys([.character("e")]), .keys([.character("q")])])
    runner.terminal = terminal
    let loop = EventLoop<AppAction>(terminal: terminal)
    runner.mailbox = loop.mailbox
    var state = SingleProblemTests.single(width: 80, offline: false)
    state.size = size
    let program = EventLoop<AppAction>.Program.reducing(
      start: .start, event: AppAction.init, frame: { .tick(at: $0, tag: $1) },
      signal: { _ in .quit }, update: { reduce(&state, $0) }, perform: runner.perform,
      render: { AppView.render(state) })
    loop.run(program)

    #expect(!terminal.ranOutOfScript, "q quits")
    #expect(terminal.suspensions == ["suspend", "resume"])
    #expect(runner.suspendedDuringEdit == true, "the editor ran on a suspended screen")
    #expect(terminal.invalidations >= 1, "the screen is repainted whole after the editor")
    let before = terminal.frames.last { $0.contains("# @lc code=end") && !$0.contains("written in") }
    #expect(before != nil, "Code showed the file before the edit")
    let after = terminal.frames.last ?? ""
    #expect(after.split(separator: "\n", omittingEmptySubsequences: false).count == 24)
    #expect(after.contains("Lantern Relay"), "the header is back")
    #expect(after.contains("Code"), "the tab bar is back")
    let edited = terminal.frames.contains { $0.contains("# written in the editor") }
    #expect(edited, "Code shows the edited file")
  }
}
