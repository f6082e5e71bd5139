import LeetModel
import LeetTestSupport
import TermCore
import Testing

@testable import LeetUI

/// Issue 19, major 2: a problem opened from the list that must be fetched takes the problem side
/// at once with its own loading screen (its id and title from the list), and keys act only on it:
/// before, the page opened before stood for it meanwhile, and `x` `y` submitted that one.
@Suite struct OpeningTests {
  /// The list online, with Pair of Pebbles opened and left with `q`, and Orchard Paths (not
  /// cached) asked for: the answer has not come.
  static func openingOrchardAfterPebbles(width: Int = 80, height: Int = 24) -> AppState {
    var state = BrowserFixture.app(width: width, height: height, offline: false)
    state.browser.select(slug: "pair-of-pebbles")
    state.press(.enter)
    state.press(.character("q"))
    state.browser.select(slug: "orchard-paths")
    _ = reduce(&state, .key(.enter))
    return state
  }

  private func screen(_ state: AppState) -> String {
    AppView.render(state).snapshot(styles: false)
  }

  private func solves(_ effects: [AppEffect]) -> [AppEffect] {
    effects.filter {
      if case .solve = $0 { return true }
      return false
    }
  }

  @Test func openingAnotherWhileOneIsShownSaysLoadingItWithItsTitleFromTheList() {
    var state = BrowserFixture.app(offline: false)
    state.browser.select(slug: "pair-of-pebbles")
    state.press(.enter)
    #expect(state.openSlug == "pair-of-pebbles")
    state.press(.character("q"))
    state.browser.select(slug: "orchard-paths")
    #expect(reduce(&state, .key(.enter)) == [.loadProblem(slug: "orchard-paths")])
    #expect(state.pending?.slug == "orchard-paths")
    #expect(state.pending?.frontendID == "3" && state.pending?.title == "Orchard Paths")
    let text = screen(state)
    #expect(text.contains("3. Orchard Paths"), "\(text)")
    #expect(text.contains("Fetching problem 3… 0 s"), "\(text)")
    #expect(!text.contains("Pair of Pebbles"), "the page before does not stand for it: \(text)")
  }

  @Test func judgeKeysWhileItLoadsSendNothingAndSaySo() {
    var state = Self.openingOrchardAfterPebbles()
    var effects: [AppEffect] = []
    for key in ["t", "e", "x"] {
      effects += reduce(&state, .key(.character(Character(key))))
      #expect(screen(state).contains("Orchard Paths is still loading"), "\(key): \(screen(state))")
    }
    effects += reduce(&state, .key(.character("y")))
    effects += reduce(&state, .key(.enter))
    #expect(solves(effects).isEmpty, "nothing is sent for Pair of Pebbles: \(effects)")
    #expect(state.problem?.solve.panel == nil, "the page before asks nothing")
  }

  @Test func withNoProblemBeforeTheListGivesWayToTheLoadingScreen() {
    var state = BrowserFixture.app(offline: false)
    state.browser.select(slug: "orchard-paths")
    _ = reduce(&state, .key(.enter))
    let text = screen(state)
    #expect(text.contains("3. Orchard Paths") && text.contains("Fetching problem 3…"), "\(text)")
    #expect(!text.contains("Harbor Lights"), "not the list with `loading…` on it: \(text)")
  }

  @Test func theSecondsWaitedCountAndTheProblemReplacesItsLoadingScreen() {
    var state = Self.openingOrchardAfterPebbles()
    _ = reduce(&state, .page(.waited(slug: "orchard-paths", seconds: 4)))
    _ = reduce(&state, .page(.waited(slug: "pair-of-pebbles", seconds: 9)))
    #expect(screen(state).contains("Fetching problem 3… 4 s"), "\(screen(state))")
    _ = reduce(
      &state,
      .page(
        .loaded(
          slug: "orchard-paths", BrowserFixture.problem("orchard-paths"), sourceLabel: "live", note: nil)))
    #expect(state.pending == nil && state.openSlug == "orchard-paths")
    #expect(screen(state).contains("The statement of Orchard Paths"))
  }

  @Test func qOnTheLoadingScreenGoesBackToTheListAndTabComesBackToIt() {
    var state = Self.openingOrchardAfterPebbles()
    _ = reduce(&state, .key(.character("q")))
    #expect(state.focus == .browser && screen(state).contains("Harbor Lights"))
    _ = reduce(&state, .key(.tab))
    #expect(screen(state).contains("3. Orchard Paths"), "Tab goes to the problem asked for")
    #expect(!screen(state).contains("The statement of Pair of Pebbles"))
  }

  @Test func loadingScreenOpenedFromTheListAt80x24() {
    let state = Self.openingOrchardAfterPebbles()
    assertSnapshot(AppView.render(state).snapshot(), named: "opening-from-list-80x24")
  }
}
