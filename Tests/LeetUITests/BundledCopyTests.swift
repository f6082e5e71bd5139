import LeetModel
import LeetTestSupport
import TermCore
import Testing

@testable import LeetUI

/// Issue 33: a problem that comes from the copy bundled with leetview is announced as bundled,
/// as its status line names it, not as "cached"; one from the user's cache is still cached.
@Suite struct BundledCopyTests {
  static func opened(label: String, language: Language = .english) -> AppState {
    var state = SingleProblemTests.single(width: 80)
    state.opening?.sourceLabel = label
    state.opening?.note = "could not refresh it: offline"
    state.settings.language = language
    _ = reduce(&state, .start)
    _ = reduce(&state, .resized(Size(width: 80, height: 24)))
    return state
  }

  @Test func theBundledCopyIsSaidToBeBundledInBothLanguages() {
    let state = Self.opened(label: "bundled")
    #expect(state.problem?.message == .bundledCopy("could not refresh it: offline"))
    let status = AppView.render(state).rowsText.last ?? ""
    #expect(status.contains("Showing the bundled copy: could not refresh it: offline"), "\(status)")
    #expect(!status.contains("cached"), "\(status)")
    assertSnapshot(AppView.render(state).snapshot(), named: "bundled-copy-80x24")
    #expect(
      Self.opened(label: "bundled", language: .chinese).problem?.messageText
        == "显示的是内置副本：could not refresh it: offline")
  }

  @Test func aCopyFromTheUsersCacheIsStillCached() {
    let state = Self.opened(label: "cached 3 days ago")
    #expect(state.problem?.message == .cachedCopy("could not refresh it: offline"))
    #expect(state.problem?.messageText == "Showing a cached copy: could not refresh it: offline")
  }
}
