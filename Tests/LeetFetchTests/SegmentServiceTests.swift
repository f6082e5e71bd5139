import Foundation
import LeetModel
import LeetTestSupport
import Testing

@testable import LeetFetch

/// Solutions, comments and submissions against the fake LeetCode: fetching, merging into the
/// segment files, the cache policy, credentials and faults.
@Suite struct SegmentServiceTests {
  static let slug = "pebble-count-1"
  static let credentials = ["LEETCODE_SESSION": "sess-secret-123", "LEETCODE_CSRFTOKEN": "csrf-secret-456"]

  func fixture() throws -> FetchFixture {
    let fake = try FakeFixtures.smallSite()
    FakeSegmentFixtures.install(on: fake)
    return try FetchFixture(fake: fake)
  }

  func segments(
    _ fixture: FetchFixture, policy: FetchPolicy = FetchPolicy(),
    environment: [String: String] = [:], site: Site = .com
  ) throws -> SegmentService {
    SegmentService(
      problems: try fixture.service(policy: policy, environment: environment, site: site))
  }

  func file(_ fixture: FetchFixture, _ kind: String, site: String = "leetcode.com") -> String? {
    fixture.snapshot()["\(site)/\(kind)/\(Self.slug).json"].map { String(decoding: $0, as: UTF8.self) }
  }

  // MARK: - Solutions

  @Test func solutionsListEditorialAndFirstArticlesAreFetchedThenReadOffline() throws {
    let fixture = try fixture()
    defer { fixture.cleanUp() }
    let loaded = try segments(fixture).load(.solutions, slug: Self.slug, prefetch: 3)
    let snapshot = try #require(loaded.solutions)
    #expect(loaded.source == .live)
    #expect(snapshot.solutions.map(\.id) == FakeSegmentFixtures.firstPageIDs)
    #expect(snapshot.readableEditorial?.title == "Counting pebbles, officially")
    #expect(Set(snapshot.articles.keys) == Set(FakeSegmentFixtures.firstPageIDs))
    #expect(snapshot.hasMore)
    #expect(
      fixture.fake.operations == [
        "ugcArticleSolutionArticles", "officialSolution", "ugcArticleSolutionArticle",
        "ugcArticleSolutionArticle",
      ])
    #expect(fixture.fake.requests.allSatisfy { $0.headers["cookie"] == nil })
    let requests = fixture.fake.requests.count
    let offline = try segments(fixture, policy: FetchPolicy(offline: true))
      .load(.solutions, slug: Self.slug)
    #expect(offline.solutions == snapshot)
    #expect(fixture.fake.requests.count == requests)
  }

  @Test func requestShapes() throws {
    let fixture = try fixture()
    defer { fixture.cleanUp() }
    let service = try segments(fixture)
    _ = try service.load(.solutions, slug: Self.slug, prefetch: 1)
    _ = try service.load(.comments, slug: Self.slug, prefetch: 1)
    let bodies = fixture.fake.requests.compactMap { try? JSONValue.parse($0.body) }
    let variables = Dictionary(
      bodies.map { ($0["operationName"].string ?? "", $0["variables"]) }, uniquingKeysWith: { a, _ in a })
    #expect(variables["ugcArticleSolutionArticles"]?["questionSlug"].string == Self.slug)
    #expect(variables["ugcArticleSolutionArticles"]?["orderBy"].string == "MOST_VOTES")
    #expect(variables["ugcArticleSolutionArticles"]?["first"].int == SegmentQueries.solutionsPageSize)
    #expect(variables["ugcArticleSolutionArticle"]?["topicId"].string == "5001")
    #expect(variables["officialSolution"]?["titleSlug"].string == Self.slug)
    #expect(variables["discussionTopic"]?["questionSlug"].string == Self.slug)
    #expect(variables["questionDiscussComments"]?["topicId"] == .number(600))
    #expect(variables["questionDiscussComments"]?["orderBy"].string == "best")
    #expect(variables["questionDiscussComments"]?["numPerPage"].int == SegmentQueries.commentsPageSize)
    #expect(variables["commentReplies"]?["commentId"] == .number(601))
    for request in fixture.fake.requests {
      #expect(request.method == "POST")
      #expect(request.headers["referer"]?.contains("/problems/\(Self.slug)/") == true)
    }
  }

  @Test func loadMoreAppendsTheNextPageAndArticleMergesIntoTheFile() throws {
    let fixture = try fixture()
    defer { fixture.cleanUp() }
    let service = try segments(fixture)
    _ = try service.load(.solutions, slug: Self.slug)
    let more = try service.loadMore(.solutions, slug: Self.slug)
    let snapshot = try #require(more.solutions)
    #expect(snapshot.solutions.map(\.id) == FakeSegmentFixtures.firstPageIDs + ["5003"])
    #expect(!snapshot.hasMore)
    let withArticle = try service.article(slug: Self.slug, id: "5003")
    #expect(withArticle.solutions?.articles["5003"]?.title == "Article 5003")
    #expect(withArticle.solutions?.solutions.count == 3)
    let skips = fixture.fake.requests.compactMap { try? JSONValue.parse($0.body)["variables"]["skip"].int }
    #expect(skips == [0, 2])
    // The cached article is not fetched again.
    let count = fixture.fake.requests.count
    _ = try service.article(slug: Self.slug, id: "5003")
    _ = try service.article(slug: Self.slug, id: "editorial")
    #expect(fixture.fake.requests.count == count)
  }

  @Test func unknownArticleIsAnErrorAndLeavesTheCache() throws {
    let fixture = try fixture()
    defer { fixture.cleanUp() }
    let service = try segments(fixture)
    _ = try service.load(.solutions, slug: Self.slug)
    let before = fixture.snapshot()
    #expect(throws: LoadError.self) { try service.article(slug: Self.slug, id: "999") }
    #expect(fixture.snapshot() == before)
  }

  @Test func offlineAndNotCachedIsOneClearLine() throws {
    let fixture = try fixture()
    defer { fixture.cleanUp() }
    let service = try segments(fixture, policy: FetchPolicy(offline: true))
    let expected = LoadError.notKeptOffline(
      "the Comments page of '\(Self.slug)'", remedy: LoadError.openOnceOnline)
    #expect(throws: expected) { try service.load(.comments, slug: Self.slug) }
    // `leetview sync` does not fetch segments: it is not the advice (issue 14, item 8).
    #expect(!expected.message.contains("run `leetview sync`"), "\(expected.message)")
    #expect(expected.message.contains("open it once online"))
    #expect(fixture.fake.requests.isEmpty)
  }

  @Test func damagedFileIsReportedOfflineAndReplacedOnline() throws {
    let fixture = try fixture()
    defer { fixture.cleanUp() }
    let url = try fixture.store.userURL(.comments, slug: TitleSlug(validating: Self.slug))
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("{\"pages\": [".utf8).write(to: url)
    let offline = try segments(fixture, policy: FetchPolicy(offline: true))
    #expect {
      try offline.load(.comments, slug: Self.slug)
    } throws: { error in
      guard case .damagedCache(let path, _) = error as? LoadError else { return false }
      return path.hasSuffix("comments/\(Self.slug).json")
    }
    let online = try segments(fixture).load(.comments, slug: Self.slug)
    #expect(online.comments?.comments.count == 2)
    #expect(try CommentsSnapshot.decode(Data(contentsOf: url)).comments.count == 2)
  }

  // MARK: - Comments

  @Test func commentsTopicPagesAndReplies() throws {
    let fixture = try fixture()
    defer { fixture.cleanUp() }
    let service = try segments(fixture)
    let loaded = try service.load(.comments, slug: Self.slug, prefetch: 3)
    let snapshot = try #require(loaded.comments)
    #expect(snapshot.topicID == "600")
    #expect(snapshot.comments.map(\.author) == ["stone_reader", "gravel_guy"])
    #expect(snapshot.replies["601"]?.map(\.author) == ["pebble_pal"])
    #expect(snapshot.hasMore)
    #expect(fixture.fake.operations == ["discussionTopic", "questionDiscussComments", "commentReplies"])
    let more = try service.loadMore(.comments, slug: Self.slug)
    #expect(more.comments?.comments.map(\.id) == ["601", "602", "603"])
    #expect(more.comments?.hasMore == false)
    #expect(more.comments?.replies["601"]?.count == 1)
    let pages = fixture.fake.requests.compactMap { try? JSONValue.parse($0.body)["variables"]["pageNo"].int }
    #expect(pages == [1, 2])
    let replies = try service.replies(slug: Self.slug, commentID: "602")
    #expect(replies.comments?.replies["602"] == [])
  }

  // MARK: - Submissions

  @Test func submissionsWithoutCredentialsAskToSignInAndSendNothing() throws {
    let fixture = try fixture()
    defer { fixture.cleanUp() }
    let service = try segments(fixture)
    let loaded = try service.load(.submissions, slug: Self.slug, prefetch: 3)
    #expect(loaded.content == .signInNeeded)
    #expect(try service.submissionDetail(slug: Self.slug, id: "9002").content == .signInNeeded)
    #expect(fixture.fake.requests.isEmpty)
    #expect(file(fixture, "submissions") == nil)
    let offline = try segments(fixture, policy: FetchPolicy(offline: true))
      .load(.submissions, slug: Self.slug)
    #expect(offline.content == .signInNeeded)
  }

  @Test func submissionsWithCredentialsSendCookiesAndNeverStoreThem() throws {
    let fixture = try fixture()
    defer { fixture.cleanUp() }
    let service = try segments(fixture, environment: Self.credentials)
    let loaded = try service.load(.submissions, slug: Self.slug, prefetch: 3)
    let snapshot = try #require(loaded.submissions)
    #expect(snapshot.submissions.map(\.status) == ["Accepted", "Wrong Answer"])
    #expect(snapshot.details["9002"]?.runtimePercentile == 87.5)
    #expect(snapshot.details["9001"]?.code.contains("# 9001") == true)
    #expect(fixture.fake.operations == ["submissionList", "submissionDetails", "submissionDetails"])
    for request in fixture.fake.requests {
      #expect(request.headers["cookie"]?.contains("LEETCODE_SESSION=sess-secret-123") == true)
      #expect(request.headers["x-csrftoken"] == "csrf-secret-456")
    }
    for (_, data) in fixture.snapshot() {
      let text = String(decoding: data, as: UTF8.self)
      #expect(!text.contains("sess-secret-123") && !text.contains("csrf-secret-456"))
    }
  }

  @Test func credentialsFromTheConfigFileCountAndOfflineNeedsNoEndpoint() throws {
    let fixture = try fixture()
    defer { fixture.cleanUp() }
    try ConfigFile(url: fixture.root.appendingPathComponent("config/leetview/config.json"))
      .store(
        StoredCredentials(
          credentials:
            Credentials(session: "from-config", csrfToken: "csrf-config")), for: .com)
    let loaded = try segments(fixture).load(.submissions, slug: Self.slug)
    #expect(loaded.submissions?.submissions.count == 2)
    #expect(fixture.fake.requests.first?.headers["cookie"]?.contains("from-config") == true)
    let offline = try segments(
      fixture, policy: FetchPolicy(offline: true), environment: ["LEETVIEW_ENDPOINT": "not a url"]
    ).load(.submissions, slug: Self.slug)
    #expect(offline.submissions == loaded.submissions)
  }

  // MARK: - Cache policy and faults

  /// Each fault, and how many to queue: more than one request's worth, so that a transport-level
  /// retry under a loaded machine (a reset connection) meets the fault again.
  static let faults: [(String, FakeLeetCode.Fault, Int)] = [
    ("429", .tooManyRequests(retryAfter: nil), 10), ("503", .status(503), 10),
    ("500", .status(500), 5), ("Cloudflare", .cloudflare, 5), ("truncated", .truncatedJSON, 5),
    ("GraphQL errors", .graphQLErrors("Something went wrong"), 5),
  ]

  @Test func faultsOnRefreshKeepTheStaleCopyAndTheCache() throws {
    for (name, fault, count) in Self.faults {
      for segment in [Segment.solutions, .comments, .submissions] {
        let fixture = try fixture()
        defer { fixture.cleanUp() }
        let service = try segments(fixture, environment: Self.credentials)
        let first = try service.load(segment, slug: Self.slug, prefetch: 1)
        let before = fixture.snapshot()
        fixture.fake.inject(fault, count: count)
        let refreshed = try service.load(segment, slug: Self.slug, refresh: true)
        #expect(refreshed.staleBecause != nil, "\(name) \(segment)")
        #expect(refreshed.content == first.content, "\(name) \(segment)")
        #expect(fixture.snapshot() == before, "\(name) \(segment): cache changed")
      }
    }
  }

  @Test func faultsOnLoadMoreArticleAndRepliesLeaveTheCache() throws {
    let steps: [(String, (SegmentService) throws -> LoadedSegment)] = [
      ("more solutions", { try $0.loadMore(.solutions, slug: Self.slug) }),
      ("more comments", { try $0.loadMore(.comments, slug: Self.slug) }),
      ("article", { try $0.article(slug: Self.slug, id: "5001") }),
      ("replies", { try $0.replies(slug: Self.slug, commentID: "601") }),
    ]
    for (name, fault, count) in Self.faults {
      for (stepName, step) in steps {
        let fixture = try fixture()
        defer { fixture.cleanUp() }
        let service = try segments(fixture)
        _ = try service.load(.solutions, slug: Self.slug)
        _ = try service.load(.comments, slug: Self.slug)
        let before = fixture.snapshot()
        fixture.fake.inject(fault, count: count)
        #expect(throws: LoadError.self, "\(name) \(stepName)") { try step(service) }
        #expect(fixture.snapshot() == before, "\(name) \(stepName): cache changed")
      }
    }
  }

  @Test func faultWithNothingCachedIsAnErrorAndWritesNothing() throws {
    for (name, fault, count) in Self.faults {
      let fixture = try fixture()
      defer { fixture.cleanUp() }
      fixture.fake.inject(fault, count: count)
      #expect(throws: LoadError.self, "\(name)") {
        try segments(fixture).load(.comments, slug: Self.slug)
      }
      #expect(fixture.snapshot().isEmpty, "\(name)")
    }
  }

  @Test func staleCommentsAreRefreshedAndFreshOnesAreNot() throws {
    let fixture = try fixture()
    defer { fixture.cleanUp() }
    let service = try segments(fixture)
    _ = try service.load(.comments, slug: Self.slug)
    let count = fixture.fake.requests.count
    _ = try service.load(.comments, slug: Self.slug)
    #expect(fixture.fake.requests.count == count)
    fixture.clock.advance(SegmentService.commentsMaxAge + 60)
    let refreshed = try service.load(.comments, slug: Self.slug)
    #expect(refreshed.staleBecause == nil)
    #expect(fixture.fake.requests.count == count + 2)
  }

  @Test func performDeliversOnABackgroundQueueAndAsync() async throws {
    let fixture = try fixture()
    defer { fixture.cleanUp() }
    let service = try segments(fixture)
    let result = await service.perform(.load, of: .solutions, slug: Self.slug)
    #expect((try? result.get())?.solutions?.solutions.count == 2)
    let article = await service.perform(.open("5002"), of: .solutions, slug: Self.slug)
    #expect((try? article.get())?.solutions?.articles["5002"] != nil)
    _ = await service.perform(.load, of: .comments, slug: Self.slug)
    let replies = await service.perform(.open("602"), of: .comments, slug: Self.slug)
    #expect((try? replies.get())?.comments?.replies["602"] != nil, "an entry of Comments is its replies")
    let offline = try segments(fixture, policy: FetchPolicy(offline: true))
    let failure = await offline.perform(.more, of: .solutions, slug: Self.slug)
    #expect(throws: LoadError.self) { try failure.get() }
  }

  // MARK: - leetcode.cn

  @Test func chineseSiteShapes() throws {
    let fixture = try fixture()
    defer { fixture.cleanUp() }
    let service = try segments(fixture, environment: Self.credentials, site: .cn)
    let solutions = try service.load(.solutions, slug: Self.slug, prefetch: 3)
    #expect(solutions.solutions?.solutions.map(\.id) == ["7001"])
    #expect(solutions.solutions?.articles["7001"]?.content == "用**哈希表**记录每个值。")
    #expect(solutions.solutions?.editorial == nil)
    let comments = try service.load(.comments, slug: Self.slug)
    #expect(comments.comments?.topicID == "8800")
    #expect(comments.comments?.comments.map(\.content) == ["好题！"])
    let submissions = try service.load(.submissions, slug: Self.slug, prefetch: 1)
    #expect(submissions.submissions?.submissions.first?.language == "Python3")
    #expect(submissions.submissions?.details["7777"]?.code == "print('cn')")
    #expect(submissions.submissions?.details["7777"]?.runtime == "36 ms")
    #expect(
      fixture.fake.operations == [
        "questionTopicsList", "discussTopic", "questionBoundTopic", "commonTopicComments",
        "submissionList", "submissionDetails",
      ])
    #expect(fixture.snapshot().keys.allSatisfy { $0.hasPrefix("leetcode.cn/") })
  }
}
