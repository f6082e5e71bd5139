import LeetModel
import LeetTestSupport
import TermCore
import Testing

@testable import LeetUI

/// Whole-screen snapshots of the segment pages (`Snapshots/segment-*.txt`).
@Suite struct SegmentScreenTests {
  private typealias F = SegmentFixture
  static let sizes = [(80, 24), (40, 12)]

  private func snap(_ state: ProblemState, _ name: String, _ width: Int, _ height: Int) {
    assertSnapshot(ProblemView.render(state).snapshot(), named: "segment-\(name)-\(width)x\(height)")
  }

  @Test func solutionsListWithTheSecondEntrySelected() {
    for (width, height) in Self.sizes {
      var state = F.loaded(.solutions(F.solutions()), on: .solutions, width: width, height: height)
      _ = reduce(&state, .key(.character("j")))
      snap(state, "solutions-list", width, height)
    }
  }

  @Test func anArticle() {
    for (width, height) in Self.sizes {
      var state = F.loaded(.solutions(F.solutions()), on: .solutions, width: width, height: height)
      state.segments.preferredLanguage = "python3"
      _ = reduce(&state, .key(.character("j")))
      _ = reduce(&state, .key(.enter))
      snap(state, "solutions-article", width, height)
    }
  }

  @Test func commentsListAndAThread() {
    for (width, height) in Self.sizes {
      var state = F.loaded(.comments(F.comments(hasMore: true)), on: .comments, width: width, height: height)
      snap(state, "comments-list", width, height)
      _ = reduce(&state, .key(.enter))
      snap(state, "comments-thread", width, height)
    }
  }

  @Test func submissionsSignInAndDetail() {
    for (width, height) in Self.sizes {
      let signIn = F.loaded(.signInNeeded, on: .submissions, width: width, height: height)
      snap(signIn, "submissions-sign-in", width, height)
      var list = F.loaded(.submissions(F.submissions()), on: .submissions, width: width, height: height)
      snap(list, "submissions-list", width, height)
      _ = reduce(&list, .key(.enter))
      snap(list, "submissions-detail", width, height)
    }
  }

  @Test func loadingAndErrorNotices() {
    for (width, height) in Self.sizes {
      var state = Fixture.state(width: width, height: height, animated: false)
      _ = reduce(&state, .key(.character("3")))
      snap(state, "loading", width, height)
      _ = reduce(
        &state,
        .segmentResult(
          .solutions, .load,
          .failed("the Solutions page of 'lantern-relay' is not in the cache and leetview is offline")))
      snap(state, "error", width, height)
      var article = F.loaded(.solutions(F.solutions()), on: .solutions, width: width, height: height)
      for _ in 0..<2 { _ = reduce(&article, .key(.character("j"))) }
      _ = reduce(&article, .key(.enter))
      snap(article, "article-loading", width, height)
    }
  }
}
