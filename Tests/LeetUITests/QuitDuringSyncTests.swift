import LeetModel
import TermCore
import Testing

@testable import LeetUI

/// Esc twice from the sidebar layout quit even while the background sync ran: now it asks.
@Suite struct QuitDuringSyncTests {
  /// The list beside an open problem (140 columns), with the sync started.
  static func syncingBesideAProblem() -> AppState {
    var state = BrowserFixture.app(width: 140, height: 30, offline: false)
    state.press(.control("r"))
    state.press(.character("y"))
    state.type("lantern relay")
    state.press(.enter)
    return state
  }

  @Test func escEscAsksBeforeQuittingWhileTheSyncRuns() {
    var state = Self.syncingBesideAProblem()
    #expect(state.syncing && state.showsSidebar && state.focus == .problem)
    #expect(state.press(.escape) == [], "to the list")
    state.press(.control("u"))
    #expect(state.press(.escape) == [], "asks rather than quits")
    #expect(state.confirmingQuit)
    let screen = AppView.render(state).snapshot(styles: false)
    #expect(screen.contains("A sync is running in the background"))
    #expect(screen.contains("y quit  n stay"))
    // n stays, and says the sync goes on.
    #expect(state.press(.character("n")) == [])
    #expect(!state.confirmingQuit && state.syncing)
    #expect(state.messageText == "The sync goes on in the background")
    // Asked again, y quits.
    #expect(state.press(.escape) == [])
    #expect(state.press(.character("y")) == [.quit])
  }

  /// The list's own refresh (F5, or on start) is a few requests: Esc does not ask for it (a tmux
  /// test's Esc met the question while the start's refresh of a stale list was under way).
  @Test func whileOnlyTheListIsRefreshedEscQuitsAtOnce() {
    var state = BrowserFixture.app(width: 140, height: 30, offline: false)
    state.press(.function(5))
    #expect(state.press(.character("y")) == [.refreshList])
    #expect(state.syncing && state.runningSync == .list)
    #expect(state.press(.escape) == [.quit])
    #expect(!state.confirmingQuit)
  }

  @Test func withoutASyncEscQuitsAtOnce() {
    var state = BrowserFixture.app(width: 140, height: 30)
    #expect(state.press(.escape) == [.quit])
    var single = SingleProblemTests.single(offline: false)
    _ = reduce(&single, .start)
    #expect(single.press(.escape) == [.quit])
  }

  @Test func aProblemOpenedAloneAsksTooWhileTheSyncRuns() {
    var state = SingleProblemTests.single(offline: false)
    _ = reduce(&state, .start)
    state.press(.character("S"))
    state.press(.character("y"))
    #expect(state.syncing)
    #expect(state.press(.escape) == [])
    #expect(state.confirmingQuit)
    #expect(state.press(.escape) == [], "Esc answers no")
    #expect(!state.confirmingQuit)
  }
}
