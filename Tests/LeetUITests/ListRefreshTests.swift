import LeetModel
import LeetTestSupport
import TermCore
import Testing

@testable import LeetUI

/// Issue 19, major 3: online, a bundled or stale list is refreshed in the background at the start
/// and the browser says so; F5 refreshes only the list, after asking.
@Suite struct ListRefreshTests {
  /// The browser as it starts online on the bundled list.
  static func onBundledList(offline: Bool = false) -> AppState {
    var state = BrowserFixture.app(offline: offline)
    state.staleList = .bundled
    return state
  }

  /// The fixture list and two problems more, as LeetCode sends it.
  static let longerList =
    BrowserFixture.items + [
      BrowserFixture.item("6", "Quiet Meadow", "quiet-meadow", nil, .easy, 60, []),
      BrowserFixture.item("7", "Copper Kettle", "copper-kettle", nil, .medium, 45, []),
    ]

  private func statusLine(_ state: AppState) -> String {
    AppView.render(state).snapshot(styles: false).split(separator: "\n").last.map(String.init) ?? ""
  }

  @Test func aBundledListIsRefreshedAtTheStartAndTheBrowserSaysSo() {
    var state = Self.onBundledList()
    let effects = reduce(&state, .start)
    #expect(effects.contains(.refreshList), "\(effects)")
    #expect(state.syncing)
    #expect(statusLine(state).contains("Refreshing the problem list…"), "\(statusLine(state))")
    _ = reduce(&state, .browser(.listRefreshed(items: Self.longerList, cached: ["quiet-meadow"])))
    #expect(!state.syncing && state.browser.items.count == 9)
    #expect(state.browser.cachedSlugs == ["quiet-meadow"])
    #expect(statusLine(state).contains("Problem list refreshed: 9 problems"), "\(statusLine(state))")
    let screen = AppView.render(state).snapshot(styles: false)
    #expect(screen.contains("Copper Kettle") || screen.contains("9"), "\(screen)")
    // Offline, or on a fresh list, nothing is asked.
    var offline = Self.onBundledList(offline: true)
    #expect(!reduce(&offline, .start).contains(.refreshList))
    var fresh = BrowserFixture.app(offline: false)
    #expect(!reduce(&fresh, .start).contains(.refreshList))
  }

  @Test func aFailedRefreshSaysWhyInOneLineAndKeepsTheList() {
    var state = Self.onBundledList()
    _ = reduce(&state, .start)
    _ = reduce(&state, .browser(.listNotRefreshed("127.0.0.1 did not answer in 20 s")))
    #expect(!state.syncing && state.browser.items.count == BrowserFixture.items.count)
    let line = statusLine(state)
    #expect(line.contains("Could not refresh the problem list"), "\(line)")
    #expect(state.syncText?.contains("did not answer") == true)
    #expect(state.syncText?.contains("bundled") == true, "\(state.syncText ?? "")")
  }

  @Test func f5AsksThenRefreshesOnlyTheList() {
    var state = BrowserFixture.app(offline: false)
    _ = reduce(&state, .start)
    _ = reduce(&state, .key(.function(5)))
    #expect(state.syncQuestion == .list)
    let question = AppView.render(state).snapshot(styles: false)
    #expect(question.contains("Fetch the problem list again"), "\(question)")
    #expect(reduce(&state, .key(.character("y"))) == [.refreshList])
    #expect(state.syncing && state.syncQuestion == nil)
    #expect(statusLine(state).contains("Refreshing the problem list…"))
  }

  @Test func theListSyncKeyIsInTheHelpInBothLanguages() {
    let row = KeyMap.rows(for: .list).first { $0.actions.contains { $0.command == .syncList } }
    #expect(row?.keys == "F5")
    #expect(row?.help.contains("problem list") == true)
    #expect(row?.help(in: .chinese).contains("题目列表") == true)
    #expect(KeyMap.command(for: .function(5), in: .openProblem) == .syncList)
  }
}
