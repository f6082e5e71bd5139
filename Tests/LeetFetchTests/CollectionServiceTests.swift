import Foundation
import LeetModel
import LeetTestSupport
import Testing

@testable import LeetFetch

/// Plans, lists and contests fetched from a fake LeetCode on loopback that answers by the session
/// cookie: cached atomically under `<site>/plans|lists|contests`, shown offline with their age,
/// kept when a refresh fails, and LeetCode's refusals said in its words.
@Suite struct CollectionServiceTests {
  static let session = "collector-cookie-51ab"

  static func fixture() throws -> FetchFixture {
    let fake = try FakeLeetCode()
    fake.serveCollections(
      FakeCollections(signedIn: [session], upcomingStart: Date(timeIntervalSince1970: 1_800_000_000)))
    return try FetchFixture(fake: fake)
  }

  static func service(_ fixture: FetchFixture, signedIn: Bool = true, policy: FetchPolicy = FetchPolicy())
    throws
    -> CollectionService
  {
    let environment = signedIn ? ["LEETCODE_SESSION": session, "LEETCODE_CSRFTOKEN": "csrf-5"] : [:]
    return CollectionService(problems: try fixture.service(policy: policy, environment: environment))
  }

  @Test func aPlanSignedInHasItsGroupsInOrderWithMarksAndALockedGroup() throws {
    let fixture = try Self.fixture()
    defer { fixture.cleanUp() }
    let loaded = try Self.service(fixture).plan("top-pebbles-150")
    #expect(!loaded.isCached)
    let plan = loaded.value
    #expect(plan.groups.map(\.slug) == ["arrays", "gold-group", "strings"])
    #expect(plan.groups[0].entries.map(\.mark) == [.solved, .solved, .attempted])
    #expect(plan.groups[1].isLocked)
    #expect(plan.groups[1].total == 2)
    #expect(plan.progress(with: SolvedMarks()) == (2, 6))
    #expect(plan.detail == "Pebbles first")
    let url = fixture.store.collectionURL(.plan, slug: try TitleSlug(validating: "top-pebbles-150"))
    #expect(url.path.hasSuffix("leetcode.com/plans/by-slug/top-pebbles-150.json"))
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    #expect(!String(decoding: try Data(contentsOf: url), as: UTF8.self).contains(Self.session))
  }

  @Test func signedOutThePlanIsReadableUnmarkedAndTheIndexHasOnlyTheCatalogue() throws {
    let fixture = try Self.fixture()
    defer { fixture.cleanUp() }
    let service = try Self.service(fixture, signedIn: false)
    let plan = try service.plan("top-pebbles-150").value
    #expect(plan.entries.allSatisfy { $0.mark == .untouched })
    let index = try service.planIndex().value
    #expect(index.sections.map(\.shelf) == [.catalogue])
    // LeetCode's catalogue first, then the plans it leaves out that clients name (no sizes).
    let known = KnownStudyPlans.com.map(\.slug)
    #expect(index.summaries.map(\.slug) == ["river-75", "top-pebbles-150", "gold-plan"] + known)
    #expect(index.summaries.first { $0.slug == "top-interview-150" }?.name == "Top Interview 150")
    #expect(index.summaries.first { $0.slug == "top-interview-150" }?.total == nil)
    // Nothing was asked that needs a session.
    #expect(!fixture.fake.operations.contains("GetMyStudyPlan"))
  }

  @Test func signedInTheIndexHasYourPlansWithProgressApart() throws {
    let fixture = try Self.fixture()
    defer { fixture.cleanUp() }
    let index = try Self.service(fixture).planIndex().value
    #expect(index.sections.map(\.shelf) == [.yours, .catalogue])
    #expect(index.sections[0].summaries.first?.solved == 2)
    #expect(index.sections[0].summaries.first?.total == 150)
    #expect(!index.sections[1].summaries.contains { $0.slug == "top-pebbles-150" })
  }

  @Test func aDeadSessionStillGetsTheCatalogueWithLeetCodesWords() throws {
    let fixture = try Self.fixture()
    defer { fixture.cleanUp() }
    let environment = ["LEETCODE_SESSION": "dead-cookie", "LEETCODE_CSRFTOKEN": "csrf-5"]
    let service = CollectionService(problems: try fixture.service(environment: environment))
    let loaded = try service.planIndex()
    #expect(loaded.value.sections.map(\.shelf) == [.catalogue])
    #expect(loaded.warnings.contains { $0.contains("User is not authenticated") })
  }

  @Test func anUnknownPlanIsSaidNotCached() throws {
    let fixture = try Self.fixture()
    defer { fixture.cleanUp() }
    #expect(throws: LoadError.noSuchCollection("the study plan 'no-such-plan'")) {
      try Self.service(fixture).plan("no-such-plan")
    }
    #expect(LoadError.noSuchCollection("the study plan 'x'").message == "LeetCode has no study plan 'x'")
    #expect(fixture.snapshot().isEmpty)
    #expect(throws: LoadError.self) { try Self.service(fixture).plan("../up") }
  }

  @Test func offlineTheCachedCopyIsShownWithItsAgeAndWithoutOneItSaysHowToGetIt() throws {
    let fixture = try Self.fixture()
    defer { fixture.cleanUp() }
    _ = try Self.service(fixture).contestIndex()
    fixture.clock.advance(7_200)
    let offline = try Self.service(fixture, policy: FetchPolicy(offline: true))
    let before = fixture.fake.requests.count
    let loaded = try offline.contestIndex()
    #expect(loaded.isCached)
    #expect(fixture.clock.now.timeIntervalSince(loaded.fetchedAt) >= 7_200)
    #expect(fixture.fake.requests.count == before)
    #expect(throws: LoadError.self) { try offline.plan("top-pebbles-150") }
    do {
      _ = try offline.plan("top-pebbles-150")
    } catch let error as LoadError {
      #expect(error.message.contains("run `leetview plans top-pebbles-150` once online"))
    }
  }

  @Test func aFailingRefreshKeepsTheCacheAndShowsTheCopy() throws {
    let fixture = try Self.fixture()
    defer { fixture.cleanUp() }
    let service = try Self.service(fixture)
    _ = try service.list("big-public")
    let stored = fixture.snapshot()
    fixture.clock.advance(CollectionService.maxAge + 1)
    fixture.fake.inject(.status(500), count: 20)
    let loaded = try service.list("big-public")
    #expect(loaded.isCached)
    #expect(loaded.staleBecause?.message.contains("500") == true)
    #expect(loaded.value.entries.count == 130)
    #expect(fixture.snapshot() == stored)
  }

  @Test func aFreshCopyIsNotFetchedAgainUnlessRefreshIsAsked() throws {
    let fixture = try Self.fixture()
    defer { fixture.cleanUp() }
    _ = try Self.service(fixture).contest("weekly-pebble-400")
    let count = fixture.fake.requests.count
    #expect(try Self.service(fixture).contest("weekly-pebble-400").isCached)
    #expect(fixture.fake.requests.count == count)
    #expect(
      try !Self.service(fixture, policy: FetchPolicy(refresh: true)).contest("weekly-pebble-400").isCached)
    #expect(fixture.fake.requests.count > count)
  }

  @Test func aPublicListPagesThroughSignedOutAndAPremiumOneIsLocked() throws {
    let fixture = try Self.fixture()
    defer { fixture.cleanUp() }
    let service = try Self.service(fixture, signedIn: false)
    let list = try service.list("https://leetcode.com/problem-list/big-public/?sort=1").value
    #expect(list.slug == "big-public")
    #expect(list.entries.count == 130)
    #expect(fixture.fake.operations.filter { $0 == "favoriteQuestionList" }.count == 2)
    let gold = try service.list("gold-company").value
    #expect(gold.groups.first?.isLocked == true)
    #expect(gold.groups.first?.total == 5)
    // A private list is not LeetCode's to show a stranger: signing in may show it.
    #expect(throws: LoadError.signInNeeded("the list 'my-drills' is private or unknown")) {
      try service.list("my-drills")
    }
  }

  @Test func theUsersListsNeedASessionAndComeWithCounts() throws {
    let fixture = try Self.fixture()
    defer { fixture.cleanUp() }
    #expect(throws: LoadError.signInNeeded("your favourite lists")) {
      try Self.service(fixture, signedIn: false).listIndex()
    }
    let index = try Self.service(fixture).listIndex().value
    #expect(index.sections.map(\.shelf) == [.created, .collected])
    #expect(index.summaries.map(\.slug) == ["my-drills", "big-public"])
    #expect(index.summaries.map(\.total) == [2, 130])
  }

  @Test func changingAListSaysLeetCodesRefusalInItsWords() throws {
    let fixture = try Self.fixture()
    defer { fixture.cleanUp() }
    let service = try Self.service(fixture)
    _ = try service.list("my-drills")
    let pages = fixture.fake.operations.filter { $0 == "favoriteQuestionList" }.count
    try service.changeList("my-drills", questionSlug: "lantern-row", adding: true)
    #expect(fixture.fake.operations.contains("batchAddQuestionsToFavorite"))
    // The changed list is fetched again at once, and its copy cached.
    #expect(fixture.fake.operations.filter { $0 == "favoriteQuestionList" }.count == pages + 1)
    #expect(service.cachedList("my-drills")?.entries.count == 2)
    try service.changeList("my-drills", questionSlug: "lantern-row", adding: false)
    #expect(fixture.fake.operations.contains("removeQuestionFromFavoriteV2"))
    do {
      try service.changeList("big-public", questionSlug: "lantern-row", adding: false)
      Issue.record("a refusal was taken for a change")
    } catch let error as LoadError {
      #expect(error.message.contains("You cannot change a list you do not own."))
    }
    #expect(throws: LoadError.signInNeeded("changing a list")) {
      try Self.service(fixture, signedIn: false).changeList("my-drills", questionSlug: "x", adding: true)
    }
  }

  @Test func contestsComeUpcomingSoonestFirstAndPastNewestFirstAndAContestHasPoints() throws {
    let fixture = try Self.fixture()
    defer { fixture.cleanUp() }
    let service = try Self.service(fixture)
    let index = try service.contestIndex().value
    #expect(
      index.sections.map { $0.summaries.map(\.slug) } == [
        ["weekly-pebble-401", "weekly-pebble-402"],
        ["weekly-pebble-400", "weekly-pebble-399", "weekly-pebble-398"],
      ])
    let contest = try service.contest("weekly-pebble-400").value
    #expect(contest.entries.map(\.credit) == [3, 4, 5, 6])
    #expect(contest.entries.map(\.mark) == [.solved, .untouched, .untouched, .untouched])
    let upcoming = try service.contest("weekly-pebble-401").value
    #expect(upcoming.entries.isEmpty && upcoming.groups.first?.isLocked == false)
    #expect(throws: LoadError.noSuchCollection("the contest 'weekly-pebble-1'")) {
      try service.contest("weekly-pebble-1")
    }
  }

  @Test func errorsBesideUsableDataAreReportedAndA200RefusalIsARefusal() throws {
    let fake = try FakeLeetCode()
    fake.serve(
      queryContaining: "contestV2HistoryContests",
      byRequest: { _ in
        Data(
          #"{"data":{"contestV2HistoryContests":{"contests":[{"titleSlug":"w-1","title":"W 1","startTime":5}]}},"errors":[{"message":"Field 'cardImg' is \u001b[2Jdeprecated"}]}"#
            .utf8)
      })
    fake.serve(
      queryContaining: "studyPlanV2Detail",
      byRequest: { _ in Data(#"{"error":"User is not authenticated"}"#.utf8) })
    fake.serveCollections(
      FakeCollections(signedIn: [], upcomingStart: Date(timeIntervalSince1970: 1_800_000_000)))
    let fixture = try FetchFixture(fake: fake)
    defer { fixture.cleanUp() }
    let service = try Self.service(fixture, signedIn: false)
    let loaded = try service.contestIndex()
    #expect(loaded.value.sections[1].summaries.map(\.slug) == ["w-1"])
    #expect(loaded.warnings == ["contestV2HistoryContests: Field 'cardImg' is deprecated"])
    do {
      _ = try service.plan("top-pebbles-150")
      Issue.record("a refusal was taken for a plan")
    } catch let error as LoadError {
      #expect(error.message.contains("User is not authenticated"), "\(error.message)")
    }
    #expect(fixture.snapshot().keys.allSatisfy { !$0.contains("plans") })
  }

  @Test func onLeetCodeCnTheCatalogueIsEveryHeadingsPlansPageByPage() throws {
    let fixture = try Self.fixture()
    defer { fixture.cleanUp() }
    let service = CollectionService(problems: try fixture.service(site: .cn))
    let index = try service.planIndex().value
    #expect(index.sections.map(\.shelf) == [.catalogue])
    let slugs = index.summaries.map(\.slug)
    // The first heading's two, then the second's 105 over two pages, each plan once.
    #expect(slugs.count == 106)
    #expect(Array(slugs.prefix(3)) == ["river-sprint", "deep-topic-1", "deep-topic-2"])
    #expect(slugs.last == "deep-topic-105")
    #expect(index.summaries.first?.name == "河流冲刺")
    #expect(index.summaries.last?.isPremiumOnly == true)
    #expect(!slugs.contains("leetcode-75"), "leetcode.com's known plans are not cn's")
    let operations = fixture.fake.operations
    #expect(!operations.contains("studyPlansV2AdQuestionPage"))
    #expect(operations.filter { $0 == "studyPlansV2ByCatalog" }.count == 3)
    let url = service.problems.store.collectionURL(.plan, slug: nil)
    #expect(url.path.contains("leetcode.cn/"))
    // Offline, the same index from the cache.
    fixture.fake.stop()
    let offline = CollectionService(
      problems: try fixture.service(policy: FetchPolicy(offline: true), site: .cn))
    #expect(try offline.planIndex().value.summaries.map(\.slug) == slugs)
  }

  @Test func onLeetCodeCnContestsComeFromCnsOwnQueries() throws {
    let fixture = try Self.fixture()
    defer { fixture.cleanUp() }
    let service = CollectionService(problems: try fixture.service(site: .cn))
    let index = try service.contestIndex().value
    #expect(index.sections.map(\.shelf) == [.upcoming, .past])
    #expect(index.sections[0].summaries.map(\.slug) == ["weekly-contest-cn-2"])
    #expect(index.sections[0].summaries.first?.name == "第 2 场周赛")
    let past = index.sections[1].summaries
    #expect(past.count == LeetCodeAPI.pastContestCount)
    #expect(past.first?.slug == "weekly-contest-cn-old-40", "newest first")
    let operations = fixture.fake.operations
    #expect(operations.contains("contestUpcomingContests") && operations.contains("contestHistory"))
    #expect(!operations.contains { $0.hasPrefix("contestV2") })
  }
}
