import Foundation
import LeetModel
import TermCore
import Testing

@testable import LeetUI

/// The segment pages' keys and results: state in, state and effects out.
@Suite struct SegmentReducerTests {
  private typealias F = SegmentFixture

  private func text(_ state: ProblemState) -> String {
    state.currentLayout.lines.map(\.text).joined(separator: "\n")
  }

  private func view(_ state: ProblemState, _ segment: Segment = .solutions) -> SegmentViewState {
    state.segments.views[segment] ?? SegmentViewState()
  }

  private func key(_ state: inout ProblemState, _ key: Key) -> [ProblemEffect] {
    reduce(&state, .key(key))
  }

  private func char(_ state: inout ProblemState, _ character: Character) -> [ProblemEffect] {
    reduce(&state, .key(.character(character)))
  }

  // MARK: - Loading

  @Test func openingASegmentAsksForItAndSaysItIsLoading() {
    var state = Fixture.state(animated: false)
    #expect(char(&state, "3") == [.loadSegment(.solutions)])
    #expect(text(state).contains("Loading the solutions…"))
    #expect(view(state).loading == [.load])
  }

  @Test func theFirstResultShowsTheListWithTheFirstEntrySelected() {
    let state = F.loaded(.solutions(F.solutions()), on: .solutions)
    #expect(view(state).items.map(\.id) == ["editorial", "s1", "s2", "s3", "s4", "s5"])
    #expect(view(state).selection == 0)
    #expect(view(state).loading.isEmpty)
    #expect(state.currentLayout.itemRanges.count == 6)
    #expect(state.selectedItemLines == state.currentLayout.itemRanges[0])
    #expect(text(state).hasPrefix("★ Editorial: Lantern Relay: one pass"))
  }

  @Test func aFailedLoadSaysWhyOnOneLineAndRRetries() {
    var state = Fixture.state(animated: false)
    _ = char(&state, "2")
    _ = reduce(&state, .segmentResult(.comments, .load, .failed("host down\n\u{1B}[31mred")))
    let shown = text(state)
    #expect(shown.contains("⚠ Could not load the comments: host down red"))
    #expect(!shown.contains("\u{1B}"))
    #expect(shown.contains("Press r to try again."))
    #expect(char(&state, "r") == [.segmentTask(.comments, .load)])
    #expect(text(state).contains("Loading the comments…"))
    #expect(!text(state).contains("Could not load"))
  }

  @Test func offlineAFailureOffersNoRetry() {
    var state = Fixture.state(animated: false)
    state.settings.offline = true
    _ = char(&state, "2")
    _ = reduce(&state, .segmentResult(.comments, .load, .failed("not in the cache")))
    let shown = text(state)
    #expect(shown.contains("⚠ Could not load the comments: not in the cache"))
    #expect(!shown.contains("Press r to try again."), "issue 14, item 8: \(shown)")
    #expect(shown.contains("Started with --offline: nothing is fetched."))
  }

  @Test func aResultForAPageNotShownIsKeptWithoutSwitchingToIt() {
    var state = Fixture.state(animated: false)
    _ = char(&state, "2")
    _ = char(&state, "1")
    _ = reduce(
      &state, .segmentResult(.comments, .load, .loaded(.comments(F.comments()), staleBecause: nil, at: F.now))
    )
    #expect(state.selected == .description)
    _ = char(&state, "2")
    #expect(text(state).contains("owl"))
  }

  @Test func aStaleCopySaysSo() {
    var state = Fixture.state(animated: false)
    _ = char(&state, "3")
    _ = reduce(
      &state,
      .segmentResult(
        .solutions, .load, .loaded(.solutions(F.solutions()), staleBecause: "timed out", at: F.now)))
    #expect(text(state).hasPrefix("Showing a cached copy; could not refresh: timed out"))
  }

  // MARK: - Selection

  @Test func jAndKMoveTheSelectionAndScrollToKeepItVisible() {
    var state = F.loaded(.solutions(F.solutions()), on: .solutions, width: 40, height: 12)
    #expect(key(&state, .down) == [])
    #expect(view(state).selection == 1)
    for _ in 0..<4 { _ = char(&state, "j") }
    #expect(view(state).selection == 5)
    let lines = try! #require(state.selectedItemLines)
    #expect(lines.lowerBound >= state.top && lines.upperBound <= state.top + state.viewportHeight)
    for _ in 0..<5 { _ = key(&state, .up) }
    #expect(view(state).selection == 0)
    #expect(state.top == 0)
  }

  @Test func jReadsOnThroughAnEntryTallerThanTheScreen() {
    var snapshot = F.comments()
    snapshot.comments[0].content = (1...30).map { "Line \($0) of a long comment." }.joined(
      separator: "\n\n")
    var state = F.loaded(.comments(snapshot), on: .comments, width: 40, height: 12)
    _ = char(&state, "j")
    #expect(view(state, .comments).selection == 0, "still reading the first comment")
    #expect(state.top == 1)
  }

  @Test func pageKeysCarryTheSelectionOntoTheScreen() {
    var state = F.loaded(.solutions(F.solutions()), on: .solutions, width: 40, height: 12)
    _ = key(&state, .pageDown)
    let lines = try! #require(state.selectedItemLines)
    #expect(lines.upperBound > state.top && lines.lowerBound < state.top + state.viewportHeight)
    #expect(view(state).selection > 0)
  }

  @Test func gAndGSelectTheEnds() {
    var state = F.loaded(.solutions(F.solutions()), on: .solutions, width: 40, height: 12)
    _ = char(&state, "G")
    #expect(view(state).selection == 5)
    #expect(state.top == state.maxTop)
    _ = char(&state, "g")
    #expect(view(state).selection == 0)
    #expect(state.top == 0)
  }

  // MARK: - Opening and going back

  @Test func enterOpensACachedArticleWithThePreferredLanguageFirst() {
    var state = F.loaded(.solutions(F.solutions()), on: .solutions)
    state.segments.preferredLanguage = "python3"
    _ = char(&state, "j")
    #expect(key(&state, .enter) == [])
    #expect(view(state).opened == "s1")
    let shown = text(state)
    #expect(shown.hasPrefix("Keep the tallest lantern seen so far"))
    let python = try! #require(shown.range(of: "def relay"))
    let go = try! #require(shown.range(of: "func relay"))
    #expect(python.lowerBound < go.lowerBound)
    #expect(state.selectedItemLines == nil, "no selection bar on an article")
  }

  @Test func enterOnAnArticleNotCachedAsksForItAndShowsLoading() {
    var state = F.loaded(.solutions(F.solutions()), on: .solutions)
    _ = char(&state, "j")
    _ = char(&state, "j")
    #expect(key(&state, .enter) == [.segmentTask(.solutions, .open("s2"))])
    #expect(text(state).contains("A stack of keepers, walked once"))
    #expect(text(state).contains("Loading…"))
    // Enter again while it loads asks for nothing more.
    _ = key(&state, .escape)
    #expect(key(&state, .enter) == [])
    let arrived = F.solutions(cachedArticles: ["s1", "s2"])
    _ = reduce(
      &state,
      .segmentResult(.solutions, .open("s2"), .loaded(.solutions(arrived), staleBecause: nil, at: F.now)))
    #expect(view(state).opened == "s2")
    #expect(text(state).contains("Walk the row once"))
    #expect(!text(state).contains("Loading…"))
  }

  @Test func escGoesBackToTheSamePlaceAndSelection() {
    var state = F.loaded(.solutions(F.solutions()), on: .solutions, width: 40, height: 12)
    for _ in 0..<2 { _ = char(&state, "j") }
    _ = key(&state, .pageDown)
    _ = key(&state, .up)
    let top = state.top
    let selection = view(state).selection
    _ = key(&state, .enter)
    _ = char(&state, "j")
    #expect(view(state).isOpen)
    _ = key(&state, .escape)
    #expect(!view(state).isOpen)
    #expect(state.top == top)
    #expect(view(state).selection == selection)
  }

  @Test func bracketsOpenTheNextAndPreviousEntriesSkippingLockedOnes() {
    var state = F.loaded(.solutions(F.solutions(cachedArticles: ["s1", "s2", "s3", "s5"])), on: .solutions)
    #expect(char(&state, "]") == [])
    #expect(view(state).opened == "s1", "from the list: the entry after the selection")
    _ = char(&state, "]")
    _ = char(&state, "]")
    #expect(view(state).opened == "s3")
    _ = char(&state, "]")
    #expect(view(state).opened == "s5", "the Premium entry is skipped")
    _ = char(&state, "]")
    #expect(view(state).opened == "s5")
    #expect(state.messageText == "No entry after this one")
    _ = char(&state, "[")
    #expect(view(state).opened == "s3")
    _ = key(&state, .escape)
    #expect(view(state).selection == 3, "the list selects the last entry read")
    #expect(state.selectedItemLines.map { $0.lowerBound >= state.top } == true)
  }

  @Test func enterOnALockedEntrySaysWhyAndOpensNothing() {
    var state = F.loaded(.solutions(F.solutions()), on: .solutions)
    for _ in 0..<4 { _ = char(&state, "j") }
    #expect(view(state).selectedItem?.id == "s4")
    #expect(key(&state, .enter) == [])
    #expect(!view(state).isOpen)
    #expect(state.messageText == "This solution needs LeetCode Premium.")
  }

  @Test func anArticleArrivingAfterTheReaderWentBackIsKeptForLater() {
    var state = F.loaded(.solutions(F.solutions()), on: .solutions)
    _ = char(&state, "j")
    _ = char(&state, "j")
    _ = key(&state, .enter)
    _ = key(&state, .escape)
    let top = state.top
    _ = reduce(
      &state,
      .segmentResult(
        .solutions, .open("s2"),
        .loaded(.solutions(F.solutions(cachedArticles: ["s1", "s2"])), staleBecause: nil, at: F.now)))
    #expect(!view(state).isOpen, "the list stays on screen")
    #expect(state.top == top)
    #expect(view(state).selectedItem?.id == "s2")
    #expect(key(&state, .enter) == [], "now cached")
    #expect(text(state).contains("Walk the row once"))
  }

  @Test func anOlderListArrivingLateKeepsTheArticlesThatCameBefore() {
    var state = F.loaded(.solutions(F.solutions()), on: .solutions)
    _ = reduce(
      &state,
      .segmentResult(
        .solutions, .open("s2"),
        .loaded(.solutions(F.solutions(cachedArticles: ["s1", "s2"])), staleBecause: nil, at: F.now)))
    _ = char(&state, "r")
    _ = reduce(
      &state,
      .segmentResult(
        .solutions, .refresh,
        .loaded(.solutions(F.solutions(cachedArticles: [])), staleBecause: nil, at: F.now)))
    guard case .solutions(let snapshot) = view(state).snapshot else {
      Issue.record("no solutions")
      return
    }
    #expect(Set(snapshot.articles.keys) == ["s1", "s2"])
  }

  @Test func aFailedArticleSaysWhyOnItsPageAndRRetriesIt() {
    var state = F.loaded(.solutions(F.solutions()), on: .solutions)
    _ = char(&state, "j")
    _ = char(&state, "j")
    _ = key(&state, .enter)
    _ = reduce(&state, .segmentResult(.solutions, .open("s2"), .failed("connection refused")))
    #expect(text(state).contains("Could not open this: connection refused"))
    #expect(char(&state, "r") == [.segmentTask(.solutions, .open("s2"))])
    #expect(text(state).contains("Loading…"))
  }

  // MARK: - Refresh and more

  @Test func rRefreshesAndKeepsThePlace() {
    var state = F.loaded(.solutions(F.solutions()), on: .solutions, width: 40, height: 12)
    for _ in 0..<3 { _ = char(&state, "j") }
    let top = state.top
    #expect(char(&state, "r") == [.segmentTask(.solutions, .refresh)])
    #expect(text(state).contains("Refreshing the solutions…"))
    #expect(char(&state, "r") == [], "once at a time")
    #expect(state.messageText == "Already loading…")
    _ = reduce(
      &state,
      .segmentResult(.solutions, .refresh, .loaded(.solutions(F.solutions()), staleBecause: nil, at: F.now)))
    #expect(!text(state).contains("Refreshing"))
    #expect(view(state).selectedItem?.id == "s3")
    #expect(state.top == top)
  }

  @Test func mLoadsTheNextPageAndTheListGrows() {
    var state = F.loaded(.comments(F.comments(hasMore: true)), on: .comments)
    #expect(text(state).contains("Press m to load more."))
    #expect(char(&state, "m") == [.segmentTask(.comments, .more)])
    #expect(text(state).contains("Loading more…"))
    #expect(char(&state, "m") == [])
    var more = F.comments(hasMore: false)
    more.comments.append(F.comment(id: "c4", author: "ivy", body: "Late to the thread."))
    _ = reduce(
      &state, .segmentResult(.comments, .more, .loaded(.comments(more), staleBecause: nil, at: F.now)))
    #expect(view(state, .comments).items.count == 4)
    #expect(!text(state).contains("Loading more"))
    #expect(char(&state, "m") == [])
    #expect(state.messageText == "The whole list is shown")
  }

  @Test func aPageArrivingWhileAnEntryIsOpenShowsInTheListOnReturn() {
    var state = F.loaded(.comments(F.comments(hasMore: true)), on: .comments)
    _ = char(&state, "m")
    _ = key(&state, .enter)
    var more = F.comments(hasMore: false)
    more.comments.append(F.comment(id: "c4", author: "ivy", body: "Late to the thread."))
    _ = reduce(
      &state, .segmentResult(.comments, .more, .loaded(.comments(more), staleBecause: nil, at: F.now)))
    #expect(view(state, .comments).opened == "c1", "the thread stays open")
    _ = key(&state, .escape)
    #expect(state.currentLayout.itemRanges.count == 4)
    #expect(text(state).contains("Late to the thread."))
    #expect(!text(state).contains("Loading more"))
  }

  @Test func movingPastTheLastEntryLoadsMore() {
    var state = F.loaded(.comments(F.comments(hasMore: true)), on: .comments)
    _ = char(&state, "G")
    #expect(char(&state, "j") == [.segmentTask(.comments, .more)])
    _ = reduce(&state, .segmentResult(.comments, .more, .failed("timed out")))
    #expect(text(state).contains("Could not load more: timed out"))
    #expect(char(&state, "j") == [], "no retry loop on j after a failure")
    #expect(char(&state, "m") == [.segmentTask(.comments, .more)])
  }

  // MARK: - Comments and submissions

  @Test func enterOnACommentShowsItsThread() {
    var state = F.loaded(.comments(F.comments()), on: .comments)
    #expect(key(&state, .enter) == [])
    let thread = text(state)
    #expect(thread.contains("moss") && thread.contains("Same trap in my code."))
    _ = key(&state, .escape)
    _ = char(&state, "j")
    #expect(key(&state, .enter) == [.segmentTask(.comments, .open("c2"))])
    #expect(text(state).contains("Loading…"))
    _ = key(&state, .escape)
    _ = char(&state, "j")
    #expect(key(&state, .enter) == [], "no replies to fetch")
    #expect(text(state).contains("No replies."))
  }

  @Test func submissionsWithoutCredentialsExplainSigningIn() {
    var state = F.loaded(.signInNeeded, on: .submissions)
    #expect(text(state).contains("signed in to leetcode.com"))
    #expect(text(state).contains("leetview login"))
    #expect(state.selectedItemLines == nil)
    #expect(key(&state, .enter) == [])
    #expect(char(&state, "r") == [.segmentTask(.submissions, .refresh)])
  }

  @Test func enterOnASubmissionShowsItsCodeAndFigures() {
    var state = F.loaded(.submissions(F.submissions()), on: .submissions)
    #expect(text(state).hasPrefix("Accepted · Python3 · 52 ms · 17.9 MB"))
    #expect(key(&state, .enter) == [])
    let detail = text(state)
    #expect(detail.hasPrefix("✓ Accepted\nPython3 · "))
    #expect(detail.contains("Runtime 52 ms · beats 88.5%"))
    #expect(detail.contains("def relay(h):"))
    _ = key(&state, .escape)
    _ = char(&state, "j")
    #expect(key(&state, .enter) == [.segmentTask(.submissions, .open("902"))])
  }

  @Test func aClickSelectsAnEntryAndASecondClickOpensIt() {
    var state = F.loaded(.solutions(F.solutions()), on: .solutions)
    let line = state.currentLayout.itemRanges[2].lowerBound + 1
    let point = Point(x: 10, y: ProblemLayout.headerRows + line - state.top)
    #expect(reduce(&state, .mouse(MouseEvent(.press, at: point))) == [])
    #expect(view(state).selection == 2)
    #expect(!view(state).isOpen)
    #expect(
      reduce(&state, .mouse(MouseEvent(.press, at: point))) == [.segmentTask(.solutions, .open("s2"))])
    #expect(view(state).opened == "s2")
  }

  @Test func resizeKeepsTheSelectionOnTheSameEntry() {
    var state = F.loaded(.solutions(F.solutions()), on: .solutions)
    for _ in 0..<3 { _ = char(&state, "j") }
    _ = reduce(&state, .resized(Size(width: 40, height: 12)))
    #expect(view(state).selection == 3)
    #expect(state.currentLayout.itemRanges.count == 6)
    #expect(state.currentLayout.lines.allSatisfy { $0.width <= state.contentWidth })
  }
}

/// How long the segment pages take on a long list (printed, not asserted).
@Suite struct SegmentCostTests {
  @Test func aLongCommentListStaysQuickToMoveThrough() {
    var snapshot = SegmentFixture.comments(hasMore: true)
    snapshot.comments = (1...300).map { index in
      SegmentFixture.comment(
        id: "c\(index)", author: "reader\(index)",
        body: "Comment \(index): keep the **tallest** lantern, then `count` the keepers it passes.")
    }
    let clock = ContinuousClock()
    var state = Fixture.state(animated: false)
    _ = reduce(&state, .key(.character("2")))
    let arrive = clock.measure {
      _ = reduce(
        &state,
        .segmentResult(
          .comments, .load, .loaded(.comments(snapshot), staleBecause: nil, at: SegmentFixture.now)
        ))
    }
    let moves = clock.measure {
      for _ in 0..<299 { _ = reduce(&state, .key(.character("j"))) }
    }
    #expect(state.segments.views[.comments]?.selection == 299)
    let open = clock.measure { _ = reduce(&state, .key(.enter)) }
    let back = clock.measure { _ = reduce(&state, .key(.escape)) }
    #expect(state.segments.views[.comments]?.selection == 299)
    print(
      "300 comments: arrival \(arrive), 299 × j \(moves), Enter \(open), Esc back \(back)")
  }
}
