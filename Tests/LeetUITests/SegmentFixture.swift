import Foundation
import TermCore

@testable import LeetModel
@testable import LeetUI

/// Segment data written by the team for these tests (not LeetCode text).
enum SegmentFixture {
  static let now = Date(timeIntervalSince1970: 1_790_000_000)
  static func daysAgo(_ days: Double) -> Date { now.addingTimeInterval(-days * 86_400) }

  /// An editorial and five community solutions; the editorial's and the first one's articles are
  /// cached, the fourth needs Premium.
  static func solutions(cachedArticles: Set<String> = ["s1"], hasMore: Bool = false)
    -> SolutionsSnapshot
  {
    let titles = [
      "Keep the tallest lantern seen so far", "A stack of keepers, walked once",
      "Counting records from the right", "Premium only: a segment tree", "Brute force for small rows",
    ]
    let summaries = titles.enumerated().map { index, title in
      SolutionSummary(
        id: "s\(index + 1)", slug: nil, title: title, author: "keeper\(index + 1)",
        votes: 100 - index * 10, views: 2_000 + index, languages: index == 1 ? ["Go", "Rust"] : ["Python3"],
        date: daysAgo(Double(10 + index)), summary: nil, canSee: index != 3)
    }
    var articles: [String: SolutionArticle] = [:]
    for id in cachedArticles {
      let index = Int(id.dropFirst()).map { $0 - 1 } ?? 0
      articles[id] = SolutionArticle(
        id: id, title: titles[index], author: "keeper\(index + 1)",
        content: """
          ## Idea

          Walk the row once and keep the **tallest** lantern seen so far.

          ```go
          func relay(h []int) int { return len(h) }
          ```
          ```python3
          def relay(h): return len(h)
          ```
          """, isEditorial: false)
    }
    return SolutionsSnapshot(
      fetchedAt: now,
      editorial: EditorialInfo(
        title: "Lantern Relay: one pass", content: "One pass with a running maximum.",
        canSeeDetail: true, isPaidOnly: false),
      solutions: summaries, total: hasMore ? 40 : 5, hasMore: hasMore, articles: articles)
  }

  /// Three comments; the first has two replies cached, the second one reply not cached.
  static func comments(repliesCached: Bool = true, hasMore: Bool = false) -> CommentsSnapshot {
    let bodies = [
      "Check the keeper **before** storing the height, or equal lanterns pass to themselves.",
      "Does the signal ever go backwards? The statement says no.",
      "Nice problem for practising a running maximum.",
    ]
    let comments = bodies.enumerated().map { index, body in
      Comment(
        id: "c\(index + 1)", author: ["owl", "fern", "reed"][index], votes: 50 - index * 20,
        date: daysAgo(Double(3 + index)), content: body, replyCount: [2, 1, 0][index],
        pinned: index == 0)
    }
    var replies: [String: [Comment]] = [:]
    if repliesCached {
      replies["c1"] = [
        Comment(
          id: "r1", author: "moss", votes: 4, date: daysAgo(2), content: "Good point, thanks.",
          replyCount: 0, pinned: false),
        Comment(
          id: "r2", author: "pine", votes: 1, date: daysAgo(1), content: "Same trap in my code.",
          replyCount: 0, pinned: false),
      ]
    }
    return CommentsSnapshot(
      fetchedAt: now, topicID: "77", total: hasMore ? 12 : 3, comments: comments,
      replies: replies, pagesFetched: 1)
  }

  /// Two submissions, the first with its detail cached.
  static func submissions() -> SubmissionsSnapshot {
    SubmissionsSnapshot(
      fetchedAt: now,
      submissions: [
        Submission(
          id: "901", status: "Accepted", language: "Python3", runtime: "52 ms",
          memory: "17.9 MB", date: daysAgo(1)),
        Submission(
          id: "902", status: "Wrong Answer", language: "Go", runtime: nil, memory: nil,
          date: daysAgo(2)),
      ],
      hasMore: false, lastKey: nil,
      details: [
        "901": SubmissionDetail(
          id: "901", code: "def relay(h):\n    return len(h)\n", language: "Python3",
          runtime: "52 ms", runtimePercentile: 88.5, memory: "17.9 MB", memoryPercentile: 40.25)
      ])
  }

  /// A comment without replies, a day old.
  static func comment(id: String, author: String, body: String) -> LeetModel.Comment {
    Comment(
      id: id, author: author, votes: 1, date: daysAgo(1), content: body, replyCount: 0,
      pinned: false)
  }

  /// `state` on `segment` with `snapshot` loaded as the first load's answer.
  static func loaded(
    _ snapshot: SegmentContent, on segment: Segment, width: Int = 80, height: Int = 24
  ) -> ProblemState {
    var state = Fixture.state(width: width, height: height, animated: false)
    _ = reduce(&state, .key(.character(segment == .comments ? "2" : segment == .solutions ? "3" : "4")))
    _ = reduce(
      &state, .segmentResult(segment, .load, .loaded(snapshot, staleBecause: nil, at: now, source: "live")))
    return state
  }
}
