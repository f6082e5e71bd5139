import LeetModel
import TermCore
import Testing

@testable import LeetUI

/// The browser's behaviour through the app reducer: filtering, opening and coming back,
/// sections, the sidebar, the tab bar editor, the language switch, recent problems and sync.
@Suite struct BrowserReducerTests {
  @Test func startsOnTheFirstProblemWithDifficultyAndTagSectionsFolded() {
    let state = BrowserFixture.app()
    #expect(state.browser.rows[3] == .header(.all, count: 7, folded: false), "after plans, lists, contests")
    #expect(state.browser.selectedItem?.titleSlug == "pair-of-pebbles")
    #expect(state.browser.rows.contains(.header(.difficulty(.hard), count: 2, folded: true)))
    #expect(state.browser.rows.contains(.header(.tag("graph"), count: 3, folded: true)))
    #expect(state.browser.rows.contains(.header(.cached, count: 2, folded: true)))
    #expect(state.itemSlugs.count == 7, "only All is open")
  }

  @Test func typingFiltersAtEachKeystrokeAndEnterOpensTheBestMatch() {
    var state = BrowserFixture.app()
    state.type("lant")
    #expect(state.browser.query == "lant")
    #expect(Set(state.itemSlugs) == ["lantern-relay", "lantern-lattice"])
    state.type("ern rel")
    #expect(state.itemSlugs.first == "lantern-relay")
    let effects = state.press(.enter)
    #expect(effects.contains(.loadProblem(slug: "lantern-relay")))
    #expect(state.focus == .problem)
    #expect(state.openSlug == "lantern-relay")
    #expect(state.problem?.header.title == "9001. Lantern Relay")
  }

  @Test func slashOnAnEmptyFilterTypesNothingAndATypoStillFinds() {
    var state = BrowserFixture.app()
    state.press(.character("/"))
    #expect(state.browser.query.isEmpty)
    state.type("orchrd")
    #expect(state.itemSlugs.first == "orchard-paths")
    state.press(.backspace)
    #expect(state.browser.query == "orchr")
  }

  @Test func filterSyntaxNarrowsTheList() {
    var state = BrowserFixture.app()
    state.type("d:hard")
    #expect(Set(state.itemSlugs) == ["orchard-paths", "lantern-lattice"])
    state.press(.control("u"))
    state.type("t:graph d:medium")
    #expect(state.itemSlugs == ["bridge-of-ropes"])
    state.press(.control("u"))
    state.type("is:cached")
    #expect(Set(state.itemSlugs) == ["lantern-relay", "pair-of-pebbles"])
    state.press(.control("u"))
    state.type("is:premium")
    #expect(state.itemSlugs == ["silent-bells"])
    state.press(.control("u"))
    state.type("is:free")
    #expect(!state.itemSlugs.contains("silent-bells") && state.itemSlugs.count == 6)
    state.press(.control("u"))
    state.type("港口")
    #expect(state.itemSlugs.first == "harbor-lights", "Chinese titles are searched")
  }

  @Test func escapeClearsTheFilterThenQuits() {
    var state = BrowserFixture.app()
    state.type("d:easy")
    #expect(state.press(.escape).isEmpty)
    #expect(state.browser.query.isEmpty)
    #expect(state.itemSlugs.count == 7)
    #expect(state.press(.escape) == [.quit], "Esc on an empty filter quits")
  }

  @Test func escAndQComeBackToTheSamePlaceAndEscOnTheListQuits() {
    var state = BrowserFixture.app()
    state.press(.down, .down, .down)
    let cursor = state.browser.cursor
    let slug = state.browser.selectedItem?.titleSlug
    state.press(.enter)
    #expect(state.focus == .problem)
    #expect(state.browserRect == nil, "at 80 columns the problem takes the screen")
    state.press(.character("?"))
    #expect(state.problem?.mode == .help, "keys go to the page")
    state.press(.escape)
    #expect(state.focus == .problem && state.problem?.mode == .reading)
    state.press(.escape)
    #expect(state.focus == .browser)
    #expect(state.browser.selectedItem?.titleSlug == slug)
    state.press(.enter)
    #expect(state.press(.character("q")).isEmpty, "q on a problem goes back")
    #expect(state.focus == .browser)
    #expect(state.browser.cursor >= cursor)
    #expect(state.browser.selectedItem?.titleSlug == slug)
    #expect(state.press(.escape) == [.quit])
  }

  @Test func escapeClearsAPageSearchBeforeLeaving() {
    var state = BrowserFixture.app()
    state.press(.enter)
    state.press(.character("/"))
    state.type("keeper")
    state.press(.enter)
    #expect(state.problem?.search != nil)
    state.press(.escape)
    #expect(state.focus == .problem && state.problem?.search == nil)
    state.press(.escape)
    #expect(state.focus == .browser)
  }

  @Test func sectionsFoldAndOpen() {
    var state = BrowserFixture.app()
    let hard = state.browser.rows.firstIndex(of: .header(.difficulty(.hard), count: 2, folded: true))
    state.browser.cursor = hard ?? 0
    state.press(.enter)
    #expect(state.browser.rows.contains(.header(.difficulty(.hard), count: 2, folded: false)))
    #expect(state.itemSlugs.count == 9)
    state.press(.enter)
    #expect(state.itemSlugs.count == 7)
    state.browser.cursor = 3
    state.press(.enter)
    #expect(state.itemSlugs.isEmpty, "All folds too")
  }

  @Test func wideScreensKeepTheListBesideTheProblemAndMovingPreviews() {
    var state = BrowserFixture.app(width: 140, height: 30)
    state.press(.enter)
    #expect(state.showsSidebar)
    #expect(state.browserRect?.width == state.sidebarWidth)
    #expect(state.problem?.size.width == 140 - state.sidebarWidth - 1)
    state.press(.escape)
    #expect(state.focus == .browser)
    let effects = state.press(.down)
    #expect(effects.contains(.loadProblem(slug: "bridge-of-ropes")))
    #expect(state.openSlug == "bridge-of-ropes")
    #expect(state.focus == .browser, "a preview leaves the keys in the list")
    #expect(state.browser.recent == ["pair-of-pebbles"], "previews are not recorded as viewed")
    // Ctrl-T hides the sidebar: the problem takes the screen.
    state.press(.control("t"))
    #expect(!state.showsSidebar && state.focus == .problem)
    #expect(state.problem?.size.width == 140)
    state.press(.control("t"))
    #expect(state.showsSidebar)
    // Narrowing the terminal turns the sidebar into a page of its own.
    _ = reduce(&state, .resized(Size(width: 80, height: 24)))
    #expect(!state.showsSidebar)
    #expect(state.problem?.size.width == 80)
  }

  @Test func aLateProblemForAnotherRowIsDropped() {
    var state = BrowserFixture.app(width: 140, height: 30)
    state.press(.enter)
    state.press(.escape)
    _ = reduce(&state, .key(.down))
    _ = reduce(&state, .key(.down))
    #expect(state.loadingSlug == "orchard-paths")
    _ = reduce(
      &state,
      .page(
        .loaded(
          slug: "bridge-of-ropes", BrowserFixture.problem("bridge-of-ropes"), sourceLabel: "",
          note: nil)))
    #expect(state.openSlug == "pair-of-pebbles")
    _ = reduce(&state, .page(.failed(slug: "orchard-paths", reason: "not cached")))
    #expect(state.unavailable?.reason == "not cached" && state.loadingSlug == nil)
  }

  @Test func tabBarEditorReordersAndHidesButKeepsDescription() {
    var state = BrowserFixture.app()
    state.press(.enter)
    state.press(.character("E"))
    #expect(state.tabEditor != nil)
    state.press(.character(" "))
    #expect(state.tabEditor?.hidden.isEmpty == true, "Description cannot be hidden")
    state.press(.character("j"), .character(" "))  // hide Comments
    state.press(.character("j"), .character("J"))  // Solutions after Submissions
    let effects = state.press(.enter)
    #expect(state.tabEditor == nil)
    #expect(
      effects == [
        .saveTabs(
          order: [.description, .comments, .submissions, .solutions, .code], hidden: [.comments])
      ])
    #expect(state.problem?.settings.tabs == [.description, .submissions, .solutions, .code])
    #expect(
      state.problem?.tabBar.tabs.map(\.segment) == [.description, .submissions, .solutions, .code])
    state.press(.character("2"))
    #expect(state.problem?.selected == .submissions, "number keys follow the tabs shown")
    state.press(.tab)
    #expect(state.problem?.selected == .solutions)
    state.press(.tab, .tab)
    #expect(state.problem?.selected == .description, "the hidden tab is skipped")
  }

  @Test func escCancelsTheEditor() {
    var state = BrowserFixture.app()
    state.press(.control("e"), .character("j"), .character(" "))
    #expect(state.press(.escape).isEmpty)
    #expect(state.tabEditor == nil && state.settings.tabs == Segment.allCases)
  }

  @Test func savedTabsApplyToEveryProblemOpened() {
    var state = BrowserFixture.app()
    state.applyTabs(order: [.solutions, .description], hidden: [.comments, .description])
    #expect(state.tabOrder == [.solutions, .description, .comments, .submissions, .code])
    #expect(state.settings.tabs == [.solutions, .description, .submissions, .code])
    state.press(.enter)
    #expect(state.problem?.tabBar.tabs.first?.segment == .solutions)
  }

  @Test func languageSwitchesTheProblemAndTheLabels() {
    var state = BrowserFixture.app()
    state.type("9001")
    state.press(.enter)
    state.press(.character("L"))
    #expect(state.problem?.header.title == "9001. 灯笼接力")
    #expect(state.problem?.tabBar.tabs.first?.label == "题目描述")
    #expect(state.problem?.currentLayout.lines.first?.text.contains("河边") == true)
    #expect(state.settings.language == .chinese)
    state.press(.character("L"))
    #expect(state.problem?.header.title == "9001. Lantern Relay")
    #expect(state.problem?.tabBar.tabs.first?.label == "Description")
  }

  @Test func languageSwitchWithoutATranslationSaysSo() {
    var state = BrowserFixture.app()
    state.type("silent")
    state.press(.enter)
    state.press(.character("L"))
    #expect(state.problem?.message == .noTranslation, "said on the page")
    #expect(state.problem?.header.title == "4. Silent Bells")
  }

  @Test func recentlyViewedNewestFirstKeepsTheCursorInPlace() {
    var state = BrowserFixture.app()
    state.press(.down)
    var effects = state.press(.enter)
    #expect(effects.contains(.saveRecent(["bridge-of-ropes"])))
    state.press(.escape)
    #expect(state.browser.rows[3] == .header(.recent, count: 1, folded: false))
    #expect(state.browser.selectedItem?.titleSlug == "bridge-of-ropes")
    state.press(.down)
    effects = state.press(.enter)
    #expect(effects.contains(.saveRecent(["orchard-paths", "bridge-of-ropes"])))
    state.press(.escape)
    #expect(state.browser.selectedItem?.titleSlug == "orchard-paths")
    #expect(Array(state.itemSlugs.prefix(2)) == ["orchard-paths", "bridge-of-ropes"])
    // Opening again from the recent section moves it first and follows it there.
    state.browser.cursor = 5
    state.press(.enter)
    state.press(.escape)
    #expect(Array(state.itemSlugs.prefix(2)) == ["bridge-of-ropes", "orchard-paths"])
    #expect(state.browser.selectedItem?.titleSlug == "bridge-of-ropes")
  }

  @Test func dailyBecomesKnown() {
    var state = BrowserFixture.app()
    _ = reduce(&state, .browser(.dailyKnown(slug: "harbor-lights")))
    #expect(state.browser.dailySlug == "harbor-lights")
  }

  @Test func syncStartsOnceAndReportsInTheStatusLine() {
    var state = BrowserFixture.app(offline: false)
    #expect(state.press(.control("r")).isEmpty, "a sync asks first")
    #expect(state.confirmingSync && !state.syncing)
    #expect(state.press(.character("y")) == [.startSync])
    #expect(state.syncing && !state.confirmingSync)
    #expect(state.press(.control("r")).isEmpty)
    #expect(!state.confirmingSync)
    #expect(state.messageText == "A sync is already running")
    _ = reduce(&state, .browser(.syncProgress("sync: descriptions 3/10")))
    #expect(state.syncText == "sync: descriptions 3/10")
    let more =
      BrowserFixture.items + [
        BrowserFixture.item("9003", "Lantern Ledger", "lantern-ledger", nil, .easy, 80, [])
      ]
    _ = reduce(
      &state,
      .browser(
        .syncFinished(
          "sync: done", items: more, cached: ["lantern-ledger", "lantern-relay", "pair-of-pebbles"])))
    #expect(!state.syncing && state.syncText == "sync: done")
    #expect(state.browser.items.count == 8)
    #expect(state.browser.cachedSlugs.contains("lantern-ledger"))
  }

  @Test func syncOfflineSaysWhy() {
    var state = BrowserFixture.app(offline: true)
    #expect(state.press(.control("r")).isEmpty)
    #expect(!state.confirmingSync)
    #expect(state.messageText?.contains("--offline") == true)
  }
}
