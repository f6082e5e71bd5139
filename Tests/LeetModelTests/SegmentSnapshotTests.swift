import Foundation
import LeetTestSupport
import Testing

@testable import LeetModel

/// Decoding the segment files: the bundled ones, and every response shape the decoders accept.
@Suite struct SegmentSnapshotTests {
  func bundled(_ path: String) throws -> Data {
    try Data(contentsOf: Corpus.repositoryRoot.appendingPathComponent("cache/leetcode.com/\(path)"))
  }

  @Test func bundledSolutionsOfTwoSum() throws {
    let snapshot = try SolutionsSnapshot.decode(bundled("solutions/two-sum.json"))
    #expect(snapshot.solutions.map(\.id) == ["900001", "900002"])
    #expect(snapshot.solutions[0].author == "mira_k")
    #expect(snapshot.solutions[0].votes == 412)
    #expect(snapshot.solutions[0].languages == ["Go", "Rust"])
    #expect(snapshot.articles["900001"]?.content.contains("func twoSum") == true)
    #expect(snapshot.readableEditorial?.title == "Two Sum: from pairs to one pass")
  }

  @Test func bundledCommentsOfTwoSum() throws {
    let snapshot = try CommentsSnapshot.decode(bundled("comments/two-sum.json"))
    #expect(snapshot.comments.map(\.author) == ["quiet_owl", "ranjit", "li_wen"])
    #expect(snapshot.comments[0].replyCount == 2)
    #expect(snapshot.comments[0].pinned)
    #expect(snapshot.replies["70001"]?.count == 2)
    #expect(!snapshot.hasMore)
  }

  @Test func legacySolutionsAndLiteralNewlines() throws {
    let json = #"""
      {"list":{"data":{"questionSolutions":{"totalNum":1,"solutions":[{"id":"42","title":"Old style",
      "viewCount":9,"solutionTags":[{"name":"Python3","slug":"python3"}],
      "post":{"voteCount":5,"creationDate":1600000000,"author":{"username":"old\u001b[31mtimer"}}}]}}},
      "articles":{"42":{"data":{"topic":{"title":"Old style","post":{"content":"line one\\nline two","author":{"username":"oldtimer"}}}}}}}
      """#
    let snapshot = try SolutionsSnapshot.decode(Data(json.utf8))
    #expect(snapshot.solutions.first?.author == "oldtimer")
    #expect(snapshot.solutions.first?.votes == 5)
    #expect(snapshot.solutions.first?.languages == ["Python3"])
    #expect(snapshot.articles["42"]?.content == "line one\nline two")
  }

  @Test func chineseSiteSolutions() throws {
    let json = #"""
      {"list":{"data":{"questionSolutionArticles":{"totalNum":1,"edges":[{"node":{"slug":"liang-shu",
      "title":"两数之和 哈希表","upvoteCount":7,"hitCount":100,"topic":{"id":555},"author":{"username":"lc"}}}]}}},
      "articles":{"555":{"data":{"solutionArticle":{"title":"两数之和 哈希表","content":"用哈希表。"}}}}}
      """#
    let snapshot = try SolutionsSnapshot.decode(Data(json.utf8))
    #expect(snapshot.solutions.first?.id == "555")
    #expect(snapshot.solutions.first?.slug == "liang-shu")
    #expect(snapshot.articles["555"]?.content == "用哈希表。")
  }

  @Test func submissionsWithDetails() throws {
    let json = #"""
      {"list":{"data":{"questionSubmissionList":{"hasNext":false,"lastKey":null,"submissions":[
      {"id":"1001","statusDisplay":"Accepted","langName":"Python3","runtime":"52 ms","memory":"17.9 MB","timestamp":"1764000000","isPending":"Not Pending"},
      {"id":"1000","statusDisplay":"Wrong Answer","lang":"cpp","runtime":"N/A","memory":"N/A","timestamp":"1763000000"}]}}},
      "details":{"1001":{"data":{"submissionDetails":{"code":"print(1)","runtimeDisplay":"52 ms","runtimePercentile":91.5,
      "memoryDisplay":"17.9 MB","memoryPercentile":40.2,"lang":{"name":"python3","verboseName":"Python3"}}}}}}
      """#
    let snapshot = try SubmissionsSnapshot.decode(Data(json.utf8))
    #expect(snapshot.submissions.map(\.status) == ["Accepted", "Wrong Answer"])
    #expect(snapshot.submissions[0].isAccepted)
    #expect(snapshot.submissions[1].language == "cpp")
    #expect(snapshot.submissions[0].date == Date(timeIntervalSince1970: 1_764_000_000))
    #expect(snapshot.details["1001"]?.runtimePercentile == 91.5)
    #expect(snapshot.details["1001"]?.language == "Python3")
  }

  @Test func damagedFilesAreReported() {
    #expect(throws: SegmentFile.Failure.self) { try CommentsSnapshot.decode(Data("{\"pages\":[".utf8)) }
    #expect(throws: SegmentFile.Failure.self) { try SubmissionsSnapshot.decode(Data("[1]".utf8)) }
  }
}
