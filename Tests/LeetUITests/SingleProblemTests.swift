import LeetModel
import TermCore
import Testing

@testable import LeetUI

/// The app opened on one problem (`leetview <id>`) and on today's daily: the same reducer as the
/// browser, with "no list" as state.
@Suite struct SingleProblemTests {
  /// The app as `leetview <id>` starts it, before `.start`.
  static func single(
    _ slug: String = "lantern-relay", segment: Segment = .description, width: Int = 140,
    offline: Bool = true
  ) -> AppState {
    let settings = ProblemState.Settings(
      animated: false, language: .english, offline: offline)
    var state = AppState(
      browser: BrowserState(items: []), size: Size(width: width, height: 30), settings: settings,
      theme: Theme(usesColor: true))
    state.singleProblem = true
    state.opening = ProblemOpening(
      problem: BrowserFixture.problem(slug), sourceLabel: "bundled", note: "old copy",
      segment: segment)
    return state
  }

  @Test func startOpensTheProblemFullScreenWithoutAListOrADailyLookUp() {
    var state = Self.single(offline: false)
    let effects = reduce(&state, .start)
    // Opened from the command line, the problem is recently viewed (issue 14, item 5).
    #expect(effects == [.saveRecent(["lantern-relay"])], "no daily look-up: \(effects)")
    #expect(state.opening == nil)
    #expect(state.openSlug == "lantern-relay")
    #expect(state.focus == .problem)
    #expect(!state.showsSidebar, "no sidebar even on a wide screen")
    #expect(state.browserRect == nil)
    #expect(state.problemRect == Rect(x: 0, y: 0, width: 140, height: 30))
    #expect(state.problem?.messageText == "Showing the bundled copy: old copy", "bundled, as it is")
    #expect(state.problem?.sourceLabel == "bundled")
    let page = try? #require(state.problem)
    #expect(page.map { AppView.render(state) == ProblemView.render($0) } == true)
  }

  /// Issue 33: as in less and vim, Esc closes what is open and never quits; q quits.
  @Test func qQuitsAndEscClosesTheSearchThenOnlySaysSo() {
    var state = Self.single()
    _ = reduce(&state, .start)
    #expect(state.press(.character("q")) == [.quit])
    state.press(.character("/"))
    state.type("lantern")
    state.press(.enter)
    #expect(state.problem?.search != nil)
    #expect(state.press(.escape) == [], "the first Esc clears the search")
    #expect(state.problem?.search == nil)
    #expect(state.press(.escape) == [], "Esc never quits")
    #expect(state.problem?.message == .escapeDoesNotQuit(quitKey: "q"))
    let status = AppView.render(state).snapshot(styles: false).split(separator: "\n").last ?? ""
    #expect(status.contains("q quits; Esc only closes a search, a panel or the help"), "\(status)")
    state.press(.character("?"))
    #expect(state.press(.escape) == [] && state.problem?.mode == .reading, "Esc closes the help")
    #expect(state.press(.escape, .escape) == [])
    #expect(state.press(.character("q")) == [.quit])
  }

  @Test func languageSwitchSaysWhenThereIsNoTranslation() {
    var state = Self.single("silent-bells")
    _ = reduce(&state, .start)
    state.press(.character("L"))
    #expect(state.settings.language == .chinese)
    // Said in the language just chosen.
    #expect(state.problem?.message == .noTranslation)
    #expect(state.problem?.messageText == "这道题没有中文翻译；仅切换界面文字")
    var translated = Self.single()
    _ = reduce(&translated, .start)
    translated.press(.character("L"))
    #expect(translated.problem?.header.title.contains("灯笼接力") == true)
    #expect(translated.problem?.message == nil)
  }

  @Test func theTabBarEditorSavesAndItsFailureIsShown() {
    var state = Self.single()
    _ = reduce(&state, .start)
    state.press(.character("E"))
    #expect(state.tabEditor != nil)
    let effects = state.press(.character("j"), .character(" "), .enter)
    #expect(effects == [.saveTabs(order: Segment.allCases, hidden: [.comments])])
    #expect(state.problem?.settings.tabs.contains(.comments) == false)
    _ = reduce(&state, .tabsNotSaved("disk full"))
    #expect(state.problem?.messageText == "Could not save the tab bar: disk full")
  }

  @Test func syncAnswersInThePageAndTheSidebarKeyReadsTheList() {
    var state = Self.single()
    _ = reduce(&state, .start)
    state.press(.character("S"))
    #expect(state.problem?.messageText == "Sync needs the network (started with --offline)")
    // Issue 19, minor 3: `s` no longer does nothing; SidebarFromOneProblemTests follows it.
    #expect(state.press(.character("s")) == [.loadList])
    #expect(state.problem?.messageText == "Reading the problem list…")

    var online = Self.single(offline: false)
    _ = reduce(&online, .start)
    #expect(online.press(.character("S")) == [], "a sync asks first")
    #expect(online.confirmingSync)
    #expect(online.press(.character("y")) == [.startSync])
    _ = reduce(&online, .browser(.syncProgress("sync: 3/10")))
    #expect(online.problem?.messageText == "sync: 3/10")
  }

  @Test func aSegmentTheTabBarHidesIsShownWhenAskedFor() {
    var state = Self.single(segment: .solutions)
    state.applyTabs(order: Segment.allCases, hidden: [.solutions])
    let effects = reduce(&state, .start)
    #expect(state.problem?.selected == .solutions)
    #expect(state.problem?.settings.tabs.contains(.solutions) == true)
    #expect(state.hiddenTabs == [.solutions], "the saved choice is unchanged")
    #expect(
      effects == [
        .saveRecent(["lantern-relay"]), .segmentTask(slug: "lantern-relay", .solutions, .load),
      ])
  }

  @Test func theBrowserAsksForTheDailyOnlyOnline() {
    var online = BrowserFixture.app(offline: false)
    #expect(reduce(&online, .start) == [.lookUpDaily])
    var offline = BrowserFixture.app(offline: true)
    #expect(reduce(&offline, .start) == [])
  }

  @Test func theDailyOpensBesideTheListMarkedAndRemembered() {
    var state = BrowserFixture.app(width: 140, offline: false)
    state.browser.dailySlug = nil
    state.opening = ProblemOpening(
      problem: BrowserFixture.problem("bridge-of-ropes"), sourceLabel: "live", isDaily: true)
    let effects = reduce(&state, .start)
    #expect(effects.contains(.saveRecent(["bridge-of-ropes"])))
    #expect(!effects.contains(.lookUpDaily))
    #expect(state.browser.dailySlug == "bridge-of-ropes")
    #expect(state.browser.selectedItem?.titleSlug == "bridge-of-ropes")
    #expect(state.showsSidebar)
    #expect(state.focus == .problem)
    #expect(state.press(.character("q")) == [], "q goes back to the list")
    #expect(state.focus == .browser)
  }
}
