import Foundation
import Testing

@testable import LeetModel

/// The segment and contest decoders on the shapes the real site answers with (issue 32): a
/// solution's reactions of several types, leetcode.cn's comment and reply connections, the UGC
/// official article, and the REST contest info.
@Suite struct RealSiteShapeDecoderTests {
  @Test func votesAreTheUpvoteReactionsOnly() throws {
    // The reaction types of `ugcArticleSolutionArticles`, as LeetCode's page reads them
    // (nex-54/Dislike-Count-For-LeetCode counts `UPVOTE` as likes, `THUMBS_DOWN` as dislikes).
    let json = #"""
      {"list":{"data":{"ugcArticleSolutionArticles":{"totalNum":3,"pageInfo":{"hasNextPage":false},"edges":[
      {"node":{"title":"Mixed","topicId":"1","reactions":[{"count":40,"reactionType":"THUMBS_DOWN"},{"count":120,"reactionType":"UPVOTE"},{"count":9,"reactionType":"CONFUSED"}]}},
      {"node":{"title":"Only frowns","topicId":"2","reactions":[{"count":5,"reactionType":"THUMBS_DOWN"}]}},
      {"node":{"title":"None yet","topicId":"3","reactions":[]}}]}}}}
      """#
    let snapshot = try SolutionsSnapshot.decode(Data(json.utf8))
    #expect(snapshot.solutions.map(\.votes) == [120, 0, 0])
  }

  @Test func cnCommentsAndTheirReplyConnection() throws {
    // `commentFields on CommentRelayNode` as leetcode.cn's own request asks it.
    let node = { (id: String, text: String, children: Int) in
      #"""
      {"node":{"id":"\#(id)","numChildren":\#(children),"isEdited":true,"post":{"id":9\#(id),"content":"\#(text)",
      "voteUpCount":12,"creationDate":1764000000,"updationDate":1764000100,"status":"VALID","voteStatus":0,
      "author":{"username":"wang-wu","isDiscussAdmin":false,"profile":{"userSlug":"wang-wu","userAvatar":"","realName":"王五"}}}}}
      """#
    }
    let json = """
      {"topic":{"data":{"question":{"boundTopicId":8800}}},
       "pages":[{"data":{"commonTopicComments":{"totalNum":30,"edges":[\(node("1", "第一", 1)),\(node("2", "第二", 0))]}}}],
       "replies":{"1":{"data":{"commentReplyConnection":{"totalNum":1,"edges":[\(node("11", "回复", 0))]}}}}}
      """
    let snapshot = try CommentsSnapshot.decode(Data(json.utf8))
    #expect(snapshot.topicID == "8800")
    #expect(snapshot.comments.map(\.id) == ["1", "2"])
    #expect(snapshot.comments.map(\.votes) == [12, 12])
    #expect(snapshot.comments.map(\.replyCount) == [1, 0])
    #expect(snapshot.comments.allSatisfy { !$0.pinned && $0.author == "wang-wu" })
    #expect(snapshot.comments[0].date == Date(timeIntervalSince1970: 1_764_000_000))
    #expect(snapshot.replies["1"]?.map(\.content) == ["回复"])
    #expect(snapshot.hasMore)
  }

  @Test func anEmptySolutionFallsBackToTheOfficialArticle() throws {
    let article = #"""
      "officialArticle":{"data":{"ugcArticleOfficialSolutionArticle":{"uuid":"u-1","title":"Two Sum, officially",
      "slug":"two-sum-officially","content":"[TOC]\n\n## Approach 1","canSee":true,"chargeType":"FREE",
      "author":{"realName":"LeetCode","userName":"LeetCode"}}}}
      """#
    let none = try SolutionsSnapshot.decode(
      Data(#"{"editorial":{"data":{"question":{"solution":null}}},\#(article)}"#.utf8))
    #expect(none.readableEditorial?.title == "Two Sum, officially")
    #expect(none.readableEditorial?.content == "[TOC]\n\n## Approach 1")
    // A solution with a body wins over an article kept beside it.
    let body = #"{"data":{"question":{"solution":{"title":"Own","content":"Body","canSeeDetail":true}}}}"#
    let both = try SolutionsSnapshot.decode(Data(#"{"editorial":\#(body),\#(article)}"#.utf8))
    #expect(both.readableEditorial?.title == "Own")
    // An article that cannot be seen is the locked editorial, not a readable one.
    let locked = try SolutionsSnapshot.decode(
      Data(
        #"{"officialArticle":{"data":{"ugcArticleOfficialSolutionArticle":{"title":"Paid","content":null,"canSee":false}}}}"#
          .utf8))
    #expect(locked.editorial?.isReadable == false)
    #expect(locked.editorial?.isPaidOnly == true)
    // No article at all: no editorial.
    let absent = try SolutionsSnapshot.decode(
      Data(#"{"officialArticle":{"data":{"ugcArticleOfficialSolutionArticle":null}}}"#.utf8))
    #expect(absent.editorial == nil)
  }

  @Test func theMissingPartIsReadAsOneCleanLine() throws {
    let snapshot = try SolutionsSnapshot.decode(
      Data(#"{"unavailable":"The community solutions could not be loaded:\u001b[2J HTTP 500"}"#.utf8))
    #expect(snapshot.unavailable == "The community solutions could not be loaded: HTTP 500")
  }

  @Test func aContestFromTheRESTInfo() throws {
    // `GET /contest/api/info/<slug>/` in the fields leetgo reads (practice-api.md §6).
    let json = #"""
      {"data":{"restContestInfo":{"contest":{"id":1400,"title":"Weekly Contest 400","start_time":1717295400,
      "duration":5400,"origin_start_time":1717295400,"is_virtual":false,"description":""},
      "questions":[{"id":1,"question_id":3000,"credit":3,"title":"A","english_title":"A","title_slug":"a-one"},
      {"id":2,"question_id":3001,"credit":5,"title":"B","english_title":"B","title_slug":"b-two"},
      {"id":3,"question_id":3002,"credit":4,"title":"Bad","title_slug":"../x"}],
      "registered":false,"containsPremium":true}}}
      """#
    let document = try JSONValue.parse(Data(json.utf8))
    let contest = try #require(ContestAnswer.contest(document, slug: "weekly-contest-400"))
    #expect(contest.name == "Weekly Contest 400")
    #expect(contest.entries.map(\.item.titleSlug) == ["a-one", "b-two"])
    #expect(contest.entries.map(\.credit) == [3, 5])
    #expect(contest.isPremiumOnly)
    #expect(
      ContestAnswer.startTime(document, slug: "weekly-contest-400")
        == Date(timeIntervalSince1970: 1_717_295_400))
    // A REST answer without a contest is no contest.
    let empty = try JSONValue.parse(Data(#"{"data":{"restContestInfo":{"error":"not found"}}}"#.utf8))
    #expect(ContestAnswer.contest(empty, slug: "weekly-contest-400") == nil)
  }
}
