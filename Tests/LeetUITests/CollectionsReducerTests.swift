import LeetModel
import TermCore
import Testing

@testable import LeetUI

/// The plans', lists' and contests' own reduce, state in → state out, with no app around it: an
/// index asked for and arriving, a set opened from it, its problems opened, `n`, and Esc back.
@Suite struct CollectionsReducerTests {
  /// The browser fixture's marks (one problem solved) on a 20-row list.
  private static func context(openSlug: String? = nil, marks: SolvedMarks = SolvedMarks())
    -> CollectionContext
  {
    CollectionContext(listHeight: 20, marks: marks, words: .english, openSlug: openSlug)
  }

  /// The marks that call each of `slugs` solved.
  private static func solved(_ slugs: [String]) -> SolvedMarks {
    SolvedMarks(Dictionary(uniqueKeysWithValues: slugs.compactMap(TitleSlug.validated).map { ($0, .solved) }))
  }

  /// The plans' index on screen, as it arrived.
  private static func shelf() -> CollectionsState {
    var state = CollectionsState()
    _ = reduce(
      &state, .indexLoaded(ShelfReducerTests.index, age: nil, signedIn: true, time: ShelfReducerTests.time),
      in: context())
    return state
  }

  @Test func anIndexIsAskedForOnceAndSaidToBeFetched() {
    var state = CollectionsState()
    let effects = reduce(&state, .openIndex(.plan), in: Self.context())
    #expect(effects == [.app(.say("Fetching Study plans… 0 s")), .work(.load(.plan, slug: nil))])
    #expect(state.loading)
    #expect(reduce(&state, .openIndex(.list), in: Self.context()) == [], "one load at a time")
  }

  @Test func theIndexArrivesWhereTheListStandsAndCountsItsSets() {
    var state = CollectionsState()
    state.loading = true
    state.shelf = ShelfScreen(
      index: ShelfReducerTests.index, age: nil, signedIn: true, quitsOnBack: true,
      time: ShelfReducerTests.time)
    let effects = reduce(
      &state, .indexLoaded(ShelfReducerTests.index, age: 60, signedIn: false, time: ShelfReducerTests.time),
      in: Self.context())
    #expect(effects == [.app(.clearMessage), .app(.countPractice(.plan, 3)), .app(.focusList)])
    #expect(!state.loading && state.shelf?.age == 60 && state.shelf?.signedIn == false)
    #expect(state.shelf?.quitsOnBack == true, "what leetview opened on still quits on Esc")
  }

  @Test func enterOnTheIndexAsksForTheSetUnderTheCursor() {
    var state = Self.shelf()
    #expect(state.shelf?.selectedSummary?.slug == "lantern-path")
    let effects = reduce(&state, .key(.enter), in: Self.context())
    #expect(
      effects == [.app(.say("Fetching Lantern Path… 0 s")), .work(.load(.plan, slug: "lantern-path"))])
    #expect(state.loading)
    #expect(reduce(&state, .key(.enter), in: Self.context()) == [], "one load at a time")
  }

  @Test func aSetArrivesOverTheIndexWithTheMarksItCameWith() {
    var state = Self.shelf()
    state.loading = true
    let marks = Self.solved(["pair-of-pebbles", "bridge-of-ropes"])
    let effects = reduce(&state, .loaded(CollectionFixture.plan, marks: marks, age: nil), in: Self.context())
    #expect(effects == [.app(.clearMessage), .app(.mergeMarks(marks)), .app(.focusList)])
    #expect(!state.loading && state.shelf != nil)
    #expect(
      state.collection?.selectedEntry?.item.titleSlug == "lantern-relay",
      "the cursor on the first problem the joined marks leave unsolved")
    #expect(state.collection?.quitsOnBack == false)
  }

  @Test func aRefreshOfTheSameSetKeepsItsPlace() {
    var state = CollectionsState()
    state.collection = CollectionScreen(
      collection: CollectionFixture.plan, marks: SolvedMarks(), quitsOnBack: true)
    _ = reduce(&state, .key(.character("G")), in: Self.context())
    let cursor = state.collection?.cursor
    _ = reduce(&state, .loaded(CollectionFixture.plan, marks: SolvedMarks(), age: 5), in: Self.context())
    #expect(state.collection?.cursor == cursor && state.collection?.quitsOnBack == true)
    #expect(state.collection?.age == 5)
  }

  @Test func aFailureEndsTheLoadAndSaysWhy() {
    var state = Self.shelf()
    state.loading = true
    #expect(reduce(&state, .failed("offline"), in: Self.context()) == [.app(.say("offline"))])
    #expect(!state.loading && state.shelf != nil)
  }

  @Test func enterOnASetOpensItsProblemOnANewWayBack() {
    var state = CollectionsState()
    state.collection = CollectionScreen(collection: CollectionFixture.plan, marks: SolvedMarks())
    let slug = state.collection?.selectedEntry?.item.titleSlug ?? ""
    #expect(
      reduce(&state, .key(.enter), in: Self.context()) == [.app(.openProblem(slug: slug, newWayBack: true))])
  }

  @Test func escLeavesTheSetForTheIndexThenTheIndexOrQuitsWhereLeetviewOpenedOnIt() {
    var state = Self.shelf()
    state.collection = CollectionScreen(collection: CollectionFixture.plan, marks: SolvedMarks())
    #expect(reduce(&state, .key(.escape), in: Self.context()) == [])
    #expect(state.collection == nil && state.shelf != nil)
    #expect(reduce(&state, .key(.character("q")), in: Self.context()) == [])
    #expect(!state.isShown)
    var alone = CollectionsState()
    alone.collection = CollectionScreen(
      collection: CollectionFixture.plan, marks: SolvedMarks(), quitsOnBack: true)
    #expect(reduce(&alone, .key(.escape), in: Self.context()) == [.app(.quitAsking)])
    #expect(alone.collection != nil)
  }

  @Test func theAppsOwnKeysAreAskedOfTheApp() {
    var state = Self.shelf()
    #expect(reduce(&state, .key(.tab), in: Self.context()) == [.app(.focusProblem)])
    #expect(reduce(&state, .key(.character("?")), in: Self.context()) == [.app(.showHelp)])
    #expect(reduce(&state, .key(.control("l")), in: Self.context()) == [.app(.redraw)])
    #expect(reduce(&state, .key(.control("c")), in: Self.context()) == [.app(.quit)])
  }

  @Test func nOpensTheNextUnsolvedProblemOrSaysNoneIsLeft() {
    var state = CollectionsState()
    state.collection = CollectionScreen(collection: CollectionFixture.plan, marks: SolvedMarks())
    let effects = reduce(&state, .nextUnsolved, in: Self.context(openSlug: "bridge-of-ropes"))
    #expect(effects == [.app(.openProblem(slug: "lantern-relay", newWayBack: false))])
    #expect(state.collection?.selectedEntry?.item.titleSlug == "lantern-relay", "the cursor follows")
    let solved = Self.solved(CollectionFixture.plan.entries.map(\.item.titleSlug))
    #expect(
      reduce(&state, .nextUnsolved, in: Self.context(openSlug: "lantern-relay", marks: solved))
        == [.app(.say("Every problem of Lantern Path is solved"))])
  }
}
