import Foundation
import LeetModel

/// Solutions, comments and submissions responses for the fake LeetCode, written by the team
/// (made-up people and text, in LeetCode's shapes).
public enum FakeSegmentFixtures {
  /// Article ids on the first solutions page, and the one on the second.
  public static let firstPageIDs = ["5001", "5002"]
  public static let secondPageID = "5003"

  private static func data(_ text: String) -> Data { Data(text.utf8) }

  private static func node(_ id: String, title: String, author: String, votes: Int, lang: String)
    -> String
  {
    #"""
    {"node":{"title":"\#(title)","topicId":"\#(id)","slug":"slug-\#(id)","summary":"A summary.",
    "canSee":true,"hasVideoArticle":false,"author":{"userName":"\#(author)","realName":"\#(author)"},
    "createdAt":"2026-01-05T10:00:00Z","hitCount":1234,"reactions":[{"count":7,"reactionType":"THUMBS_DOWN"},{"count":\#(votes),"reactionType":"UPVOTE"}],
    "tags":[{"name":"\#(lang)","slug":"x","tagType":"LANGUAGE"},{"name":"Greedy","slug":"greedy","tagType":"TOPIC"}],
    "topic":{"id":"\#(id)","topLevelCommentCount":1}}}
    """#
  }

  /// A page of solutions on leetcode.com: the first two for `skip` 0, the third after.
  public static func solutionsPage(skip: Int) -> Data {
    let nodes =
      skip == 0
      ? [
        node("5001", title: "Count with a running tally", author: "pebble_fan", votes: 88, lang: "Python3"),
        node("5002", title: "Bit tricks for blue stones", author: "rock_solid", votes: 21, lang: "C++"),
      ] : [node("5003", title: "A third way, slower", author: "late_comer", votes: 3, lang: "Java")]
    return data(
      #"{"data":{"ugcArticleSolutionArticles":{"totalNum":3,"pageInfo":{"hasNextPage":\#(skip == 0)},"edges":[\#(nodes.joined(separator: ","))]}}}"#
    )
  }

  /// The article with topic id `id`, with code in Python and Go.
  public static func article(topicID id: String) -> Data? {
    guard id.hasPrefix("500") else { return data(#"{"data":{"ugcArticleSolutionArticle":null}}"#) }
    let content =
      "## Idea \(id)\\n\\nKeep a **tally** of blue pebbles.\\n\\n```python\\ncount = 0  # py\\n```\\n\\n```go\\ncount := 0 // go\\n```\\n"
    return data(
      #"{"data":{"ugcArticleSolutionArticle":{"title":"Article \#(id)","slug":"slug-\#(id)","content":"\#(content)","author":{"userName":"writer_\#(id)"},"topic":{"id":"\#(id)"}}}}"#
    )
  }

  /// The editorial: readable.
  public static let editorial = data(
    #"{"data":{"question":{"solution":{"id":"77","title":"Counting pebbles, officially","content":"Look at each pebble **once**.\n\nIt takes $O(n)$ time.","canSeeDetail":true,"paidOnly":false,"hasVideoSolution":false}}}}"#
  )

  /// The question without an editorial in `solution`, as newer problems answer.
  public static let editorialWithoutSolution = data(#"{"data":{"question":{"solution":null}}}"#)

  /// The editorial as the UGC official article, in the fields of the web page's request.
  public static let officialArticle = data(
    #"{"data":{"ugcArticleOfficialSolutionArticle":{"uuid":"7f3c2a10-0000-4000-8000-000000000077","title":"Pebbles, the official way","slug":"pebbles-the-official-way","content":"Overview\n\n## Counting\n\nCount each pebble **once**.","canSee":true,"chargeType":"FREE","author":{"realName":"LeetCode","userName":"LeetCode"}}}}"#
  )

  /// The discussion topic of a problem.
  public static let topic = data(
    #"{"data":{"questionDiscussionTopic":{"id":600,"commentCount":4,"topLevelCommentCount":3}}}"#)

  private static func comment(_ id: Int, author: String, votes: Int, text: String, children: Int)
    -> String
  {
    #"""
    {"id":\#(id),"pinned":false,"numChildren":\#(children),"post":{"id":\#(id + 1000),"voteCount":\#(votes),
    "voteUpCount":\#(votes),"content":"\#(text)","creationDate":1764000000,"updationDate":1764000000,
    "author":{"username":"\#(author)","isActive":true,"profile":{"realName":"\#(author)"}}}}
    """#
  }

  /// Page `page` of the comments: two on the first, one on the second.
  public static func commentsPage(_ page: Int) -> Data {
    let items =
      page == 1
      ? [
        comment(601, author: "stone_reader", votes: 40, text: "Count **once**, then stop.", children: 1),
        comment(602, author: "gravel_guy", votes: 12, text: "Works for me.", children: 0),
      ] : [comment(603, author: "slate_sam", votes: 2, text: "Page two here.", children: 0)]
    return data(
      #"{"data":{"topicComments":{"totalNum":3,"data":[\#(items.joined(separator: ","))]}}}"#)
  }

  /// The replies to comment `id`.
  public static func replies(_ id: Int) -> Data {
    let items =
      id == 601 ? [comment(6011, author: "pebble_pal", votes: 5, text: "Agreed, *once*.", children: 0)] : []
    return data(#"{"data":{"commentReplies":[\#(items.joined(separator: ","))]}}"#)
  }

  /// The signed-in user's submissions.
  public static let submissions = data(
    #"""
    {"data":{"questionSubmissionList":{"lastKey":null,"hasNext":false,"submissions":[
    {"id":"9002","status":10,"statusDisplay":"Accepted","lang":"python3","langName":"Python3","runtime":"40 ms","memory":"16.1 MB","timestamp":"1764000000","isPending":"Not Pending"},
    {"id":"9001","status":11,"statusDisplay":"Wrong Answer","lang":"cpp","langName":"C++","runtime":"N/A","memory":"N/A","timestamp":"1763900000","isPending":"Not Pending"}]}}}
    """#)

  /// The detail of submission `id`.
  public static func submissionDetail(_ id: String) -> Data {
    data(
      #"{"data":{"submissionDetails":{"id":\#(id),"code":"class Solution:\n    def count(self, p):\n        return \"blue\"  # \#(id)\n","runtimeDisplay":"40 ms","runtimePercentile":87.5,"memoryDisplay":"16.1 MB","memoryPercentile":55.25,"lang":{"name":"python3","verboseName":"Python3"}}}}"#
    )
  }

  // MARK: - leetcode.cn

  /// leetcode.cn's solutions list.
  public static let solutionsCN = data(
    #"{"data":{"questionSolutionArticles":{"totalNum":1,"edges":[{"node":{"title":"哈希表计数","slug":"ha-xi-biao","summary":"一次遍历","canSee":true,"upvoteCount":9,"hitCount":300,"createdAt":"2026-02-01T00:00:00+08:00","author":{"username":"xiao_shi"},"tags":[{"name":"Python3","slug":"python3","tagType":"LANGUAGE"}],"topic":{"id":7001}}}]}}}"#
  )

  /// leetcode.cn's article, by slug.
  public static func articleCN(slug: String) -> Data? {
    guard slug == "ha-xi-biao" else { return nil }
    return data(
      #"{"data":{"solutionArticle":{"title":"哈希表计数","slug":"ha-xi-biao","content":"用**哈希表**记录每个值。","author":{"username":"xiao_shi"},"topic":{"id":7001}}}}"#
    )
  }

  /// leetcode.cn's bound topic (its comments are in `FakeSegmentFixtures+CN.swift`).
  public static let boundTopicCN = data(#"{"data":{"question":{"boundTopicId":8800}}}"#)

  /// leetcode.cn's submissions and detail.
  public static let submissionsCN = data(
    #"{"data":{"submissionList":{"lastKey":null,"hasNext":false,"submissions":[{"id":"7777","status":"AC","statusDisplay":"Accepted","lang":"python3","langName":"Python3","runtime":"36 ms","memory":"15 MB","timestamp":"1764000000","isPending":"Not Pending"}]}}}"#
  )
  public static let submissionDetailCN = data(
    #"{"data":{"submissionDetail":{"id":"7777","code":"print('cn')","runtimeDisplay":"36 ms","memoryDisplay":"15 MB","lang":"python3","langVerboseName":"Python3","runtimePercentile":50.0,"memoryPercentile":60.0}}}"#
  )

  /// Adds every segment route for both sites to `fake` (any problem slug gets the same answers).
  public static func install(on fake: FakeLeetCode) {
    fake.serve(queryContaining: "ugcArticleSolutionArticles(") { solutionsPage(skip: $0["skip"].int ?? 0) }
    fake.serve(queryContaining: "ugcArticleSolutionArticle(") { article(topicID: $0["topicId"].string ?? "") }
    fake.serve(queryContaining: "query officialSolution") { _ in editorial }
    fake.serve(queryContaining: "ugcArticleOfficialSolutionArticle(") { _ in officialArticle }
    fake.serve(queryContaining: "questionDiscussionTopic(") { _ in topic }
    fake.serve(queryContaining: "topicComments(") { commentsPage($0["pageNo"].int ?? 1) }
    fake.serve(queryContaining: "commentReplies(") { replies($0["commentId"].int ?? 0) }
    fake.serve(queryContaining: "questionSubmissionList(") { _ in submissions }
    fake.serve(queryContaining: "submissionDetails(submissionId") {
      submissionDetail(String($0["submissionId"].int ?? 0))
    }
    fake.serve(queryContaining: "questionSolutionArticles(") { _ in solutionsCN }
    fake.serve(queryContaining: "solutionArticle(slug") { articleCN(slug: $0["slug"].string ?? "") }
    fake.serve(queryContaining: "boundTopicId") { _ in boundTopicCN }
    installCN(on: fake)
    fake.serve(queryContaining: "submissionList(offset") { _ in submissionsCN }
    fake.serve(queryContaining: "submissionDetail(submissionId") { _ in submissionDetailCN }
  }
}
