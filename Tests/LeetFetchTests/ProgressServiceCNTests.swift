import Foundation
import LeetModel
import LeetTestSupport
import Testing

@testable import LeetFetch

/// Progress on leetcode.cn from a fake cn on loopback: the signed-in user named by `userStatus`'s
/// `userSlug`, the question progress at `/graphql`, the calendar and contest at the user gateway
/// `/graphql/noj-go/`, cached under `leetcode.cn/progress/`.
@Suite struct ProgressServiceCNTests {
  /// A fake cn answering `userStatus` for alice's cookie (display name and slug apart) and the
  /// progress of the slug `alice-x` and of `bob`.
  static func fake() throws -> FakeLeetCode {
    let fake = try FakeLeetCode()
    fake.serveUserStatus {
      ["alice-cookie": FakeAccount(username: "爱丽丝", userSlug: "alice-x")]
    }
    let users = [
      "alice-x": FakeProgress.busy("alice-x", today: ProgressServiceTests.today),
      "bob": FakeProgress.busy("bob", today: ProgressServiceTests.today, seed: 11),
    ]
    fake.serveProgressCN { users }
    return fake
  }

  @Test func theSignedInSlugsProgressIsReadFromCnsShapesAtTheirPaths() throws {
    let fake = try Self.fake()
    let fixture = try ProgressServiceTests.fixture(fake)
    defer { fixture.cleanUp() }
    let service = ProgressService(
      problems: try fixture.service(environment: ProgressServiceTests.signedIn, site: .cn))
    let user = try #require(try service.signedInUser())
    #expect(user.rawValue == "alice-x")
    let loaded = try service.load(user)
    #expect(!loaded.fromCache)
    let progress = loaded.snapshot.progress
    #expect(progress.problems.isEmpty)
    // Accepted 428 of 1,820 medium: the total is accepted + failed + untouched; no beats on cn.
    #expect(progress.byDifficulty[.medium] == DifficultyProgress(solved: 428, total: 1_820, beats: nil))
    #expect(progress.byDifficulty[.easy] == DifficultyProgress(solved: 312, total: 870, beats: nil))
    #expect(progress.all == DifficultyProgress(solved: 837, total: 3_400, beats: nil))
    let contest = try #require(progress.contest)
    #expect(contest.history.count == 30)
    #expect(contest.totalParticipants == 612_345)
    #expect(contest.globalRanking == 23_456)
    let day = UTCDay(seconds: Double(ProgressServiceTests.today))
    #expect(progress.calendar.longestStreak(from: day.adding(-364), through: day) >= 40)

    let sent: [(path: String, body: JSONValue)] = fake.requests.compactMap { request in
      (try? JSONValue.parse(request.body)).map { (request.path, $0) }
    }
    func paths(_ name: String) -> Set<String> {
      Set(sent.filter { $0.body["operationName"].string == name }.map(\.path))
    }
    #expect(paths("userQuestionProgress") == ["/graphql"])
    #expect(paths("userProfileCalendar") == ["/graphql/noj-go/"])
    #expect(paths("userContestRankingInfo") == ["/graphql/noj-go/"])
    let years = sent.filter { $0.body["operationName"].string == "userProfileCalendar" }
      .compactMap { $0.body["variables"]["year"].int }
    #expect(years.sorted() == [2025, 2026])
    #expect(
      sent.filter { $0.body["operationName"].string != "globalData" }
        .allSatisfy { $0.body["variables"]["userSlug"].string == "alice-x" })

    let url = service.problems.store.progressURL(user)
    #expect(url.path.hasSuffix("leetcode.cn/progress/alice-x.json"))
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(!text.contains("alice-cookie") && !text.contains("csrf-token-value"))
  }

  @Test func anUnknownSlugIsRefusedInCnsWordsAndNothingIsWritten() throws {
    let fake = try Self.fake()
    let fixture = try ProgressServiceTests.fixture(fake)
    defer { fixture.cleanUp() }
    let service = ProgressService(problems: try fixture.service(site: .cn))
    #expect(try service.load(try #require(UserName("bob"))).snapshot.progress.all?.solved == 837)
    let nobody = try #require(UserName("nobody"))
    do {
      _ = try service.load(nobody)
      Issue.record("nobody loaded")
    } catch let error as LoadError {
      #expect(error.message.contains("no user named nobody"))
      #expect(error.message.contains("用户不存在"))
    }
    #expect(!FileManager.default.fileExists(atPath: service.problems.store.progressURL(nobody).path))
  }

  @Test func aPastedSessionLearnsItsSlugOnlineSoThatStatsFindsItsProgressOffline() throws {
    let fake = try Self.fake()
    let fixture = try ProgressServiceTests.fixture(fake)
    defer { fixture.cleanUp() }
    // `login --paste` keeps the cookies alone: no name is known yet.
    let config = fixture.root.appendingPathComponent("config/leetview/config.json")
    try FileManager.default.createDirectory(
      at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
    let pasted = #"{"sites": {"leetcode.cn": {"LEETCODE_SESSION": "alice-cookie", "origin": "pasted"}}}"#
    try Data(pasted.utf8).write(to: config)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: config.path)
    let offlinePolicy = FetchPolicy(offline: true)
    #expect(
      try ProgressService(problems: try fixture.service(policy: offlinePolicy, site: .cn)).signedInUser()
        == nil)

    let online = ProgressService(problems: try fixture.service(site: .cn))
    let user = try #require(try online.signedInUser())
    #expect(user.rawValue == "alice-x")
    _ = try online.load(user)
    let stored = try #require(online.problems.session.storedCredentials)
    #expect(stored.username == "爱丽丝")
    #expect(stored.userSlug == "alice-x")
    #expect(stored.credentials.session == "alice-cookie", "the cookie is kept as it was")
    #expect(stored.origin == "pasted")
    let mode = try FileManager.default.attributesOfItem(atPath: config.path)[.posixPermissions]
    #expect((mode as? NSNumber)?.intValue == 0o600)

    fake.stop()
    let offline = ProgressService(problems: try fixture.service(policy: offlinePolicy, site: .cn))
    let named = try #require(try offline.signedInUser())
    #expect(named == user)
    #expect(try offline.load(named).snapshot.progress.all?.solved == 837)
  }
}
