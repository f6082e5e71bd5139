import Foundation
import LeetModel
import LeetTestSupport
import TermCore
import Testing

@testable import LeetUI

/// The browser's Study plans, Lists and Contests sections, and an index on screen, as state in
/// and state out: Enter on a section asks for its index, Enter on a plan for the plan, and Esc
/// goes back one screen at a time.
@Suite struct ShelfReducerTests {
  static let time = CollectionTime(
    timeZone: TimeZone(identifier: "UTC") ?? .current, now: Date(timeIntervalSince1970: 1_800_000_000))

  static let index = CollectionIndex(
    kind: .plan,
    sections: [
      .init(
        shelf: .yours,
        summaries: [
          CollectionSummary(kind: .plan, slug: "lantern-path", name: "Lantern Path", solved: 1, total: 7)
        ]),
      .init(
        shelf: .catalogue,
        summaries: [
          CollectionSummary(kind: .plan, slug: "river-75", name: "River 75", total: 75),
          CollectionSummary(
            kind: .plan, slug: "gold-plan", name: "Gold Plan", total: 20, isPremiumOnly: true),
        ]),
    ])

  static func contests() -> CollectionIndex {
    CollectionIndex(
      kind: .contest,
      sections: [
        .init(
          shelf: .upcoming,
          summaries: [
            CollectionSummary(
              kind: .contest, slug: "weekly-9", name: "Weekly 9",
              startTime: time.now.addingTimeInterval(90_000),
              duration: 5400)
          ]),
        .init(
          shelf: .past,
          summaries: [
            CollectionSummary(
              kind: .contest, slug: "weekly-8", name: "Weekly 8",
              startTime: time.now.addingTimeInterval(-604_800))
          ]),
      ])
  }

  /// The browser with the cursor on the section of `kind`.
  static func onSection(_ kind: ProblemCollection.Kind, width: Int = 80) -> AppState {
    var state = BrowserFixture.app(width: width)
    let row = state.browser.rows.firstIndex { $0 == .header(.practice(kind), count: 0, folded: true) }
    state.browser.cursor = row ?? 0
    return state
  }

  @Test func theBrowserListsTheThreeSectionsFirstAndEnterAsksForAnIndex() {
    var state = Self.onSection(.plan)
    #expect(
      Array(state.browser.rows.prefix(3)) == [
        .header(.practice(.plan), count: 0, folded: true), .header(.practice(.list), count: 0, folded: true),
        .header(.practice(.contest), count: 0, folded: true),
      ])
    #expect(state.press(.enter) == [.collections(.load(.plan, slug: nil))])
    #expect(state.loadingCollection)
    // Asked once while it comes.
    #expect(state.press(.enter).isEmpty)
    state.type("pebble")
    #expect(
      !state.browser.rows.contains(.header(.practice(.plan), count: 0, folded: true)), "not while filtering")
  }

  @Test func anIndexArrivesEnterAsksForThePlanAndThePlanStandsOverIt() {
    var state = Self.onSection(.plan)
    state.press(.enter)
    _ = reduce(&state, .collections(.indexLoaded(Self.index, age: nil, signedIn: true, time: Self.time)))
    #expect(state.shelf?.selectedSummary?.slug == "lantern-path")
    #expect(!state.loadingCollection)
    state.press(.down, .down)
    #expect(state.shelf?.selectedSummary?.slug == "river-75")
    #expect(state.press(.enter) == [.collections(.load(.plan, slug: "river-75"))])
    _ = reduce(&state, .collections(.loaded(CollectionFixture.plan, marks: SolvedMarks(), age: 60)))
    #expect(state.collection?.collection.slug == "lantern-path")
    #expect(state.collection?.quitsOnBack == false)
    // Esc: the plan, then the index, then the list.
    state.press(.escape)
    #expect(state.collection == nil && state.shelf != nil)
    state.press(.escape)
    #expect(state.shelf == nil)
    #expect(state.browser.selectedItem == nil, "back on the section")
  }

  @Test func aFailureIsSaidAndTheListStays() {
    var state = Self.onSection(.list)
    state.press(.enter)
    _ = reduce(&state, .collections(.failed("your favourite lists: not signed in; run `leetview login`")))
    #expect(state.shelf == nil && !state.loadingCollection)
    #expect(AppView.render(state).snapshot(styles: false).contains("not signed in"))
  }

  @Test func plansSignedOutAt80x24() {
    var state = Self.onSection(.plan)
    state.press(.enter)
    _ = reduce(&state, .collections(.indexLoaded(Self.index, age: 7_200, signedIn: false, time: Self.time)))
    let text = AppView.render(state).snapshot(styles: false)
    #expect(text.contains("Your plans: not signed in"))
    #expect(text.contains("cached 2 hours ago"))
    assertSnapshot(AppView.render(state).snapshot(), named: "shelf-plans-80x24")
  }

  @Test func contestsBesideAProblemAt120x30() {
    var state = BrowserFixture.app(width: 120, height: 30)
    state.press(.enter)
    state.press(.escape)
    let row = state.browser.rows.firstIndex { $0 == .header(.practice(.contest), count: 0, folded: true) }
    state.browser.cursor = row ?? 0
    state.press(.enter)
    _ = reduce(
      &state, .collections(.indexLoaded(Self.contests(), age: nil, signedIn: false, time: Self.time)))
    let text = AppView.render(state).snapshot(styles: false)
    #expect(text.contains("Upcoming (local time)"))
    #expect(text.contains("starts in 1d 1h"))
    assertSnapshot(AppView.render(state).snapshot(), named: "shelf-contests-beside-120x30")
  }
}
