import Foundation
import LeetModel
import LeetTestSupport
import TermCore
import Testing

@testable import LeetUI

/// The status line names a source only for a page that came from one.
@Suite struct SourceLabelTests {
  private typealias F = SegmentFixture

  /// The status row of `state`.
  static func status(_ state: ProblemState) -> String {
    ProblemView.render(state).rowsText.last ?? ""
  }

  @Test func theDescriptionSaysWhereTheProblemCameFrom() {
    let state = Fixture.state(animated: false)
    #expect(state.pageSourceLabel == "bundled")
    #expect(Self.status(state).contains("· bundled"))
  }

  @Test func aSegmentLoadingOrFailedNamesNoSource() {
    var state = Fixture.state(animated: false)
    _ = reduce(&state, .key(.character("3")))
    #expect(state.pageSourceLabel == "")
    #expect(!Self.status(state).contains("bundled"), "\(Self.status(state))")
    _ = reduce(&state, .segmentResult(.solutions, .load, .failed("leetcode.com answered HTTP 500")))
    #expect(state.pageSourceLabel == "")
    let row = Self.status(state)
    for label in ["bundled", "live", "cached"] { #expect(!row.contains(label), "\(row)") }
  }

  @Test func theSignInPageNamesNoSource() {
    let state = F.loaded(.signInNeeded, on: .submissions)
    #expect(state.pageSourceLabel == "")
    #expect(!Self.status(state).contains("bundled") && !Self.status(state).contains("live"))
  }

  @Test func aLoadedSegmentNamesItsOwnSource() {
    var state = Fixture.state(animated: false)
    _ = reduce(&state, .key(.character("2")))
    let outcome = SegmentOutcome.loaded(
      .comments(F.comments()), staleBecause: nil, at: F.now, source: "cached 2 days ago")
    _ = reduce(&state, .segmentResult(.comments, .load, outcome))
    #expect(Self.status(state).contains("· cached 2 days ago"), "\(Self.status(state))")
    // A refresh that fails keeps the copy shown, and where it came from.
    _ = reduce(&state, .segmentResult(.comments, .refresh, .failed("timed out")))
    #expect(state.pageSourceLabel == "cached 2 days ago")
    // A refresh that works says so.
    let fresh = SegmentOutcome.loaded(.comments(F.comments()), staleBecause: nil, at: F.now, source: "live")
    _ = reduce(&state, .segmentResult(.comments, .refresh, fresh))
    #expect(state.pageSourceLabel == "live")
    // Back on the description, the problem's own source.
    _ = reduce(&state, .key(.character("1")))
    #expect(state.pageSourceLabel == "bundled")
  }

  @Test func theSolutionFileNamesNoSource() {
    var state = Fixture.state(animated: false)
    _ = reduce(&state, .key(.character("5")))
    #expect(state.selected == .code)
    #expect(state.pageSourceLabel == "")
  }
}
