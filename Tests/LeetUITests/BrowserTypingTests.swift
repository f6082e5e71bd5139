import LeetModel
import LeetTestSupport
import TermCore
import Testing

@testable import LeetUI

/// Issue 14: typing in the list types (item 1), the filter line edits like a shell's (item 17),
/// keys and their hints are the same everywhere (item 13), and a preview that cannot load says
/// so (item 7).
@Suite struct BrowserTypingTests {
  // MARK: - Item 1: typing types

  @Test func typingAProblemNameTypesEveryLetterAndStartsNothing() {
    var state = BrowserFixture.app(offline: false)
    for text in ["Spiral", "queue", "sort list", "jkqsLES", "Lantern Lattice"] {
      state.press(.control("u"))
      let effects = state.type(text)
      #expect(state.browser.query == text)
      #expect(effects.isEmpty, "'\(text)' asked for \(effects)")
      #expect(!state.syncing && !state.confirmingSync && !state.helpShown)
      #expect(state.tabEditor == nil && state.sidebarWanted && state.settings.language == .english)
    }
    #expect(state.itemSlugs.first == "lantern-lattice")
  }

  /// Issue 33, minor: `d:impossible` was a word search; the list keeps nothing and says which
  /// values `d:` takes, and a typo of one (`d:meduim`) filters as meant.
  @Test func aFilterValueItDoesNotTakeIsNamedInTheList() {
    var state = BrowserFixture.app(offline: false)
    state.type("d:impossible")
    #expect(state.browser.rows.isEmpty)
    let screen = AppView.render(state).snapshot(styles: false)
    #expect(screen.contains("'d:impossible' is not a filter: d: takes easy, medium or hard"), "\(screen)")
    state.press(.control("u"))
    state.type("d:meduim")
    #expect(!state.browser.rows.isEmpty)
    #expect(!AppView.render(state).snapshot(styles: false).contains("is not a filter"))
  }

  @Test func theSyncAsksFirstFromTheListAndFromAProblem() {
    var state = BrowserFixture.app(offline: false)
    #expect(state.press(.control("r")).isEmpty)
    #expect(state.confirmingSync)
    let question = AppView.render(state).snapshot(styles: false)
    #expect(question.contains("Fetch every free problem") && question.contains("y start  n cancel"))
    assertSnapshot(AppView.render(state).snapshot(), named: "browser-sync-question-80x24")
    #expect(state.press(.character("j")).isEmpty, "other keys wait for the answer")
    #expect(state.press(.character("n")).isEmpty)
    #expect(!state.confirmingSync && !state.syncing && state.browser.query.isEmpty)

    state.press(.enter)
    #expect(state.focus == .problem)
    #expect(state.press(.character("S")).isEmpty)
    #expect(state.confirmingSync)
    #expect(state.press(.escape).isEmpty)
    #expect(!state.confirmingSync && state.focus == .problem, "Esc answers no, and stays")
    state.press(.control("r"))
    #expect(state.press(.enter) == [.startSync])
    #expect(state.syncing)
  }

  /// On a narrow terminal the question is wrapped to the box, never cut.
  @Test func theSyncQuestionIsWrappedToANarrowTerminal() {
    var state = BrowserFixture.app(width: 34, height: 14, offline: false)
    state.press(.control("r"))
    let screen = AppView.render(state).snapshot(styles: false)
    let words =
      "Fetch every free problem in the background for offline reading? It makes thousands of"
      + " requests and can take a long time."
    // The box's rows: `││  text  │ │`, the text between the box's two sides.
    let shown = screen.split(separator: "\n").filter { $0.hasPrefix("││") }.map {
      $0.split(separator: "│", omittingEmptySubsequences: false)[2].trimmingCharacters(in: .whitespaces)
    }
    #expect(shown.joined(separator: " ").contains(words), "\(screen)")
  }

  @Test func questionMarkIsHelpOnlyOnAnEmptyFilterAndF1Always() {
    var state = BrowserFixture.app()
    state.press(.character("?"))
    #expect(state.helpShown && state.browser.query.isEmpty)
    state.press(.escape)
    state.type("a?")
    #expect(state.browser.query == "a?" && !state.helpShown)
    state.press(.function(1))
    #expect(state.helpShown)
  }

  // MARK: - Item 17: the filter line

  @Test func theFilterLineEditsLikeAShell() {
    var state = BrowserFixture.app()
    state.type("lantern relay")
    state.press(.left, .left, .left, .left, .left)
    #expect(state.browser.filter.cursor == 8)
    state.type("x")
    #expect(state.browser.query == "lantern xrelay")
    state.press(.backspace, .delete)
    #expect(state.browser.query == "lantern elay")
    state.press(.right, .right, .right, .right, .right)
    #expect(state.browser.filter.cursor == 12, "Right stops at the end")
    state.press(.control("w"))
    #expect(state.browser.query == "lantern ")
    state.press(.control("w"))
    #expect(state.browser.query.isEmpty)
    state.type("pair of")
    state.press(.left, .left, .left, .control("u"))
    #expect(state.browser.query == " of" && state.browser.filter.cursor == 0)
  }

  @Test func theCursorIsDrawnWhereTheTextIsEdited() {
    var state = BrowserFixture.app()
    state.type("lanternrelay")
    state.press(.left, .left, .left, .left, .left)
    let text = AppView.render(state).snapshot(styles: false)
    #expect(text.contains("/lantern▏relay"))
    #expect(state.itemSlugs.first == "lantern-relay", "spaces do not matter")
  }

  // MARK: - Item 13: one truth for keys

  @Test func theHelpClosesTheSameWayOnTheListAndOnAProblem() {
    for key in [Key.escape, .character("?"), .character("q"), .enter, .function(1)] {
      var list = BrowserFixture.app()
      list.press(.character("?"))
      #expect(list.press(key).isEmpty)
      #expect(!list.helpShown, "\(key) closes the list's help")

      var problem = BrowserFixture.app()
      problem.press(.enter, .character("?"))
      #expect(problem.problem?.mode == .help)
      #expect(problem.press(key).isEmpty, "\(key) does not quit from a problem's help")
      #expect(problem.problem?.mode == .reading && problem.focus == .problem)
    }
    var list = BrowserFixture.app()
    list.press(.character("?"))
    #expect(list.press(.control("c")) == [.quit])
    var single = SingleProblemTests.single()
    _ = reduce(&single, .start)
    single.press(.character("?"))
    #expect(single.press(.character("q")).isEmpty && single.problem?.mode == .reading)
  }

  @Test func aProblemOpenedFromTheListSaysQGoesBackToIt() {
    var state = BrowserFixture.app()
    state.press(.enter)
    let last = AppView.render(state).snapshot(styles: false).split(separator: "\n").last ?? ""
    #expect(last.contains("q list") && !last.contains("quit"), "\(last)")
    #expect(state.press(.character("q")).isEmpty && state.focus == .browser)

    var single = SingleProblemTests.single()
    _ = reduce(&single, .start)
    let alone = AppView.render(single).snapshot(styles: false).split(separator: "\n").last ?? ""
    #expect(alone.contains("q quit"), "\(alone)")
  }

  @Test func theListsHintsNameTheKeysOfTheKeyMap() {
    var state = BrowserFixture.app(width: 140, height: 30)
    func hints() -> [String] { BrowserStatusView.hints(state).map { "\($0.key) \($0.label)" } }
    #expect(
      hints() == [
        "Enter open", "? help", "^K plans", "^T sidebar", "^R sync", "^G 中文", "^E tabs", "Esc quit",
      ])
    state.type("lan")
    #expect(
      hints() == [
        "Enter open", "F1 help", "^K plans", "^T sidebar", "^R sync", "^G 中文", "^E tabs", "Esc clear",
      ])
    state.press(.enter, .escape)
    #expect(hints().contains("Tab problem"))
    for hint in BrowserStatusView.hints(state) {
      let key = hint.key.hasPrefix("^") ? "Ctrl-" + hint.key.dropFirst() : hint.key
      #expect(KeyMap.rows(for: .list).contains { $0.keys.contains(key) }, "\(key) is in the help")
    }
  }

  @Test func theSidebarKeySaysWhatItDidWhereItIsSeen() {
    var narrow = BrowserFixture.app()
    narrow.press(.enter, .character("s"))
    #expect(narrow.problem?.messageText?.contains("120 columns") == true, "said on the problem shown")
    #expect(narrow.message == nil)

    var wide = BrowserFixture.app(width: 140, height: 30)
    wide.press(.enter, .control("t"))
    #expect(!wide.showsSidebar)
    #expect(wide.problem?.messageText == "The sidebar is hidden; Ctrl-T shows it")
  }

  // MARK: - Item 7: a preview that cannot load

  @Test func aPreviewThatIsNotCachedSaysSoInsteadOfThePreviousProblem() {
    var state = BrowserFixture.app(width: 140, height: 30)
    state.press(.enter, .escape)
    #expect(state.openSlug == "pair-of-pebbles" && state.focus == .browser)
    #expect(reduce(&state, .key(.down)) == [.loadProblem(slug: "bridge-of-ropes")])
    let reason = "problem 'bridge-of-ropes' is not in the cache and leetview is offline"
    _ = reduce(&state, .page(.failed(slug: "bridge-of-ropes", reason: reason)))
    let text = AppView.render(state).snapshot(styles: false)
    #expect(text.contains("2. Bridge of Ropes") && text.contains("Not cached"))
    #expect(!text.contains("The statement of Pair of Pebbles"))
    #expect(!text.contains("Description"), "no tab bar of the problem before")
    assertSnapshot(AppView.render(state).snapshot(), named: "browser-sidebar-not-cached-140x30")
    state.press(.tab)
    #expect(state.focus == .browser, "nothing to go to")
    // Back on the problem still open, it shows again; on to another, it loads.
    state.press(.up)
    #expect(state.unavailable == nil)
    #expect(AppView.render(state).snapshot(styles: false).contains("The statement of Pair of Pebbles"))
    state.press(.down, .down)
    #expect(state.openSlug == "orchard-paths" && state.unavailable == nil)
    // Hiding the list beside shows the open problem, not a failed preview.
    _ = reduce(&state, .key(.down))
    _ = reduce(&state, .page(.failed(slug: "silent-bells", reason: reason)))
    #expect(state.unavailable?.slug == "silent-bells")
    state.press(.control("t"))
    #expect(state.unavailable == nil && state.focus == .problem && state.openSlug == "orchard-paths")
  }
}

/// The filter line's editing on its own.
@Suite struct FilterLineTests {
  @Test func editsAroundTheInsertionPoint() {
    var line = FilterLine("two  sum")
    line.deleteWord()
    #expect(line.text == "two  " && line.cursor == 5)
    line.deleteWord()
    #expect(line.text.isEmpty && line.cursor == 0)
    line.deleteBackward()
    line.deleteForward()
    line.moveCursor(by: -3)
    #expect(line.text.isEmpty && line.cursor == 0)
    line.insert("搜")
    line.insert("b")
    line.moveCursor(by: -1)
    line.insert("a")
    #expect(line.text == "搜ab" && line.cursor == 2)
    #expect(line.beforeCursor == "搜a" && line.afterCursor == "b")
  }
}
