import FoundationEssentials
import LeetModel

/// The queries for the Solutions, Comments and Submissions segments, written for leetview from
/// `reference/leetcode-api.md` §4.4–4.6.
public enum SegmentQueries {
  /// Community solutions per page.
  public static let solutionsPageSize = 15
  /// Comments per page.
  public static let commentsPageSize = 10
  /// Comments per page on leetcode.cn: the `first: 15` its own web request writes into the query.
  public static let commentsPageSizeCN = 15
  /// Replies asked for at once on leetcode.cn (its connection pages them).
  public static let repliesPageSizeCN = 100
  /// Submissions per page.
  public static let submissionsPageSize = 20

  private static func number(_ value: Int) -> JSONValue { .number(Double(value)) }

  // MARK: - Solutions

  /// A page of community solutions, most voted first.
  public static func solutions(slug: String, skip: Int, site: Site) -> GraphQLOperation {
    var variables: [String: JSONValue] = [
      "questionSlug": .string(slug), "skip": number(skip), "first": number(solutionsPageSize),
    ]
    if site == .cn {
      variables["orderBy"] = .string("MOST_UPVOTE")
      return GraphQLOperation(name: "questionTopicsList", query: solutionsCN, variables: variables)
    }
    variables["orderBy"] = .string("MOST_VOTES")
    return GraphQLOperation(
      name: "ugcArticleSolutionArticles", query: solutionsCom, variables: variables)
  }

  /// One community solution: by topic id on leetcode.com, by slug on leetcode.cn.
  public static func article(topicID: String, slug: String?, site: Site) -> GraphQLOperation {
    if site == .cn {
      return GraphQLOperation(
        name: "discussTopic", query: articleCN, variables: ["slug": .string(slug ?? "")])
    }
    return GraphQLOperation(
      name: "ugcArticleSolutionArticle", query: articleCom,
      variables: ["topicId": .string(topicID)])
  }

  /// The official editorial (leetcode.com only).
  public static func editorial(slug: String) -> GraphQLOperation {
    GraphQLOperation(
      name: "officialSolution", query: editorialCom, variables: ["titleSlug": .string(slug)])
  }

  /// The official editorial as the UGC article API keeps it, for a question whose `solution` is
  /// empty (leetcode.com only).
  public static func officialArticle(slug: String) -> GraphQLOperation {
    GraphQLOperation(
      name: "ugcArticleOfficialSolutionArticle", query: officialArticleCom,
      variables: ["questionSlug": .string(slug)])
  }

  // MARK: - Comments

  /// The discussion topic of a problem: its id (leetcode.com) or bound topic id (leetcode.cn).
  public static func discussionTopic(slug: String, site: Site) -> GraphQLOperation {
    if site == .cn {
      return GraphQLOperation(
        name: "questionBoundTopic", query: topicCN, variables: ["titleSlug": .string(slug)])
    }
    return GraphQLOperation(
      name: "discussionTopic", query: topicCom, variables: ["questionSlug": .string(slug)])
  }

  /// Page `page` (from 1) of a topic's comments, best first; leetcode.cn skips `skip` comments.
  public static func comments(topicID: String, page: Int, skip: Int, site: Site)
    -> GraphQLOperation
  {
    let id: JSONValue = Int(topicID).map(number) ?? .string(topicID)
    if site == .cn {
      return GraphQLOperation(
        name: "commonTopicComments", query: commentsCN,
        variables: ["topicId": id, "orderBy": .string("HOT"), "skip": number(skip)])
    }
    return GraphQLOperation(
      name: "questionDiscussComments", query: commentsCom,
      variables: [
        "topicId": id, "orderBy": .string("best"), "pageNo": number(page),
        "numPerPage": number(commentsPageSize),
      ])
  }

  /// The replies to one comment: leetcode.com's `commentReplies` list, leetcode.cn's
  /// `commentReplyConnection` (its `commentId` is an `ID!`, a string), oldest first.
  public static func replies(commentID: String, site: Site) -> GraphQLOperation {
    if site == .cn {
      return GraphQLOperation(
        name: "commentReplyConnection", query: repliesCN,
        variables: [
          "commentId": .string(commentID), "orderBy": .string("OLD_TO_NEW"), "skip": number(0),
          "first": number(repliesPageSizeCN),
        ])
    }
    let id: JSONValue = Int(commentID).map(number) ?? .string(commentID)
    return GraphQLOperation(
      name: "commentReplies", query: repliesQuery, variables: ["commentId": id])
  }

  // MARK: - Submissions

  /// A page of the signed-in user's submissions for one problem, newest first.
  public static func submissions(slug: String, offset: Int, lastKey: String?, site: Site)
    -> GraphQLOperation
  {
    GraphQLOperation(
      name: "submissionList", query: site == .cn ? submissionsCN : submissionsCom,
      variables: [
        "questionSlug": .string(slug), "offset": number(offset),
        "limit": number(submissionsPageSize), "lastKey": lastKey.map(JSONValue.string) ?? .null,
      ])
  }

  /// One submission whole: on leetcode.com the `submissionDetails` of `HistoryQueries` (its one
  /// text: figures with both distributions, a failure's case, the note), on leetcode.cn its own
  /// `submissionDetail`.
  public static func submissionDetail(id: Int, site: Site) -> GraphQLOperation {
    guard site == .cn else { return HistoryQueries.submissionDetails(id: id) }
    return GraphQLOperation(
      name: "submissionDetails", query: detailCN, variables: ["submissionId": .string(String(id))])
  }

  // MARK: - Texts

  static let solutionsCom = """
    query ugcArticleSolutionArticles($questionSlug: String!, $orderBy: ArticleOrderByEnum, $skip: Int, $first: Int) {
      ugcArticleSolutionArticles(questionSlug: $questionSlug, orderBy: $orderBy, skip: $skip, first: $first) {
        totalNum
        pageInfo { hasNextPage }
        edges {
          node {
            title
            topicId
            summary
            slug
            canSee
            hasVideoArticle
            author { realName userSlug userName }
            createdAt
            hitCount
            reactions { count reactionType }
            tags { name slug tagType }
            topic { id topLevelCommentCount }
          }
        }
      }
    }
    """

  static let articleCom = """
    query ugcArticleSolutionArticle($topicId: ID) {
      ugcArticleSolutionArticle(topicId: $topicId) {
        title
        slug
        content
        author { realName userName }
        tags { name slug tagType }
        topic { id }
      }
    }
    """

  static let editorialCom = """
    query officialSolution($titleSlug: String!) {
      question(titleSlug: $titleSlug) {
        solution { id title content canSeeDetail paidOnly hasVideoSolution }
      }
    }
    """

  /// The fields of the web page's own `ugcArticleOfficialSolutionArticle(questionSlug:)` request
  /// (copies of it in public scripts; the field is also read by nex-54/Dislike-Count-For-LeetCode,
  /// whose smoke test runs against the live site).
  static let officialArticleCom = """
    query ugcArticleOfficialSolutionArticle($questionSlug: String!) {
      ugcArticleOfficialSolutionArticle(questionSlug: $questionSlug) {
        uuid title slug content canSee chargeType author { realName userName }
      }
    }
    """

  static let solutionsCN = """
    query questionTopicsList($questionSlug: String!, $skip: Int, $first: Int, $orderBy: SolutionArticleOrderBy) {
      questionSolutionArticles(questionSlug: $questionSlug, skip: $skip, first: $first, orderBy: $orderBy) {
        totalNum
        edges {
          node {
            title
            slug
            summary
            canSee
            upvoteCount
            hitCount
            createdAt
            author { username }
            tags { name slug tagType }
            topic { id }
          }
        }
      }
    }
    """

  static let articleCN = """
    query discussTopic($slug: String) {
      solutionArticle(slug: $slug, orderBy: DEFAULT) {
        title
        content
        slug
        author { username }
        tags { name slug }
        topic { id }
      }
    }
    """

  static let topicCom = """
    query discussionTopic($questionSlug: String!) {
      questionDiscussionTopic(questionSlug: $questionSlug) {
        id
        commentCount
        topLevelCommentCount
      }
    }
    """

  static let topicCN = """
    query questionBoundTopic($titleSlug: String!) {
      question(titleSlug: $titleSlug) { boundTopicId }
    }
    """

  static let postFields = """
    id
          voteCount
          voteUpCount
          content
          updationDate
          creationDate
          status
          isHidden
          anonymous
          author { username isActive profile { realName } }
    """

  static let commentsCom = """
    query questionDiscussComments($topicId: Int!, $orderBy: String = "newest_to_oldest", $pageNo: Int = 1, $numPerPage: Int = 10) {
      topicComments(topicId: $topicId, orderBy: $orderBy, pageNo: $pageNo, numPerPage: $numPerPage) {
        data {
          id
          pinned
          numChildren
          post {
            \(postFields)
          }
        }
        totalNum
      }
    }
    """

  /// leetcode.cn's comment fields (`CommentRelayNode`), exactly those its own web request asks
  /// (`mentionedUsers` and `__typename` left out): no `pinned`, `voteCount`, `isHidden`,
  /// `anonymous` or `author.isActive`.
  static let commentFieldsCN = """
    id
            numChildren
            isEdited
            post {
              id
              content
              voteUpCount
              creationDate
              updationDate
              status
              voteStatus
              author { username isDiscussAdmin profile { userSlug userAvatar realName } }
            }
    """

  /// A connection of leetcode.cn's comments (its comments and a comment's replies alike).
  static let commentConnectionCN = "totalNum edges { node { \(commentFieldsCN) } }"

  /// leetcode.cn's comments as its web page asks them: `$topicId` an `Int!` (an `ID!` is refused
  /// and the whole answer is an error) and the page size written into the query.
  static let commentsCN = """
    query commonTopicComments($topicId: Int!, $orderBy: CommentOrderBy, $skip: Int) {
      commonTopicComments(topicId: $topicId, orderBy: $orderBy, skip: $skip, first: \(commentsPageSizeCN)) {
        \(commentConnectionCN)
      }
    }
    """

  /// leetcode.cn's replies to a comment, with the same comment fields.
  static let repliesCN = """
    query commentReplyConnection($commentId: ID!, $orderBy: CommentReplyOrderBy, $skip: Int, $first: Int) {
      commentReplyConnection(commentId: $commentId, orderBy: $orderBy, skip: $skip, first: $first) {
        \(commentConnectionCN)
      }
    }
    """

  static let repliesQuery = """
    query commentReplies($commentId: Int!) {
      commentReplies(commentId: $commentId) {
        id
        pinned
        post {
          \(postFields)
        }
      }
    }
    """

  static let submissionsCom = """
    query submissionList($offset: Int!, $limit: Int!, $lastKey: String, $questionSlug: String!) {
      questionSubmissionList(offset: $offset, limit: $limit, lastKey: $lastKey, questionSlug: $questionSlug) {
        lastKey
        hasNext
        submissions {
          id
          status
          statusDisplay
          lang
          langName
          runtime
          memory
          timestamp
          isPending
        }
      }
    }
    """

  static let submissionsCN = """
    query submissionList($offset: Int!, $limit: Int!, $lastKey: String, $questionSlug: String) {
      submissionList(offset: $offset, limit: $limit, lastKey: $lastKey, questionSlug: $questionSlug) {
        lastKey
        hasNext
        submissions {
          id
          status
          statusDisplay
          lang
          langName: langVerboseName
          runtime
          memory
          timestamp
          isPending
        }
      }
    }
    """

  static let detailCN = """
    query submissionDetails($submissionId: ID!) {
      submissionDetail(submissionId: $submissionId) {
        id
        code
        timestamp
        statusDisplay
        runtimeDisplay: runtime
        memoryDisplay: memory
        lang
        langVerboseName
        runtimePercentile
        memoryPercentile
      }
    }
    """
}
