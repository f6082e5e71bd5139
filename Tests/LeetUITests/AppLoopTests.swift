import LeetApp
import LeetCurses
import LeetModel
import LeetTestSupport
import TermCore
import Testing

@testable import LeetUI

/// The whole app (state, reducer, view) in the real event loop over a scripted terminal, with a
/// runner that answers loads the way the network does: later, from another thread.
@Suite struct AppLoopTests {
  /// The app's effects as the test runs them: problem loads wait for the script to deliver them.
  final class Runner: @unchecked Sendable {
    var mailbox: Mailbox<AppAction>?
    var asked: [String] = []
    var effects: [AppEffect] = []

    func perform(_ effect: AppEffect) -> LoopRequest? {
      effects.append(effect)
      if let request = effect.loopRequest { return request }
      switch effect {
      case .loadProblem(let slug):
        asked.append(slug)
        return nil
      default: return nil
      }
    }

    /// Posts the problem `slug` to the loop, as the loader does when it arrives.
    func deliver(_ slug: String) {
      mailbox?.post(
        .page(
          .loaded(
            slug: slug, BrowserFixture.problem(slug), sourceLabel: "live", note: nil)))
    }
  }

  /// Runs the app over `script` and returns the terminal and the runner.
  static func run(
    _ state: AppState, size: Size, script: (Runner) -> [FakeTerminal.Step]
  ) -> (FakeTerminal, Runner) {
    let runner = Runner()
    let terminal = FakeTerminal(size: size, script: script(runner))
    let loop = EventLoop<AppAction>(terminal: terminal)
    runner.mailbox = loop.mailbox
    var state = state
    let program = EventLoop<AppAction>.Program.reducing(
      start: .start, event: AppAction.init, frame: { .tick(at: $0, tag: $1) },
      signal: { _ in .quit }, update: { reduce(&state, $0) }, perform: runner.perform,
      render: { AppView.render(state) })
    loop.run(program)
    return (terminal, runner)
  }

  @Test func theListOpensAProblemThatArrivesLaterThenResizesAndQuits() {
    let size = Size(width: 80, height: 24)
    let (terminal, runner) = Self.run(BrowserFixture.app(), size: size) { runner in
      [
        .keys([.down, .enter]),
        .background { runner.deliver("bridge-of-ropes") },
        .resize(Size(width: 60, height: 20)),
        .keys([.character("q")]),
        .keys([.escape]),
      ]
    }
    #expect(!terminal.ranOutOfScript, "Esc in the list quits")
    #expect(runner.asked == ["bridge-of-ropes"])
    #expect(runner.effects.last == .quit)
    let first = terminal.frames.first ?? ""
    #expect(first.contains("Pair of Pebbles"), "the first frame is the list")
    let opened = terminal.frames.first { $0.contains("The statement of Bridge of Ropes") }
    #expect(opened != nil, "the problem arrived through the mailbox and was drawn")
    #expect(opened?.split(separator: "\n", omittingEmptySubsequences: false).count == 24)
    let resized = terminal.frames.last { $0.contains("The statement of Bridge of Ropes") }
    #expect(resized?.split(separator: "\n", omittingEmptySubsequences: false).count == 20)
    #expect(terminal.screen.contains("Bridge of Ropes"), "back on the list, the cursor on it")
    #expect(!terminal.screen.contains("The statement of"))
  }

  @Test func oneProblemQuitsWithQAndAnswersTheLanguageKey() {
    let (terminal, runner) = Self.run(
      SingleProblemTests.single("silent-bells", width: 80), size: Size(width: 80, height: 30)
    ) { _ in
      [.keys([.character("L")]), .keys([.character("q")])]
    }
    #expect(!terminal.ranOutOfScript)
    #expect(runner.effects == [.saveRecent(["silent-bells"]), .quit], "recently viewed, then quit")
    #expect(terminal.frames.first?.contains("Silent Bells") == true)
    #expect(terminal.screen.contains("这道题没有中文翻译"), "said in the language just chosen")
  }
}
