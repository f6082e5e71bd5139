import LeetCurses
import LeetModel
import LeetTestSupport
import TermCore
import Testing

@testable import LeetUI

/// Issue 19, major 2, in the real event loop over a scripted terminal: from the list, open Pair of
/// Pebbles, come back, open Orchard Paths whose answer is slow; meanwhile its loading screen is
/// drawn, and `x` `y` submit nothing.
@Suite struct OpeningLoopTests {
  @Test func aSlowProblemShowsItsLoadingScreenAndTheJudgeKeysSendNothing() {
    var state = BrowserFixture.app(offline: false)
    state.browser.select(slug: "pair-of-pebbles")
    let (terminal, runner) = AppLoopTests.run(state, size: Size(width: 80, height: 24)) { runner in
      [
        .keys([.enter]),
        .background { runner.deliver("pair-of-pebbles") },
        .keys([.character("q")]),
        .keys("orchard".map { Key.character($0) } + [.enter]),
        .keys([.character("x")]),
        .keys([.character("y")]),
        .background { runner.deliver("orchard-paths") },
        .keys([.character("q")]),
        .keys([.escape]),
        .keys([.escape]),
      ]
    }
    #expect(!terminal.ranOutOfScript, "Esc on an empty filter quits")
    #expect(runner.asked == ["pair-of-pebbles", "orchard-paths"])
    let solves = runner.effects.filter {
      if case .solve = $0 { return true }
      return false
    }
    #expect(solves.isEmpty, "nothing went to the judge: \(solves)")
    let loading = terminal.frames.first { $0.contains("3. Orchard Paths") && $0.contains("Fetching") }
    #expect(loading != nil, "the loading screen was drawn while it was fetched")
    #expect(loading?.contains("Pair of Pebbles") == false, "\(loading ?? "")")
    #expect(terminal.frames.contains { $0.contains("Orchard Paths is still loading") })
    #expect(terminal.frames.contains { $0.contains("The statement of Orchard Paths") })
  }
}
