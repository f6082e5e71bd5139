import LeetModel
import LeetTestSupport
import TermCore
import Testing

@testable import LeetUI

/// Text snapshots of a plan on screen: `Snapshots/collection-*.txt` (RECORD_SNAPSHOTS=1).
@Suite struct CollectionSnapshotTests {
  @Test func planAt80x24() {
    let state = CollectionFixture.app()
    let text = AppView.render(state).snapshot(styles: false)
    #expect(text.contains("Lantern Path"))
    #expect(text.contains("locked: needs LeetCode Premium"))
    assertSnapshot(AppView.render(state).snapshot(), named: "collection-plan-80x24")
  }

  @Test func planBesideAProblemAt120x30() {
    var state = CollectionFixture.app(width: 120, height: 30)
    state.press(.enter)
    let text = AppView.render(state).snapshot(styles: false)
    #expect(text.contains("Bridge of Ropes"))
    assertSnapshot(AppView.render(state).snapshot(), named: "collection-plan-beside-120x30")
  }

  @Test func planInChineseAt80x24() {
    var state = CollectionFixture.app()
    state.settings.language = .chinese
    assertSnapshot(AppView.render(state).snapshot(styles: false), named: "collection-plan-chinese-80x24")
  }
}
