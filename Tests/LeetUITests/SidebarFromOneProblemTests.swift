import LeetModel
import TermCore
import Testing

@testable import LeetUI

/// `s` / Ctrl-T on a problem opened from the command line (`leetview 9001`): the cached list is
/// read and the problem then stands beside it; a narrow screen or a missing list says why.
@Suite struct SidebarFromOneProblemTests {
  @Test func sReadsTheListAndShowsItBesideTheProblem() {
    var state = SingleProblemTests.single()
    _ = reduce(&state, .start)
    #expect(state.press(.character("s")) == [.loadList])
    #expect(state.problem?.messageText == "Reading the problem list…")
    #expect(state.press(.control("t")) == [], "asked once")
    _ = reduce(
      &state,
      .browser(
        .listLoaded(items: BrowserFixture.items, cached: ["pair-of-pebbles"], dailySlug: "orchard-paths")))
    #expect(!state.singleProblem && state.showsSidebar)
    #expect(state.focus == .problem, "the problem keeps the keys")
    #expect(state.browser.items.count == BrowserFixture.items.count)
    #expect(state.browser.selectedItem?.titleSlug == "lantern-relay", "the cursor is on it")
    #expect(state.browser.cachedSlugs.contains("lantern-relay"))
    #expect(state.browser.dailySlug == "orchard-paths")
    #expect(state.problem?.size.width == 140 - state.sidebarWidth - 1)
    #expect(state.problem?.fromList == true)
    // Esc now goes to the list rather than quitting; s hides the sidebar as from the list.
    #expect(state.press(.escape) == [])
    #expect(state.focus == .browser)
    let screen = AppView.render(state).snapshot(styles: false)
    #expect(screen.contains("Pair of Pebbles") && screen.contains("Lantern Relay"))
  }

  @Test func aNarrowScreenSaysHowWideItMustBe() {
    var state = SingleProblemTests.single(width: 100)
    _ = reduce(&state, .start)
    #expect(state.press(.character("s")) == [])
    #expect(state.problem?.messageText == "The sidebar needs a terminal of 120 columns or more")
    #expect(state.singleProblem)
  }

  @Test func noCachedListSaysHowToGetOne() {
    var state = SingleProblemTests.single()
    _ = reduce(&state, .start)
    #expect(state.press(.character("s")) == [.loadList])
    _ = reduce(&state, .browser(.listLoaded(items: [], cached: [], dailySlug: nil)))
    #expect(state.singleProblem && !state.showsSidebar && !state.loadingList)
    #expect(state.problem?.messageText?.contains("No problem list is cached") == true)
    #expect(state.press(.character("s")) == [.loadList], "it can be asked again")
  }
}
