import Foundation
import LeetModel
import LeetTestSupport
import Testing

@testable import LeetFetch

/// Progress fetched from a fake LeetCode on loopback: the signed-in user named by `userStatus`
/// (by the session cookie), another user signed out, cached with its age, and kept when a
/// refresh fails.
@Suite struct ProgressServiceTests {
  /// 2026-11-20T00:00Z, a UTC midnight.
  static let today = 1_795_132_800

  /// A fake answering `userStatus` for alice's cookie and the progress of alice and bob.
  static func fake() throws -> FakeLeetCode {
    let fake = try FakeLeetCode()
    fake.serveUserStatus { ["alice-cookie": FakeAccount(username: "alice")] }
    let users = [
      "alice": FakeProgress.busy("alice", today: today),
      "bob": FakeProgress.busy("bob", today: today, seed: 11),
    ]
    fake.serveProgress { users }
    return fake
  }

  /// A fixture whose clock stands at noon of `today`.
  static func fixture(_ fake: FakeLeetCode) throws -> FetchFixture {
    let fixture = try FetchFixture(fake: fake)
    fixture.clock.advance(Date(timeIntervalSince1970: Double(today) + 43_200).timeIntervalSinceNow)
    return fixture
  }

  static let signedIn = ["LEETCODE_SESSION": "alice-cookie", "LEETCODE_CSRFTOKEN": "csrf-token-value"]

  @Test func theSignedInUserIsNamedByUserStatusAndTheirProgressIsCachedPrivate() throws {
    let fake = try Self.fake()
    let fixture = try Self.fixture(fake)
    defer { fixture.cleanUp() }
    let service = ProgressService(problems: try fixture.service(environment: Self.signedIn))
    let user = try #require(try service.signedInUser())
    #expect(user.rawValue == "alice")
    #expect(fake.requests.last?.headers["cookie"]?.contains("LEETCODE_SESSION=alice-cookie") == true)
    let loaded = try service.load(user)
    #expect(!loaded.fromCache)
    #expect(loaded.staleBecause == nil)
    let progress = loaded.snapshot.progress
    #expect(progress.byDifficulty[.medium] == DifficultyProgress(solved: 428, total: 1_820, beats: 96.1))
    #expect(progress.all?.solved == 837)
    #expect(progress.contest?.history.count == 30)
    #expect(progress.contest?.badge == "Knight")
    let day = UTCDay(seconds: Double(Self.today))
    // This year's and last year's calendars, merged: the 40-day streak is there whole.
    #expect(progress.calendar.longestStreak(from: day.adding(-364), through: day) >= 40)
    let calendars = fake.operations.filter { $0 == "UserProfileCalendar" }.count
    #expect(calendars == 2)
    let bodies: [JSONValue] = fake.requests.compactMap { try? JSONValue.parse($0.body) }
    let years: [Int] = bodies.filter { $0["operationName"].string == "UserProfileCalendar" }
      .compactMap { $0["variables"]["year"].int }
    #expect(years.sorted() == [2025, 2026])

    let url = fixture.store.progressURL(user)
    #expect(url.path.hasSuffix("leetcode.com/progress/alice.json"))
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(!text.contains("alice-cookie") && !text.contains("csrf-token-value"))

    // Fresh: the cache answers without a request.
    let before = fake.requests.count
    let again = try service.load(user)
    #expect(again.fromCache)
    #expect(fake.requests.count == before)
    #expect(again.snapshot == loaded.snapshot)
  }

  @Test func anotherUsersProgressWorksSignedOut() throws {
    let fake = try Self.fake()
    let fixture = try Self.fixture(fake)
    defer { fixture.cleanUp() }
    let service = ProgressService(problems: try fixture.service())
    #expect(try service.signedInUser() == nil)
    let bob = try #require(UserName("bob"))
    let loaded = try service.load(bob)
    #expect(loaded.snapshot.user == "bob")
    #expect(loaded.snapshot.progress.byDifficulty[.hard]?.solved == 97)
    #expect(fake.requests.allSatisfy { $0.headers["cookie"]?.contains("LEETCODE_SESSION") != true })
    // An unknown user: LeetCode's words, and nothing is written.
    let nobody = try #require(UserName("nobody"))
    #expect(throws: LoadError.self) { try service.load(nobody) }
    do {
      _ = try service.load(nobody)
    } catch let error as LoadError {
      #expect(error.message.contains("That user does not exist."))
    }
    #expect(!FileManager.default.fileExists(atPath: fixture.store.progressURL(nobody).path))
  }

  @Test func aFailingRefreshKeepsTheCachedCopyWithItsAge() throws {
    let fake = try Self.fake()
    let fixture = try Self.fixture(fake)
    defer { fixture.cleanUp() }
    let service = ProgressService(problems: try fixture.service())
    let bob = try #require(UserName("bob"))
    let first = try service.load(bob)
    let bytes = try Data(contentsOf: fixture.store.progressURL(bob))
    fixture.clock.advance(ProgressService.maxAge * 3)
    fake.inject(.graphQLErrors("rate limited, try later"))
    let stale = try service.load(bob)
    #expect(stale.fromCache)
    #expect(stale.snapshot == first.snapshot)
    #expect(stale.age >= ProgressService.maxAge * 3)
    #expect(stale.staleBecause?.message.contains("rate limited") == true)
    #expect(try Data(contentsOf: fixture.store.progressURL(bob)) == bytes)
    // Offline: the cached copy, said to be offline; a user never fetched fails in one line.
    let offline = ProgressService(problems: try fixture.service(policy: FetchPolicy(offline: true)))
    let shown = try offline.load(bob)
    #expect(shown.staleBecause?.message == "offline")
    #expect(shown.snapshot == first.snapshot)
    do {
      _ = try offline.load(try #require(UserName("carol")))
      Issue.record("carol loaded offline")
    } catch let error as LoadError {
      #expect(error.message.contains("leetview stats carol"))
    }
  }

  @Test func refreshFetchesAFreshCopyAgain() throws {
    let fake = try Self.fake()
    let fixture = try Self.fixture(fake)
    defer { fixture.cleanUp() }
    let bob = try #require(UserName("bob"))
    _ = try ProgressService(problems: try fixture.service()).load(bob)
    let before = fake.operations.filter { $0 == "userProblemsSolved" }.count
    let refreshing = ProgressService(problems: try fixture.service(policy: FetchPolicy(refresh: true)))
    let loaded = try refreshing.load(bob)
    #expect(!loaded.fromCache)
    #expect(fake.operations.filter { $0 == "userProblemsSolved" }.count == before + 1)
  }
}
