import LeetModel
import TermCore
import Testing

@testable import LeetUI

/// The loading screen: the app starts at once on what it must fetch (`leetview <id>` that the
/// cache cannot answer, the list on first use), says what it waits for and for how long, and
/// lets q and Esc act at once.
@Suite struct LoadingTests {
  /// The app as `leetview 148` starts it when the problem must be fetched.
  static func fetching(_ request: FetchStep, width: Int = 80) -> AppState {
    let settings = ProblemState.Settings(animated: false, language: .english)
    var state = AppState(
      browser: BrowserState(items: [], recent: ["orchard-paths"]),
      size: Size(width: width, height: 24), settings: settings, theme: Theme(usesColor: false))
    if case .problem = request { state.singleProblem = true }
    state.loading = LoadingState(request: request)
    return state
  }

  private func screen(_ state: AppState) -> String {
    AppView.render(state).snapshot(styles: false)
  }

  @Test func startAsksForTheFetchAndDrawsWhatItWaitsFor() {
    var state = Self.fetching(.problem("148"))
    #expect(reduce(&state, .start) == [.fetchStartup(.problem("148"), attempt: 1)])
    #expect(screen(state).contains("Fetching problem 148… 0 s"), "\(screen(state))")
    #expect(screen(state).contains("q quit"))
  }

  @Test func theScreenSaysEachStepAndTheSecondsWaited() {
    var state = Self.fetching(.problem("148"))
    _ = reduce(&state, .start)
    _ = reduce(&state, .startup(attempt: 1, .fetching(.list)))
    _ = reduce(&state, .startup(attempt: 1, .elapsed(1)))
    #expect(screen(state).contains("Fetching the problem list… 1 s"), "\(screen(state))")
    _ = reduce(&state, .startup(attempt: 1, .fetching(.problem("148"))))
    _ = reduce(&state, .startup(attempt: 1, .elapsed(3)))
    #expect(screen(state).contains("Fetching problem 148… 3 s"), "\(screen(state))")
  }

  @Test func qEscAndControlCQuitAtOnceWhileWaiting() {
    for key in [Key.character("q"), .escape, .control("c")] {
      var state = Self.fetching(.problem("148"))
      _ = reduce(&state, .start)
      #expect(reduce(&state, .key(key)) == [.quit], "\(key)")
    }
    var state = Self.fetching(.list)
    _ = reduce(&state, .start)
    #expect(reduce(&state, .key(.character("j"))) == [], "other keys do nothing")
    #expect(reduce(&state, .key(.character("r"))) == [], "nothing to try again yet")
  }

  /// Issue 33, minor: an answer that trying again cannot change (no such problem) quits with the
  /// reason kept for the one `leetview:` line, instead of a screen offering `r try again`.
  @Test func aRefusalQuitsWithItsReason() {
    var state = Self.fetching(.problem("no-such-slug"))
    _ = reduce(&state, .start)
    let reason = "LeetCode has no problem 'no-such-slug'"
    #expect(reduce(&state, .startup(attempt: 1, .refused(reason))) == [.quit])
    #expect(state.loading?.failure == reason)
  }

  @Test func aFailureIsShownAndRTriesAgainIgnoringTheOldTry() {
    var state = Self.fetching(.problem("148"))
    _ = reduce(&state, .start)
    _ = reduce(&state, .startup(attempt: 1, .elapsed(19)))
    let reason = "127.0.0.1 did not answer in 19 s (3 tries); check the network"
    _ = reduce(&state, .startup(attempt: 1, .failed(reason)))
    #expect(state.loading?.failure == reason)
    let text = screen(state)
    #expect(text.contains("Could not load problem 148"), "\(text)")
    #expect(text.contains("did not answer in 19 s (3 tries)"), "\(text)")
    #expect(text.contains("r try again"))
    #expect(reduce(&state, .key(.character("r"))) == [.fetchStartup(.problem("148"), attempt: 2)])
    #expect(state.loading?.failure == nil)
    #expect(state.loading?.elapsed == 0)
    // The first try's late answer changes nothing.
    _ = reduce(&state, .startup(attempt: 1, .problem(Self.opening("lantern-relay"))))
    #expect(state.loading != nil)
    #expect(state.problem == nil)
  }

  @Test func theProblemOpensWhenItArrivesAndIsRecentlyViewed() {
    var state = Self.fetching(.problem("148"))
    _ = reduce(&state, .start)
    let effects = reduce(&state, .startup(attempt: 1, .problem(Self.opening("lantern-relay"))))
    #expect(state.loading == nil)
    #expect(state.openSlug == "lantern-relay")
    #expect(state.focus == .problem)
    #expect(effects.contains(.saveRecent(["lantern-relay", "orchard-paths"])), "\(effects)")
    #expect(screen(state).contains("Lantern Relay"))
    #expect(state.press(.character("q")) == [.quit])
  }

  @Test func theListArrivesIntoTheBrowser() {
    var state = Self.fetching(.list)
    _ = reduce(&state, .start)
    let items = BrowserFixture.app().browser.items
    let effects = reduce(
      &state, .startup(attempt: 1, .list(items, cached: [], recent: [], dailySlug: nil)))
    #expect(state.loading == nil)
    #expect(state.browser.items.count == items.count)
    #expect(effects == [.lookUpDaily])
    #expect(screen(state).contains(items[0].title))
  }

  @Test func aCacheThatCannotBeWrittenIsSaidInTheStatusLine() {
    var state = SingleProblemTests.single()
    _ = reduce(&state, .start)
    _ = reduce(&state, .cacheNotKept("cannot write the cache /c (Permission denied)"))
    #expect(state.problem?.messageText == "Cannot write the cache /c (Permission denied)")
  }

  static func opening(_ slug: String) -> ProblemOpening {
    ProblemOpening(problem: BrowserFixture.problem(slug), sourceLabel: "live")
  }
}
