import Foundation
import LeetModel

/// leetcode.cn's comments as its site answers them: the fake checks the declared variable types
/// against cn's schema, as GraphQL does, and answers in the shape of cn's own web request.
extension FakeSegmentFixtures {
  /// The comment fields leetcode.cn's own web request asks (`commentFields on CommentRelayNode`,
  /// quoted in `recorded/live-2026/PROVENANCE.md`; `mentionedUsers` and `__typename` left out).
  public static let siteCommentFieldsCN = """
    { id numChildren isEdited post { id content voteUpCount creationDate updationDate status voteStatus
      author { username isDiscussAdmin profile { userSlug userAvatar realName } } } }
    """

  /// The argument types of cn's comment fields: `commonTopicComments` takes an `Int!` topic id
  /// (its web request declares `$topicId: Int!`), `commentReplyConnection` an `ID!` comment id.
  static let argumentTypesCN: [String: [String: String]] = [
    "commonTopicComments": ["topicId": "Int!", "orderBy": "CommentOrderBy", "skip": "Int", "first": "Int"],
    "commentReplyConnection": [
      "commentId": "ID!", "orderBy": "CommentReplyOrderBy", "skip": "Int", "first": "Int",
    ],
  ]

  /// GraphQL's refusal of `query` when a variable bound to an argument of `field` is declared
  /// with another type (a non-null variable may fill a nullable argument); nil when it is valid.
  static func typeRefusal(_ query: String, field: String) -> Data? {
    let declared = GraphQLRequestShape.declaredVariables(query)
    for (argument, variable) in GraphQLRequestShape.argumentVariables(query, field: field) {
      guard let expected = argumentTypesCN[field]?[argument], let type = declared[variable],
        type != expected, type != expected + "!"
      else { continue }
      let message =
        "Variable \"$\(variable)\" of type \"\(type)\" used in position expecting type \"\(expected)\"."
      return FakeCollections.encode([
        "errors": [["message": message, "locations": [["line": 1, "column": 1]]]]
      ])
    }
    return nil
  }

  private static func commentNodeCN(_ id: Int, author: String, name: String, text: String, children: Int)
    -> String
  {
    #"""
    {"node":{"id":"\#(id)","numChildren":\#(children),"isEdited":false,"post":{"id":\#(id + 1),
    "content":"\#(text)","voteUpCount":3,"creationDate":1764000000,"updationDate":1764000000,"status":"VALID",
    "voteStatus":0,"author":{"username":"\#(author)","isDiscussAdmin":false,"profile":{"userSlug":"\#(author)",
    "userAvatar":"https://assets.leetcode.cn/aliyun-lc-upload/default_avatar.png","realName":"\#(name)"}}}}}
    """#
  }

  /// cn's first page of comments, in the shape its web request gets.
  public static let commentsCNSite = Data(
    #"{"data":{"commonTopicComments":{"totalNum":1,"edges":[\#(commentNodeCN(8801, author: "lao_wang", name: "老王", text: "好题！", children: 1))]}}}"#
      .utf8)

  /// cn's replies to comment 8801.
  public static let repliesCNSite = Data(
    #"{"data":{"commentReplyConnection":{"totalNum":1,"edges":[\#(commentNodeCN(8811, author: "xiao_li", name: "小李", text: "同意", children: 0))]}}}"#
      .utf8)

  /// Answers cn's comment queries, refusing declared types that cn's schema does not take.
  static func installCN(on fake: FakeLeetCode) {
    for (field, body) in [("commonTopicComments", commentsCNSite), ("commentReplyConnection", repliesCNSite)]
    {
      fake.serve(
        queryContaining: field + "(",
        byRequest: { request in
          let query = (try? JSONValue.parse(request.body))?["query"].string ?? ""
          return typeRefusal(query, field: field) ?? body
        })
    }
  }
}
