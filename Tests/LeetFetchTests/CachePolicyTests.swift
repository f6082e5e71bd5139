import Foundation
import LeetModel
import LeetTestSupport
import Testing

@testable import LeetFetch

@Suite struct CachePolicyTests {
  private let day: TimeInterval = 86_400

  /// Sets a file's modification time to `date`.
  private func touch(_ url: URL, _ date: Date) throws {
    try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: url.path)
  }

  @Test func idFetchesListThenQuestionAndStoresBothAsTheContractSays() throws {
    let fixture = try FetchFixture(fake: try FakeFixtures.smallSite())
    defer { fixture.cleanUp() }
    let loaded = try fixture.service().load("3")
    #expect(loaded.problem.titleSlug == "pebble-count-3")
    #expect(loaded.source == .live)
    #expect(fixture.fake.operations == ["problemsetQuestionList", "questionData"])

    let questionFile = fixture.root.appendingPathComponent(
      "leetcode.com/questions/pebble-count-3.json")
    let served = FakeFixtures.question(id: "3", slug: "pebble-count-3", title: "Pebble Count 3")
    #expect(FileManager.default.contents(atPath: questionFile.path) == served)
    let listFile = fixture.root.appendingPathComponent("leetcode.com/problemset.json")
    let list = try JSONValue.parse(try Data(contentsOf: listFile))
    #expect(list["fetchedAt"].string != nil)
    #expect(list["questions"].array?.count == 5)
    #expect(list["questions"].array?.first?["frontendQuestionId"].string == "1")
    #expect(list["questions"].array?.first?["titleSlug"].string == "pebble-count-1")
  }

  @Test func freshCopyIsUsedWithoutTheNetwork() throws {
    let fixture = try FetchFixture(fake: try FakeFixtures.smallSite())
    defer { fixture.cleanUp() }
    _ = try fixture.service().load("pebble-count-1")
    let before = fixture.fake.requests.count
    fixture.clock.advance(6 * day)
    let again = try fixture.service().load("pebble-count-1")
    #expect(fixture.fake.requests.count == before)
    guard case .cached = again.source else {
      Issue.record("expected the cached copy")
      return
    }
    #expect(again.staleBecause == nil)
  }

  @Test func staleCopyIsRefreshedWhenOnline() throws {
    let fixture = try FetchFixture(fake: try FakeFixtures.smallSite())
    defer { fixture.cleanUp() }
    _ = try fixture.service().load("pebble-count-1")
    fixture.clock.advance(8 * day)
    let refreshed = try fixture.service().load("pebble-count-1")
    #expect(refreshed.source == .live)
    #expect(fixture.fake.requests.count == 2)
  }

  @Test func staleCopyIsKeptUntouchedWhenTheRefreshFails() throws {
    let faults: [FakeLeetCode.Fault] = [
      .cloudflare, .truncatedJSON, .resetMidBody, .status(503), .graphQLErrors("busy"),
      .nullQuestion,
      .htmlPage,
    ]
    for fault in faults {
      let fixture = try FetchFixture(fake: try FakeFixtures.smallSite())
      defer { fixture.cleanUp() }
      _ = try fixture.service().load("2")
      let before = fixture.snapshot()
      fixture.clock.advance(30 * day)
      fixture.fake.inject(fault, count: 3)
      let shown = try fixture.service().load("2")
      #expect(shown.problem.title == "Pebble Count 2")
      #expect(shown.staleBecause != nil, "no stale note for \(fault)")
      guard case .cached = shown.source else {
        Issue.record("expected the cached copy for \(fault)")
        continue
      }
      #expect(fixture.snapshot() == before, "cache changed by \(fault)")
    }
  }

  @Test func refreshForcesAFetchOfAFreshCopy() throws {
    let fixture = try FetchFixture(fake: try FakeFixtures.smallSite())
    defer { fixture.cleanUp() }
    _ = try fixture.service().load("pebble-count-1")
    let loaded = try fixture.service(policy: FetchPolicy(refresh: true)).load("pebble-count-1")
    #expect(loaded.source == .live)
    #expect(fixture.fake.requests.count == 2)
  }

  @Test func offlineNeverFetches() throws {
    let fixture = try FetchFixture(fake: try FakeFixtures.smallSite())
    defer { fixture.cleanUp() }
    let offline = try fixture.service(policy: FetchPolicy(offline: true))
    #expect(throws: LoadError.notCachedOffline("problem 'pebble-count-1'")) {
      try offline.load("pebble-count-1")
    }
    #expect(throws: LoadError.unknownID("1")) { try offline.load("1") }
    _ = try fixture.service().load("1")
    let count = fixture.fake.requests.count
    fixture.clock.advance(100 * day)
    let cached = try offline.load("1")
    #expect(cached.problem.titleSlug == "pebble-count-1")
    #expect(fixture.fake.requests.count == count)
    #expect(offline.isOffline)
  }

  @Test func faultWithNothingCachedFailsAndWritesNothing() throws {
    let fixture = try FetchFixture(fake: try FakeFixtures.smallSite())
    defer { fixture.cleanUp() }
    fixture.fake.inject(.truncatedJSON)
    #expect(throws: LoadError.self) { try fixture.service().load("pebble-count-4") }
    #expect(fixture.snapshot().isEmpty)
  }

  @Test func unreachableHostShowsTheStaleCopyAndRemembersItIsOffline() throws {
    let fixture = try FetchFixture(fake: try FakeFixtures.smallSite())
    defer { fixture.cleanUp() }
    _ = try fixture.service().load("pebble-count-1")
    _ = try fixture.service().load("pebble-count-2")
    fixture.fake.stop()
    fixture.clock.advance(10 * day)
    let service = try fixture.service()
    let first = try service.load("pebble-count-1")
    #expect(first.staleBecause?.message.hasPrefix("cannot reach") == true)
    #expect(service.isOffline)
    let second = try service.load("pebble-count-2")
    #expect(second.staleBecause != nil)
  }

  @Test func damagedEntryIsReplacedWhenOnline() throws {
    let fixture = try FetchFixture(fake: try FakeFixtures.smallSite())
    defer { fixture.cleanUp() }
    let file = try fixture.store.userURL(.questions, slug: TitleSlug(validating: "pebble-count-1"))
    try AtomicFile.write(Data("{not json".utf8), to: file)
    #expect(throws: LoadError.self) {
      try fixture.service(policy: FetchPolicy(offline: true)).load("pebble-count-1")
    }
    let loaded = try fixture.service().load("pebble-count-1")
    #expect(loaded.source == .live)
    #expect((try? ProblemDecoder.decode(Data(contentsOf: file)))?.title == "Pebble Count 1")
  }

  @Test func unknownIDInAFreshListIsNotFetchedAgain() throws {
    let fixture = try FetchFixture(fake: try FakeFixtures.smallSite())
    defer { fixture.cleanUp() }
    _ = try fixture.service().load("1")
    let count = fixture.fake.requests.count
    let fresh = LoadError.unknownIDOnline("77", listAge: "1 minute")
    #expect(throws: fresh) { try fixture.service().load("77") }
    #expect(fixture.fake.requests.count == count)
    fixture.clock.advance(2 * day)
    let justFetched = LoadError.unknownIDOnline("77", listAge: nil)
    #expect(throws: justFetched) { try fixture.service().load("77") }
    #expect(fixture.fake.operations.last == "problemsetQuestionList")
    // Online, "when online" is not the advice; right after a download, no sync either (item 8).
    #expect(!fresh.message.contains("when online"), "\(fresh.message)")
    #expect(!justFetched.message.contains("sync"), "\(justFetched.message)")
    #expect(justFetched.message == "LeetCode's problem list, fetched just now, has no problem with id '77'")
  }

  @Test func aPremiumProblemNotCachedOfflineIsNotSentToSync() throws {
    let fixture = try FetchFixture(fake: try FakeFixtures.smallSite(paid: [2]))
    defer { fixture.cleanUp() }
    _ = try fixture.service().load("1")
    let offline = try fixture.service(policy: FetchPolicy(offline: true))
    do {
      _ = try offline.load("2")
      Issue.record("a problem not cached loaded offline")
    } catch let error as LoadError {
      guard case .notKeptOffline = error else {
        Issue.record("expected notKeptOffline, got \(error)")
        return
      }
      #expect(error.message.contains("Premium"), "\(error.message)")
      #expect(!error.message.contains("run `leetview sync`"), "\(error.message)")
    }
    #expect(throws: LoadError.notCachedOffline("problem '3'")) { try offline.load("3") }
  }

  @Test func inTheInterfaceNoAdviceNamesACommandLineOption() throws {
    let fixture = try FetchFixture(fake: try FakeFixtures.smallSite())
    defer { fixture.cleanUp() }
    fixture.fake.stop()
    let service = try fixture.service()
    do {
      _ = try service.load("pebble-count-1")
      Issue.record("loaded from a stopped server")
    } catch let error as LoadError {
      let said = FailureWords.interface.phrase(error)
      #expect(said.hasPrefix("cannot reach 127.0.0.1:"), "\(said)")
      #expect(!said.contains("--offline"), "issue 14, item 8: \(said)")
    }
    for error in [
      FetchError.timedOut(host: "h", seconds: 19, attempts: 3),
      .unreachable(host: "h", reason: "no network"), .httpStatus(host: "h", status: 500, attempts: 3),
      .blocked(host: "h", status: 403, signedIn: false),
    ] {
      #expect(!FailureWords.interface.phrase(error).contains("--offline"), "\(error)")
      #expect(error.message.contains("--offline"), "the command line keeps it: \(error)")
    }
  }

  @Test func listFallsBackToTheRESTIndex() throws {
    let fake = try FakeLeetCode()
    fake.serveQuestion(
      "pebble-count-9",
      body: FakeFixtures.question(id: "9", slug: "pebble-count-9", title: "Pebble Count 9"))
    let index =
      #"{"stat_status_pairs": [{"stat": {"frontend_question_id": 9, "question__title": "Pebble Count 9", "question__title_slug": "pebble-count-9", "total_acs": 1, "total_submitted": 4}, "difficulty": {"level": 2}, "paid_only": false}]}"#
    fake.serveRESTIndex(Data(index.utf8))
    fake.inject(.graphQLErrors("Cannot query field \"questionList\" on type \"Query\"."))
    let fixture = try FetchFixture(fake: fake)
    defer { fixture.cleanUp() }
    let loaded = try fixture.service().load("9")
    #expect(loaded.problem.title == "Pebble Count 9")
    let list = try #require(try fixture.service().repository.cachedList())
    #expect(list.items.first?.difficulty == .medium)
    #expect(list.items.first?.acceptance == 25)
  }

  @Test func dailyLoadsTodaysProblemAndRemembersIt() throws {
    let fake = try FakeFixtures.smallSite()
    let fixture = try FetchFixture(fake: fake)
    defer { fixture.cleanUp() }
    let today = Site.com.today(at: fixture.clock.now)
    fake.serveDaily(FakeFixtures.daily(slug: "pebble-count-4", id: "4", date: today))
    let loaded = try fixture.service().daily()
    #expect(loaded.problem.titleSlug == "pebble-count-4")
    #expect(fake.operations == ["questionOfToday", "questionData"])
    let offline = try fixture.service(policy: FetchPolicy(offline: true)).daily()
    #expect(offline.problem.titleSlug == "pebble-count-4")
    fixture.clock.advance(day)
    #expect(throws: ProblemService.dailyNotCached) {
      try fixture.service(policy: FetchPolicy(offline: true)).daily()
    }
  }
}

@Suite struct ServiceExtrasTests {
  @Test func dailyFallsBackToTheQuestionItCarries() throws {
    let fake = try FakeLeetCode()
    let fixture = try FetchFixture(fake: fake)
    defer { fixture.cleanUp() }
    let question =
      try JSONSerialization.jsonObject(
        with: FakeFixtures.question(id: "8", slug: "pebble-count-8", title: "Pebble Count 8"))
      as? [String: Any]
    let inner = (question?["data"] as? [String: Any])?["question"] ?? [:]
    let today = Site.com.today(at: fixture.clock.now)
    let daily: [String: Any] = [
      "data": ["activeDailyCodingChallengeQuestion": ["date": today, "question": inner]]
    ]
    fake.serveDaily(try JSONSerialization.data(withJSONObject: daily))
    let loaded = try fixture.service().daily()
    #expect(loaded.problem.title == "Pebble Count 8")
    #expect(loaded.problem.content?.contains("pebbles") == true)
  }

  @Test func backgroundLoadDeliversTheResult() async throws {
    let fixture = try FetchFixture(fake: try FakeFixtures.smallSite())
    defer { fixture.cleanUp() }
    let service = try fixture.service()
    let loaded = try await service.loadAsync("pebble-count-3").get()
    #expect(loaded.problem.title == "Pebble Count 3")
    let missing = try await fixture.service(policy: FetchPolicy(offline: true)).loadAsync(
      "pebble-count-4")
    #expect(throws: LoadError.notCachedOffline("problem 'pebble-count-4'")) { try missing.get() }
  }

  @Test func serverIgnoringSkipDoesNotLoopForever() throws {
    let fake = try FakeLeetCode()
    let page =
      #"{"data":{"problemsetQuestionList":{"total":3000,"questions":[{"questionFrontendId":"1","title":"Pebble Count 1","titleSlug":"pebble-count-1","isPaidOnly":false}]}}}"#
    fake.serveFixedList(Data(page.utf8))
    let fixture = try FetchFixture(fake: fake)
    defer { fixture.cleanUp() }
    let list = try LeetCodeAPI(client: try fixture.client()).wholeList()
    #expect(list.items.map(\.titleSlug) == ["pebble-count-1"])
    #expect(fake.requests.count == 2)
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason)) func recordedTrimmedListResponseIsRead() throws {
    guard
      let url = Corpus.directory?.appendingPathComponent(
        "recorded/problemList_questionList_trimmed__alfa-leetcode-api.json"),
      let body = FileManager.default.contents(atPath: url.path)
    else {
      throw CorpusError.missing("recorded/problemList_questionList_trimmed__alfa-leetcode-api.json")
    }
    let fake = try FakeLeetCode()
    fake.serveFixedList(body)
    let fixture = try FetchFixture(fake: fake)
    defer { fixture.cleanUp() }
    let list = try LeetCodeAPI(client: try fixture.client()).wholeList()
    #expect(list.item(frontendID: "1")?.titleSlug == "two-sum")
  }
}
