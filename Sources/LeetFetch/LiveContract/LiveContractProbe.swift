import LeetModel

/// One request `make live-contract` sends to the real site, and the fixture its answer is held to.
public struct LiveContractProbe: Sendable {
  /// Where the fixture of a probe is.
  public enum Fixture: Hashable, Sendable {
    /// A recorded real answer, `../shared/corpus/recorded/<path>`: only the keys leetview's query
    /// names count as missing (the recording came from another client's query).
    case recorded(String)
    /// A team-written shape file, `Tests/LiveContract/<name>`.
    case shapeFile(String)
  }

  /// What is sent.
  public enum Request: Sendable {
    case graphQL(GraphQLOperation)
    /// `GET` of a REST path.
    case get(String)
  }

  /// The operation's name (or the REST path), as the plan lists it before anything is sent.
  public var name: String
  public var fixture: Fixture
  /// The request, built from the answers before it (by name) and the signed-in user; nil when
  /// what it needs did not come (it is then skipped with `needs`).
  let build: @Sendable (_ earlier: [String: JSONValue], _ user: String?) -> Request?
  /// What the probe needs when it cannot be built, for the report.
  public var needs: String

  public init(
    name: String, fixture: Fixture, needs: String = "",
    build: @escaping @Sendable (_ earlier: [String: JSONValue], _ user: String?) -> Request?
  ) {
    self.name = name
    self.fixture = fixture
    self.needs = needs
    self.build = build
  }

  /// A probe of `operation`, whose name it takes.
  static func fixed(_ operation: GraphQLOperation, _ fixture: Fixture) -> LiveContractProbe {
    LiveContractProbe(name: operation.name, fixture: fixture) { _, _ in .graphQL(operation) }
  }

  /// A probe of the user's `operation`.
  static func user(
    _ name: String, _ fixture: Fixture, _ operation: @escaping @Sendable (String) -> GraphQLOperation
  ) -> LiveContractProbe {
    LiveContractProbe(name: name, fixture: fixture, needs: "a signed-in user") { _, user in
      user.map { .graphQL(operation($0)) }
    }
  }

  /// Every query leetview sends on leetcode.com about `slug` (`year` for the calendar).
  ///
  /// In an order where each takes the ids it needs from the answers before it. Left out: adding
  /// to and removing from a list (they change the user's lists) and the judge (it runs code).
  public static func all(slug: String = "two-sum", year: Int) -> [LiveContractProbe] {
    [
      fixed(Queries.userStatus(site: .com), .shapeFile("globalData.json")),
      fixed(Queries.question(slug: slug, site: .com), .recorded("question_two-sum__alfa-leetcode-api.json")),
      fixed(
        Queries.listPage(skip: 0, limit: 1, site: .com),
        .recorded("problemList_questionList_trimmed__alfa-leetcode-api.json")),
      fixed(
        Queries.daily(site: .com),
        .recorded("daily_activeDailyCodingChallengeQuestion__alfa-leetcode-api.json")),
      LiveContractProbe(
        name: "/api/problems/all/",
        fixture: .recorded("rest_api_problems_algorithms_nologin_2016__skygragon.json")
      ) { _, _ in .get("/api/problems/all/") },
      fixed(
        SegmentQueries.solutions(slug: slug, skip: 0, site: .com),
        .shapeFile("ugcArticleSolutionArticles.json")),
      LiveContractProbe(
        name: "ugcArticleSolutionArticle", fixture: .shapeFile("ugcArticleSolutionArticle.json"),
        needs: "a solution in the list"
      ) { earlier, _ in
        let edges = earlier["ugcArticleSolutionArticles"]?["data"]["ugcArticleSolutionArticles"]["edges"]
        guard let id = edges?.array?.first?["node"]["topicId"].string else { return nil }
        return .graphQL(SegmentQueries.article(topicID: id, slug: nil, site: .com))
      },
      fixed(SegmentQueries.editorial(slug: slug), .shapeFile("officialSolution.json")),
      fixed(SegmentQueries.discussionTopic(slug: slug, site: .com), .shapeFile("discussionTopic.json")),
      LiveContractProbe(
        name: "questionDiscussComments", fixture: .shapeFile("questionDiscussComments.json"),
        needs: "the problem's discussion topic"
      ) { earlier, _ in
        guard let id = earlier["discussionTopic"]?["data"]["questionDiscussionTopic"]["id"].string else {
          return nil
        }
        return .graphQL(SegmentQueries.comments(topicID: id, page: 1, skip: 0, site: .com))
      },
      fixed(
        SegmentQueries.submissions(slug: slug, offset: 0, lastKey: nil, site: .com),
        .recorded("live-2026/submissionList-leetcode-anki.json")),
      LiveContractProbe(
        name: "submissionDetails",
        fixture: .recorded("live-2026/UNVERIFIED-PROVENANCE_submissionDetails-leethub-sample.json"),
        needs: "a submission of the problem"
      ) { earlier, _ in
        let list = earlier["submissionList"]?["data"]["questionSubmissionList"]["submissions"]
        guard let id = list?.array?.first?["id"].string, JudgeID.isSubmission(id), let number = Int(id)
        else { return nil }
        return .graphQL(SegmentQueries.submissionDetail(id: number, site: .com))
      },
      user("userProblemsSolved", .shapeFile("userProblemsSolved.json")) {
        Queries.userProblemsSolved(user: $0, site: .com)
      },
      user("UserProfileCalendar", .shapeFile("UserProfileCalendar.json")) {
        Queries.userProfileCalendar(user: $0, year: year, site: .com)
      },
      user("userContestRankingInfo", .shapeFile("userContestRankingInfo.json")) {
        Queries.userContestRanking(user: $0, site: .com)
      },
      fixed(CollectionQueries.myLists, .shapeFile("myFavoriteList.json")),
      fixed(CollectionQueries.upcomingContests, .shapeFile("contestV2UpcomingContests.json")),
    ]
  }
}
