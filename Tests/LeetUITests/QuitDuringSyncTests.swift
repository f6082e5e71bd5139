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

  /// Issue 33, major 4: `q` while a submission is judged asks; `n` stays without a sync message,
  /// `y` quits; the id the judge gave is kept for the line said on the way out.
  @Test func quittingWhileASubmissionIsJudgedAsksFirst() {
    var state = SingleProblemTests.single(offline: false)
    _ = reduce(&state, .start)
    state.problem?.solve.running = .submit
    _ = reduce(&state, .page(.solved(slug: state.openSlug ?? "", .submitted(id: "1988694277"))))
    #expect(state.problem?.solve.submissionID == "1988694277")
    #expect(state.press(.character("q")) == [], "asks rather than quits")
    #expect(state.confirmingQuit)
    let screen = AppView.render(state).snapshot(styles: false)
    #expect(screen.contains("A submission is being judged."), "\(screen)")
    #expect(!screen.contains("A sync is running"))
    #expect(state.press(.character("n")) == [])
    #expect(!state.confirmingQuit && state.messageText != "The sync goes on in the background")
    #expect(state.press(.character("q")) == [])
    #expect(state.press(.character("y")) == [.quit])
    // Once the verdict is in, q quits at once.
    var judged = SingleProblemTests.single(offline: false)
    _ = reduce(&judged, .start)
    #expect(judged.press(.character("q")) == [.quit])
  }

  @Test func withoutASyncEscQuitsTheListAtOnceAndQAProblemOpenedAlone() {
    var state = BrowserFixture.app(width: 140, height: 30)
    #expect(state.press(.escape) == [.quit])
    var single = SingleProblemTests.single(offline: false)
    _ = reduce(&single, .start)
    #expect(single.press(.escape) == [], "alone, Esc never quits (issue 33)")
    #expect(single.press(.character("q")) == [.quit])
  }

  @Test func aProblemOpenedAloneAsksTooWhileTheSyncRuns() {
    var state = SingleProblemTests.single(offline: false)
    _ = reduce(&state, .start)
    state.press(.character("S"))
    state.press(.character("y"))
    #expect(state.syncing)
    #expect(state.press(.character("q")) == [])
    #expect(state.confirmingQuit)
    #expect(state.press(.escape) == [], "Esc answers no")
    #expect(!state.confirmingQuit)
  }
}
