import LeetModel
import Testing

@testable import LeetUI

/// Ctrl-O in the list: a random problem among those the filter keeps, from the state's seed.
@Suite struct RandomReducerTests {
  @Test func ctrlOOpensOneTheFilterKeeps() {
    var state = MarksFixture.app()
    state.type("is:solved")
    var opened: Set<String> = []
    for seed in 0..<16 as Range<UInt64> {
      var copy = state
      copy.randomPick = RandomPick(seed: seed)
      let effects = copy.press(.control("o"))
      #expect(effects.contains { if case .loadProblem = $0 { true } else { false } })
      let slug = copy.openSlug ?? ""
      #expect(["pair-of-pebbles", "orchard-paths"].contains(slug), "\(slug)")
      #expect(copy.focus == .problem)
      #expect(copy.browser.selectedItem?.titleSlug == slug)
      opened.insert(slug)
    }
    #expect(opened.count == 2)
  }

  @Test func theSameSeedPicksTheSameAndThePickMovesOn() {
    var first = MarksFixture.app()
    var second = MarksFixture.app()
    first.press(.control("o"))
    second.press(.control("o"))
    #expect(first.openSlug == second.openSlug)
    #expect(first.randomPick != MarksFixture.app().randomPick)
  }

  @Test func withoutAFilterTheWholeListCounts() {
    var state = BrowserFixture.app()
    state.press(.control("o"))
    #expect(BrowserFixture.items.contains { $0.titleSlug == state.openSlug })
  }

  @Test func nothingToPickSaysSo() {
    var state = MarksFixture.app()
    state.type("is:solved d:medium")
    let effects = state.press(.control("o"))
    #expect(effects.isEmpty)
    #expect(state.problem == nil)
    #expect(state.messageText == "No problem matches is:solved d:medium")
    var chinese = MarksFixture.app(language: .chinese)
    chinese.type("is:solved d:medium")
    chinese.press(.control("o"))
    #expect(chinese.messageText == "没有匹配 is:solved d:medium 的题目")
  }
}
