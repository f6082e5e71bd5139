import Foundation
import LeetModel
import LeetTestSupport
import Testing

@testable import LeetFetch

/// The queries as the real site takes them (issue 32): leetcode.cn's comments with its own
/// variable types and fields, solutions and the editorial fetched apart (the UGC official article
/// when the question has no solution), UPVOTE-only votes, and contests that survive a failing
/// part (the upcoming ones without the past, REST when the GraphQL `contest` query fails).
@Suite struct RealSiteQueryTests {
  static let slug = "pebble-count-1"

  /// The fake with the segments' routes, after the routes `first` adds (the first route that
  /// matches a query answers it).
  static func segmentFixture(_ first: (FakeLeetCode) -> Void = { _ in }) throws -> FetchFixture {
    let fake = try FakeFixtures.smallSite()
    first(fake)
    FakeSegmentFixtures.install(on: fake)
    return try FetchFixture(fake: fake)
  }

  static func segments(_ fixture: FetchFixture, site: Site = .com, offline: Bool = false) throws
    -> SegmentService
  {
    SegmentService(problems: try fixture.service(policy: FetchPolicy(offline: offline), site: site))
  }

  /// The request bodies whose operation is `name`.
  static func bodies(_ fake: FakeLeetCode, _ name: String) -> [JSONValue] {
    fake.requests.compactMap { try? JSONValue.parse($0.body) }.filter { $0["operationName"].string == name }
  }

  // MARK: - leetcode.cn comments (item 1)

  @Test func cnCommentsAndRepliesDeclareTheSitesTypesAndAskItsFields() throws {
    let fixture = try Self.segmentFixture()
    defer { fixture.cleanUp() }
    let loaded = try Self.segments(fixture, site: .cn).load(.comments, slug: Self.slug, prefetch: 1)
    let snapshot = try #require(loaded.comments)
    #expect(snapshot.topicID == "8800")
    #expect(snapshot.comments.map(\.content) == ["好题！"])
    #expect(snapshot.comments.first?.votes == 3, "voteUpCount, the only count the site sends")
    #expect(snapshot.comments.first?.author == "lao_wang")
    #expect(snapshot.comments.first?.replyCount == 1)
    #expect(snapshot.replies["8801"]?.map(\.content) == ["同意"])
    #expect(
      fixture.fake.operations == ["questionBoundTopic", "commonTopicComments", "commentReplyConnection"])

    let site = GraphQLRequestShape.leafPaths(FakeSegmentFixtures.siteCommentFieldsCN).map {
      "edges.node." + $0
    }
    let comments = try #require(Self.bodies(fixture.fake, "commonTopicComments").first)
    let query = try #require(comments["query"].string)
    #expect(
      GraphQLRequestShape.declaredVariables(query)
        == ["topicId": "Int!", "orderBy": "CommentOrderBy", "skip": "Int"])
    #expect(GraphQLRequestShape.leafPaths(query, under: "commonTopicComments") == ["totalNum"] + site)
    #expect(comments["variables"]["topicId"] == .number(8800))
    #expect(comments["variables"]["skip"] == .number(0))
    for absent in ["pinned", "voteCount", "isHidden", "anonymous", "isActive"] {
      #expect(!GraphQLRequestShape.leafPaths(query).contains { $0.hasSuffix("." + absent) }, "\(absent)")
    }
    let replies = try #require(Self.bodies(fixture.fake, "commentReplyConnection").first)
    let repliesQuery = try #require(replies["query"].string)
    #expect(GraphQLRequestShape.declaredVariables(repliesQuery)["commentId"] == "ID!")
    #expect(
      GraphQLRequestShape.leafPaths(repliesQuery, under: "commentReplyConnection") == ["totalNum"] + site)
    #expect(replies["variables"]["commentId"] == .string("8801"))
  }

  @Test func theFakeCnRefusesAnIDTopicAsGraphQLDoesAndTakesTheSitesOwn() throws {
    let fixture = try Self.segmentFixture()
    defer { fixture.cleanUp() }
    // The query leetview sent before: `$topicId: ID!`.
    let old = GraphQLOperation(
      name: "questionTopicComments",
      query: """
        query questionTopicComments($topicId: ID!, $orderBy: CommentOrderBy, $skip: Int, $first: Int) {
          commonTopicComments(topicId: $topicId, orderBy: $orderBy, skip: $skip, first: $first) {
            totalNum edges { node { id post { id content } } } } }
        """,
      variables: ["topicId": .number(8800), "skip": .number(0), "first": .number(10)])
    #expect {
      try fixture.client().graphQL(old)
    } throws: { error in
      guard case .graphQL(let message) = error as? FetchError else { return false }
      return message.contains(#"Variable "$topicId" of type "ID!" used in position expecting type "Int!"."#)
    }
    // The same check passes the query leetview sends now.
    let now = SegmentQueries.comments(topicID: "8800", page: 1, skip: 0, site: .cn)
    let answer = try fixture.client().graphQL(now)
    #expect((try answer.json())["data"]["commonTopicComments"]["totalNum"].int == 1)
  }

  // MARK: - Votes (item 3)

  @Test func solutionVotesCountUpvotesOnlyAmongTheReactions() throws {
    let fixture = try Self.segmentFixture()
    defer { fixture.cleanUp() }
    // Each fake solution also has 7 THUMBS_DOWN reactions.
    let loaded = try Self.segments(fixture).load(.solutions, slug: Self.slug)
    #expect(loaded.solutions?.solutions.map(\.votes) == [88, 21])
  }

  // MARK: - Solutions and the editorial apart (item 4)

  @Test func aFailingCommunityListStillShowsTheEditorialWithANote() throws {
    let faults: [(String, FakeLeetCode.Fault, String)] = [
      ("500", .status(500), "HTTP 500"),
      ("errors", .graphQLErrors("Something went wrong"), "Something went wrong"),
    ]
    for (name, fault, said) in faults {
      let fixture = try Self.segmentFixture()
      defer { fixture.cleanUp() }
      fixture.fake.inject(fault, forQueriesContaining: "ugcArticleSolutionArticles(")
      let loaded = try Self.segments(fixture).load(.solutions, slug: Self.slug)
      let snapshot = try #require(loaded.solutions, "\(name)")
      #expect(snapshot.readableEditorial?.title == "Counting pebbles, officially", "\(name)")
      #expect(snapshot.solutions.isEmpty, "\(name)")
      let note = try #require(snapshot.unavailable, "\(name)")
      #expect(note.hasPrefix("The community solutions could not be loaded: "), "\(name): \(note)")
      #expect(note.contains(said), "\(name): \(note)")
      #expect(fixture.fake.operations.contains("officialSolution"), "\(name)")
      // Kept, and offline it still shows, note and all; online it is asked for again.
      let offline = try Self.segments(fixture, offline: true).load(.solutions, slug: Self.slug)
      #expect(offline.solutions == snapshot, "\(name)")
      fixture.fake.clearQueryFaults()
      let again = try Self.segments(fixture).load(.solutions, slug: Self.slug)
      #expect(again.solutions?.unavailable == nil, "\(name)")
      #expect(again.solutions?.solutions.map(\.id) == FakeSegmentFixtures.firstPageIDs, "\(name)")
      #expect(again.solutions?.readableEditorial != nil, "\(name)")
    }
  }

  @Test func aFailingEditorialStillShowsTheCommunityList() throws {
    let fixture = try Self.segmentFixture()
    defer { fixture.cleanUp() }
    fixture.fake.inject(.status(503), forQueriesContaining: "query officialSolution")
    let snapshot = try #require(try Self.segments(fixture).load(.solutions, slug: Self.slug).solutions)
    #expect(snapshot.solutions.map(\.id) == FakeSegmentFixtures.firstPageIDs)
    #expect(snapshot.editorial == nil)
    #expect(snapshot.unavailable?.hasPrefix("The official editorial could not be loaded: ") == true)
  }

  @Test func bothFailingIsAnErrorAndAFailingPartKeepsACachedCopyWhole() throws {
    let fixture = try Self.segmentFixture()
    defer { fixture.cleanUp() }
    fixture.fake.inject(.status(500), forQueriesContaining: "ugcArticleSolutionArticles(")
    fixture.fake.inject(.status(500), forQueriesContaining: "query officialSolution")
    #expect(throws: LoadError.self) { try Self.segments(fixture).load(.solutions, slug: Self.slug) }
    #expect(fixture.snapshot().isEmpty)
    fixture.fake.clearQueryFaults()
    let first = try Self.segments(fixture).load(.solutions, slug: Self.slug)
    let before = fixture.snapshot()
    fixture.fake.inject(.status(500), forQueriesContaining: "ugcArticleSolutionArticles(")
    let refreshed = try Self.segments(fixture).load(.solutions, slug: Self.slug, refresh: true)
    #expect(refreshed.content == first.content)
    #expect(refreshed.staleBecause?.message.contains("HTTP 500") == true)
    #expect(fixture.snapshot() == before)
  }

  @Test func aQuestionWithoutASolutionGetsTheUGCOfficialArticle() throws {
    let fixture = try Self.segmentFixture { fake in
      fake.serve(
        queryContaining: "query officialSolution",
        byRequest: { _ in FakeSegmentFixtures.editorialWithoutSolution })
    }
    defer { fixture.cleanUp() }
    let snapshot = try #require(try Self.segments(fixture).load(.solutions, slug: Self.slug).solutions)
    let editorial = try #require(snapshot.readableEditorial)
    #expect(editorial.title == "Pebbles, the official way")
    #expect(editorial.content == "Overview\n\n## Counting\n\nCount each pebble **once**.")
    #expect(snapshot.unavailable == nil)
    #expect(
      fixture.fake.operations == [
        "ugcArticleSolutionArticles", "officialSolution", "ugcArticleOfficialSolutionArticle",
      ])
    let asked = try #require(Self.bodies(fixture.fake, "ugcArticleOfficialSolutionArticle").first)
    #expect(asked["variables"]["questionSlug"] == .string(Self.slug))
    #expect(
      GraphQLRequestShape.declaredVariables(asked["query"].string ?? "") == ["questionSlug": "String!"])
    // A question with its editorial in `solution` does not ask for the article.
    let other = try Self.segmentFixture()
    defer { other.cleanUp() }
    _ = try Self.segments(other).load(.solutions, slug: Self.slug)
    #expect(!other.fake.operations.contains("ugcArticleOfficialSolutionArticle"))
  }

  // MARK: - Contests (item 6 of the issue)

  static func contestFixture() throws -> FetchFixture {
    let fake = try FakeLeetCode()
    fake.serveCollections(
      FakeCollections(signedIn: [], upcomingStart: Date(timeIntervalSince1970: 1_800_000_000)))
    fake.serveContestInfo()
    return try FetchFixture(fake: fake)
  }

  static func collections(_ fixture: FetchFixture, offline: Bool = false) throws -> CollectionService {
    CollectionService(problems: try fixture.service(policy: FetchPolicy(offline: offline)))
  }

  @Test func failingPastContestsLeaveTheUpcomingOnesWithAWarningUncached() throws {
    for fault in [FakeLeetCode.Fault.status(500), .graphQLErrors("Internal server error")] {
      let fixture = try Self.contestFixture()
      defer { fixture.cleanUp() }
      fixture.fake.inject(fault, forQueriesContaining: "contestV2HistoryContests")
      let loaded = try Self.collections(fixture).contestIndex()
      #expect(
        loaded.value.sections.map { $0.summaries.map(\.slug) } == [
          ["weekly-pebble-401", "weekly-pebble-402"], [],
        ])
      #expect(loaded.warnings.count == 1)
      #expect(loaded.warnings.first?.hasPrefix("contestV2HistoryContests: ") == true)
      #expect(loaded.warnings.first?.hasSuffix("; the past contests are not shown") == true)
      // Not cached: offline has nothing, and the next run asks for the whole index again.
      #expect(throws: LoadError.self) { try Self.collections(fixture, offline: true).contestIndex() }
      fixture.fake.clearQueryFaults()
      #expect(try Self.collections(fixture).contestIndex().value.sections[1].summaries.count == 3)
    }
  }

  @Test func aFailingContestQueryFallsBackToTheRESTContestInfo() throws {
    for fault in [FakeLeetCode.Fault.status(500), .graphQLErrors("Cannot query field \"isVirtual\"")] {
      let fixture = try Self.contestFixture()
      defer { fixture.cleanUp() }
      fixture.fake.inject(fault, forQueriesContaining: "contest(titleSlug")
      let loaded = try Self.collections(fixture).contest("weekly-pebble-400")
      #expect(loaded.value.name == "Weekly Pebble 400")
      #expect(
        loaded.value.entries.map(\.item.titleSlug) == [
          "pebble-count", "river-crossing", "lantern-row", "stone-garden",
        ])
      #expect(loaded.value.entries.map(\.credit) == [3, 4, 5, 6])
      #expect(loaded.warnings.first?.hasSuffix("read from /contest/api/info/ instead") == true)
      let rest = try #require(fixture.fake.requests.first { $0.method == "GET" })
      #expect(rest.path == "/contest/api/info/weekly-pebble-400/")
      #expect(rest.headers["referer"]?.hasSuffix("/contest/weekly-pebble-400/") == true)
      #expect(!fixture.fake.operations.contains("contestQuestionList"))
      // Cached in the REST shape and read back offline, start time included.
      let offline = try Self.collections(fixture, offline: true)
      #expect(try offline.contest("weekly-pebble-400").value == loaded.value)
      #expect(offline.contestStart("weekly-pebble-400") == Date(timeIntervalSince1970: 1_781_209_600))
    }
  }

  @Test func whenRESTFailsTooTheContestsOwnFailureIsSaid() throws {
    let fixture = try Self.contestFixture()
    defer { fixture.cleanUp() }
    fixture.fake.inject(.status(500), forQueriesContaining: "contest(titleSlug")
    // The REST route knows only weekly-pebble-400.
    #expect {
      try Self.collections(fixture).contest("weekly-pebble-401")
    } throws: { error in
      (error as? LoadError)?.message.contains("HTTP 500") == true
    }
    // A block is not sent on to REST: it would meet the same wall.
    let blocked = try Self.contestFixture()
    defer { blocked.cleanUp() }
    blocked.fake.inject(.cloudflare, forQueriesContaining: "contest(titleSlug")
    #expect(throws: LoadError.self) { try Self.collections(blocked).contest("weekly-pebble-400") }
    #expect(!blocked.fake.requests.contains { $0.method == "GET" })
  }
}
