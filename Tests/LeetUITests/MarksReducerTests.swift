import LeetModel
import Testing

@testable import LeetUI

/// The marks in the app's state: one copy in the browser, read by the open problem's header,
/// moved by a submit's verdict at once (never down), merged with a background refresh.
@Suite struct MarksReducerTests {
  static let wrongAnswer = JudgeResult(kind: .submission, statusCode: 11, statusMessage: "Wrong Answer")

  /// The fixture app with `slug` open.
  static func opened(_ slug: String, marks: SolvedMarks = MarksFixture.marks) -> AppState {
    var state = BrowserFixture.app()
    state.browser.marks = marks
    state.browser.setQuery(BrowserFixture.items.first { $0.titleSlug == slug }?.title ?? slug)
    state.press(.enter)
    return state
  }

  @Test func theBrowserAnswersMarksBySlugAndCountsSolvedPerSection() {
    let state = MarksFixture.app()
    #expect(state.browser.mark(slug: "pair-of-pebbles") == .solved)
    #expect(state.browser.mark(slug: "lantern-relay") == .attempted)
    #expect(state.browser.mark(slug: "harbor-lights") == .untouched)
    #expect(state.browser.mark(slug: "no-such-problem") == .untouched)
    #expect(state.browser.hasMarks)
    #expect(state.browser.solvedCounts[.all] == 2)
    #expect(state.browser.solvedCounts[.difficulty(.easy)] == 1)
    #expect(state.browser.solvedCounts[.difficulty(.hard)] == 1)
    #expect(state.browser.solvedCounts[.difficulty(.medium)] == nil)
    #expect(state.browser.solvedCounts[.tag("graph")] == 1)
    #expect(state.browser.solvedCounts[.cached] == 1)
  }

  @Test func noMarksMeansNoCountsAndNoColumn() {
    let state = BrowserFixture.app()
    #expect(!state.browser.hasMarks)
    #expect(state.browser.solvedCounts.isEmpty)
  }

  @Test func isFiltersInTheBrowserUseTheMarks() {
    var state = MarksFixture.app()
    state.type("is:solved")
    #expect(state.itemSlugs == ["pair-of-pebbles", "orchard-paths"])
    state.browser.setQuery("is:attempted")
    #expect(state.itemSlugs == ["lantern-relay"])
    state.browser.setQuery("is:unsolved d:hard")
    #expect(state.itemSlugs == ["lantern-lattice"])
  }

  @Test func theOpenProblemTakesItsMarkFromTheBrowser() {
    #expect(Self.opened("pair-of-pebbles").problem?.mark == .solved)
    #expect(Self.opened("lantern-relay").problem?.mark == .attempted)
    #expect(Self.opened("harbor-lights").problem?.mark == .untouched)
  }

  @Test func anAcceptedSubmitMarksSolvedAtOnce() {
    var state = Self.opened("harbor-lights")
    let effects = reduce(
      &state,
      .page(
        .solved(slug: "harbor-lights", .judged(.submit, SolveFixture.accepted, cases: [], submissions: nil))))
    #expect(state.browser.mark(slug: "harbor-lights") == .solved)
    #expect(state.problem?.mark == .solved)
    #expect(state.browser.solvedCounts[.all] == 3)
    #expect(!effects.contains(.refreshMarks))
  }

  @Test func aFailedSubmitMarksAttemptedButNeverTakesSolvedDown() {
    var state = Self.opened("harbor-lights")
    _ = reduce(
      &state,
      .page(.solved(slug: "harbor-lights", .judged(.submit, Self.wrongAnswer, cases: [], submissions: nil))))
    #expect(state.browser.mark(slug: "harbor-lights") == .attempted)
    #expect(state.problem?.mark == .attempted)

    var solved = Self.opened("pair-of-pebbles")
    _ = reduce(
      &solved,
      .page(.solved(slug: "pair-of-pebbles", .judged(.submit, Self.wrongAnswer, cases: [], submissions: nil)))
    )
    #expect(solved.browser.mark(slug: "pair-of-pebbles") == .solved)
    #expect(solved.problem?.mark == .solved)
  }

  @Test func aTestRunMovesNoMark() {
    var state = Self.opened("harbor-lights")
    _ = reduce(
      &state,
      .page(
        .solved(slug: "harbor-lights", .judged(.test, SolveFixture.wrongRun, cases: [], submissions: nil))))
    #expect(state.browser.mark(slug: "harbor-lights") == .untouched)
  }

  @Test func aRefreshMergesByMaximum() {
    var state = Self.opened("lantern-relay")
    let refreshed = MarksFixture.marks(["lantern-relay": .solved, "pair-of-pebbles": .attempted])
    _ = reduce(&state, .browser(.marksRefreshed(refreshed)))
    #expect(state.browser.mark(slug: "lantern-relay") == .solved)
    #expect(state.browser.mark(slug: "pair-of-pebbles") == .solved)
    #expect(state.problem?.mark == .solved)
  }

  @Test func theStartAsksForARefreshOnlyWhenTheMarksAreOldAndOnline() {
    var stale = BrowserFixture.app(offline: false)
    stale.marksNeedRefresh = true
    #expect(reduce(&stale, .start).contains(.refreshMarks))
    var fresh = BrowserFixture.app(offline: false)
    #expect(!reduce(&fresh, .start).contains(.refreshMarks))
    var offline = BrowserFixture.app(offline: true)
    offline.marksNeedRefresh = true
    #expect(!reduce(&offline, .start).contains(.refreshMarks))
  }

  @Test func theMarksStayWhenTheListArrivesAfterTheLoadingScreen() {
    var state = BrowserFixture.app(offline: false)
    state.browser = BrowserState(items: [])
    state.browser.marks = MarksFixture.marks
    state.marksNeedRefresh = true
    state.loading = LoadingState(request: .list)
    #expect(reduce(&state, .start) == [.fetchStartup(.list, attempt: 1)])
    let effects = reduce(
      &state,
      .startup(
        attempt: 1, .list(BrowserFixture.items, cached: [], recent: [], dailySlug: nil)))
    #expect(state.browser.mark(slug: "pair-of-pebbles") == .solved)
    #expect(state.browser.solvedCounts[.all] == 2)
    #expect(effects.contains(.refreshMarks))
  }

  @Test func marksArrivingUnderAnIsFilterRedoTheRows() {
    var state = BrowserFixture.app()
    state.type("is:solved")
    #expect(state.itemSlugs.isEmpty)
    _ = reduce(&state, .browser(.marksRefreshed(MarksFixture.marks)))
    #expect(state.itemSlugs == ["pair-of-pebbles", "orchard-paths"])
    state.browser.setQuery("lantern")
    _ = reduce(&state, .browser(.marksRefreshed(MarksFixture.marks(["lantern-lattice": .solved]))))
    #expect(state.itemSlugs.count == 2)
    #expect(state.browser.solvedCounts[.all] == 3)
  }

  @Test func aFailedRefreshIsSaidOnceAndTheCachedMarksStay() {
    var state = MarksFixture.app()
    let marks = state.browser.marks
    _ = reduce(&state, .browser(.marksNotRefreshed(reason: "cannot reach leetcode.com")))
    #expect(state.browser.marks == marks)
    #expect(
      state.messageText
        == "Could not refresh your solved marks (cannot reach leetcode.com); the cached ones are shown")
    #expect(AppView.render(state).rowsText.joined().contains("Could not refresh your solved marks"))
    state.settings.language = .chinese
    #expect(state.messageText == "无法刷新做题标记（cannot reach leetcode.com）；显示的是缓存的标记")
    // A message already shown (the list's own failure) is not covered.
    state.message = .listRefreshed(3)
    _ = reduce(&state, .browser(.marksNotRefreshed(reason: nil)))
    #expect(state.message == .listRefreshed(3))
    state.message = nil
    state.syncStatus = .refreshingList
    _ = reduce(&state, .browser(.marksNotRefreshed(reason: "HTTP 404")))
    #expect(state.message == nil, "the list's refresh keeps the status line")
    state.syncStatus = nil
    state.settings.language = .english
    _ = reduce(&state, .browser(.marksNotRefreshed(reason: nil)))
    #expect(state.messageText?.contains("signed out") == true)
    #expect(state.messageText?.contains("leetview login") == true)
  }
}
