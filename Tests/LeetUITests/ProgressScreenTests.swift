import Foundation
import LeetModel
import LeetTestSupport
import TermCore
import Testing

@testable import LeetUI

/// The Progress screen in the interface, state in → state out: F2 from the list and from a
/// problem's page opens it and asks for the signed-in user's progress, Esc and q go back to what
/// was open, it scrolls within the page, `r` refreshes, and a failed refresh keeps the page.
@Suite struct ProgressScreenTests {
  /// The page of the fake's busy user, drawn at `ProgressSheetTests.now`.
  static func page(stale: String? = nil) throws -> ProgressPage {
    ProgressPage(
      progress: try ProgressSheetTests.progress(), host: "leetcode.com",
      fetchedAt: ProgressSheetTests.now.addingTimeInterval(-600), now: ProgressSheetTests.now,
      staleBecause: stale)
  }

  @Test func f2FromTheListOpensItAndEscGoesBack() throws {
    var state = BrowserFixture.app()
    let effects = state.press(.function(2))
    #expect(effects == [.progress(.load(user: nil, refresh: false))])
    #expect(state.progressScreen == ProgressScreen(user: nil, alone: false))
    // While it loads the screen says so, and keys other than its own do nothing.
    #expect(
      AppView.render(state).rowsText.joined(separator: "\n").contains(
        "Fetching the progress of the signed-in user…"))
    #expect(state.press(.character("x")).isEmpty)
    _ = reduce(&state, .progress(.loaded(user: nil, try Self.page())))
    #expect(state.progressScreen?.loading == false)
    #expect(
      AppView.render(state).rowsText.joined(separator: "\n").contains("Progress of alice · leetcode.com"))
    // A click on the screen reaches nothing beneath it.
    let before = state.browser.cursor
    #expect(reduce(&state, .mouse(MouseEvent(.press, at: Point(x: 5, y: 3)))).isEmpty)
    #expect(state.browser.cursor == before)
    state.press(.escape)
    #expect(state.progressScreen == nil)
    #expect(state.focus == .browser)
  }

  @Test func f2FromAProblemsPageAndQBackToIt() throws {
    var state = BrowserFixture.app()
    state.press(.enter)
    #expect(state.focus == .problem)
    let slug = state.openSlug
    #expect(state.press(.function(2)) == [.progress(.load(user: nil, refresh: false))])
    _ = reduce(&state, .progress(.loaded(user: nil, try Self.page())))
    state.press(.character("q"))
    #expect(state.progressScreen == nil)
    #expect(state.focus == .problem)
    #expect(state.openSlug == slug)
  }

  @Test func aloneItQuitsAndAsksForItsUserAtStart() throws {
    var state = BrowserFixture.app()
    state.singleProblem = true
    state.progressScreen = ProgressScreen(user: "bob", alone: true)
    #expect(reduce(&state, .start) == [.progress(.load(user: "bob", refresh: false))])
    // An answer for someone else is not this screen's.
    _ = reduce(&state, .progress(.loaded(user: nil, try Self.page())))
    #expect(state.progressScreen?.page == nil)
    _ = reduce(&state, .progress(.failed(user: "bob", reason: "LeetCode knows no user named bob")))
    let text = AppView.render(state).rowsText.joined(separator: "\n")
    #expect(text.contains("Could not load the progress of bob"))
    #expect(text.contains("LeetCode knows no user named bob"))
    #expect(state.press(.escape) == [.quit])
  }

  @Test func openedOnAFreshCachedPageItAsksNothing() throws {
    var state = BrowserFixture.app()
    state.singleProblem = true
    var screen = ProgressScreen(user: "alice", alone: true)
    screen.page = try Self.page()
    screen.loading = false
    state.progressScreen = screen
    #expect(reduce(&state, .start).isEmpty)
    #expect(AppView.render(state).rowsText.first?.contains("Progress of alice") == true)
  }

  @Test func itScrollsWithinThePageAndRefreshKeepsItWhenItFails() throws {
    var state = BrowserFixture.app(width: 80, height: 24)
    state.press(.function(2))
    _ = reduce(&state, .progress(.loaded(user: nil, try Self.page())))
    let bottom = ProgressSheet.height(of: try Self.page()) - 23
    #expect(bottom > 0)
    state.press(.character("j"), .character("j"))
    #expect(state.progressScreen?.scroll == 2)
    state.press(.character("G"))
    #expect(state.progressScreen?.scroll == bottom)
    state.press(.character("j"))
    #expect(state.progressScreen?.scroll == bottom)
    state.press(.character("g"))
    #expect(state.progressScreen?.scroll == 0)
    _ = reduce(&state, .mouse(MouseEvent(.wheelDown, at: Point(x: 10, y: 10))))
    #expect(state.progressScreen?.scroll == 3)
    _ = reduce(&state, .mouse(MouseEvent(.wheelUp, at: Point(x: 10, y: 10))))
    #expect(state.progressScreen?.scroll == 0)
    #expect(state.press(.character("r")) == [.progress(.load(user: nil, refresh: true))])
    #expect(state.press(.character("r")).isEmpty, "one refresh at a time")
    _ = reduce(&state, .progress(.failed(user: nil, reason: "offline: cannot reach leetcode.com")))
    #expect(state.progressScreen?.page == (try Self.page()))
    let text = AppView.render(state).rowsText.joined(separator: "\n")
    #expect(text.contains("not refreshed: offline: cannot reach"))
  }

  @Test func whyItCouldNotLoadIsWrappedWholeRemedyIncluded() {
    var state = BrowserFixture.app(width: 60, height: 20)
    state.press(.function(2))
    let reason =
      "stats without a user name needs the signed-in user: run `leetview login`, or name one: "
      + "`leetview stats USER`"
    _ = reduce(&state, .progress(.failed(user: nil, reason: reason)))
    let rows = AppView.render(state).rowsText
    let text = rows.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    #expect(text.contains(reason), "\(rows.joined(separator: "\n"))")
    #expect(rows.allSatisfy { DisplayWidth.of($0) <= 60 })
  }

  @Test func theScreenAt80x24() throws {
    var state = BrowserFixture.app(width: 80, height: 24)
    state.press(.function(2))
    _ = reduce(&state, .progress(.loaded(user: nil, try Self.page(stale: "offline"))))
    assertSnapshot(AppView.render(state).snapshot(), named: "progress-screen-80x24")
    state.press(.character("G"))
    assertSnapshot(AppView.render(state).snapshot(styles: false), named: "progress-screen-bottom-80x24")
  }
}
