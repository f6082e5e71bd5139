import LeetModel
import TermCore
import Testing

@testable import LeetUI

/// Issue 20, item 2: one owner per fact in the interface state; what read a copy reads the owner.
@Suite struct OneOwnerTests {
  /// The screen as text, without styles.
  static func screen(_ state: AppState) -> String {
    AppView.render(state).snapshot(styles: false)
  }

  @Test func theListsTitlesAndTagsFollowTheAppsLanguage() {
    var state = BrowserFixture.app(height: 40)
    state.press(.control("g"))
    #expect(state.settings.language == .chinese)
    let chinese = Self.screen(state)
    #expect(chinese.contains("卵石成对") && !chinese.contains("Pair of Pebbles"), "\(chinese)")
    #expect(chinese.contains("数组"), "the tag sections are named in Chinese: \(chinese)")
    state.press(.control("g"))
    let english = Self.screen(state)
    #expect(english.contains("Pair of Pebbles") && !english.contains("卵石成对"), "\(english)")
    #expect(english.contains("Array"), "\(english)")
  }

  /// The app over the fixture list, `lantern-relay` open on its Comments, which failed to load.
  static func commentsFailed(offline: Bool) -> AppState {
    var state = BrowserFixture.app(offline: offline)
    state.type("lantern")
    state.press(.enter)
    state.press(.character("2"))
    _ = reduce(
      &state, .page(.segmentResult(slug: "lantern-relay", .comments, .load, .failed("not in the cache"))))
    return state
  }

  @Test func aSegmentFailureReadsOfflineFromTheProblemsSettings() {
    let offline = Self.screen(Self.commentsFailed(offline: true))
    #expect(offline.contains("Could not load the comments"), "\(offline)")
    #expect(offline.contains("Started with --offline") && !offline.contains("try again"), "\(offline)")
    let online = Self.screen(Self.commentsFailed(offline: false))
    #expect(online.contains("Press r to try again.") && !online.contains("--offline"), "\(online)")
  }

  @Test func theOpenProblemAndItsSlugAreThePageStates() {
    var state = BrowserFixture.app()
    #expect(state.openSlug == nil && state.openProblem == nil)
    state.type("lantern")
    state.press(.enter)
    #expect(state.problem?.slug == "lantern-relay" && state.openSlug == "lantern-relay")
    #expect(state.openProblem?.translatedTitle == "灯笼接力", "the problem as it arrived")
    state.deliver(request(&state, slug: "pair-of-pebbles", focus: .problem))
    #expect(state.problem?.slug == "pair-of-pebbles" && state.openSlug == "pair-of-pebbles")
    #expect(state.openProblem?.title == "Pair of Pebbles", "replaced with the page, not beside it")
    let effects = state.press(.character("e"))
    let judged = effects.compactMap { effect -> String? in
      if case .solve(_, let problem) = effect { return problem.titleSlug }
      return nil
    }
    #expect(judged == ["pair-of-pebbles"], "the solving service is sent the page's problem: \(effects)")
  }

  @Test func whereAProblemCameFromIsItsOwnAndTheSessionsSettingsStay() {
    var state = BrowserFixture.app()
    let session = state.settings
    state.type("lantern")
    state.press(.enter)
    #expect(state.problem?.sourceLabel == "cached today" && state.problem?.fromList == true)
    #expect(state.problem?.settings == session, "the problem is given the session's settings as they are")
    #expect(state.settings == session, "opening a problem does not rewrite the session's")
    var single = SingleProblemTests.single()
    _ = reduce(&single, .start)
    #expect(single.problem?.sourceLabel == "bundled" && single.problem?.fromList == false)
  }
}
