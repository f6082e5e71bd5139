import Foundation
import LeetModel
import LeetTestSupport
import Testing

@testable import LeetFetch

/// The marks fetched from a fake LeetCode on loopback that answers by the session cookie, cached
/// private with their age, merged by maximum, and moved by a submit.
@Suite struct MarksServiceTests {
  static let slugs = ["two-sum", "add-two-numbers", "lru-cache"]

  static func slug(_ text: String) throws -> TitleSlug { try TitleSlug(validating: text) }

  static func signedIn(_ fixture: FetchFixture, session: String = "alice-cookie") throws -> MarksService {
    let environment = ["LEETCODE_SESSION": session, "LEETCODE_CSRFTOKEN": "csrf-token-value"]
    return MarksService(problems: try fixture.service(environment: environment))
  }

  static func submission(code: Int) -> JudgeResult {
    JudgeResult(kind: .submission, statusCode: code, statusMessage: "")
  }

  @Test func refreshStoresTheSessionsMarksPrivateWithTheirAge() throws {
    let fake = try FakeLeetCode()
    fake.serveMarks(slugs: Self.slugs) {
      ["alice-cookie": ("alice", ["two-sum": "ac", "add-two-numbers": "notac"])]
    }
    let fixture = try FetchFixture(fake: fake)
    defer { fixture.cleanUp() }
    let service = try Self.signedIn(fixture)
    #expect(service.needsRefresh())
    guard case .refreshed(let snapshot) = try service.refresh() else {
      Issue.record("not refreshed")
      return
    }
    #expect(snapshot.user == "alice")
    #expect(snapshot.marks[try Self.slug("two-sum")] == .solved)
    #expect(snapshot.marks[try Self.slug("add-two-numbers")] == .attempted)
    #expect(fake.requests.filter { $0.path.hasPrefix("/api/problems/all") }.count == 1)
    #expect(fake.requests.last?.headers["cookie"]?.contains("LEETCODE_SESSION=alice-cookie") == true)

    let url = fixture.store.userMarksURL
    #expect(url.path.hasSuffix("leetcode.com/marks.json"))
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    let cached = try #require(service.cached())
    #expect(cached.snapshot == snapshot)
    #expect(cached.age < 60)
    #expect(!service.needsRefresh())
    fixture.clock.advance(MarksService.maxAge + 1)
    #expect(service.needsRefresh())
    #expect((service.cached()?.age ?? 0) > MarksService.maxAge)
  }

  @Test func signedOutIsSaidAndNothingIsStored() throws {
    let fake = try FakeLeetCode()
    fake.serveMarks(slugs: Self.slugs) { [:] }
    let fixture = try FetchFixture(fake: fake)
    defer { fixture.cleanUp() }
    // A dead cookie: LeetCode answers as to a stranger.
    #expect(try Self.signedIn(fixture, session: "dead-cookie").refresh() == .signedOut)
    // No cookie at all: nothing is asked.
    let before = fake.requests.count
    #expect(try MarksService(problems: try fixture.service()).refresh() == .signedOut)
    #expect(fake.requests.count == before)
    #expect(!FileManager.default.fileExists(atPath: fixture.store.userMarksURL.path))
  }

  @Test func refreshNeverLowersAndAFailureKeepsTheCache() throws {
    let fake = try FakeLeetCode()
    let answers = Answers()
    fake.serveMarks(slugs: Self.slugs) { ["alice-cookie": ("alice", answers.status)] }
    let fixture = try FetchFixture(fake: fake)
    defer { fixture.cleanUp() }
    let service = try Self.signedIn(fixture)
    answers.status = ["two-sum": "ac"]
    _ = try service.refresh()
    // LeetCode's answer lags behind (or drops a row): the cached solved stays.
    answers.status = ["two-sum": "notac", "lru-cache": "notac"]
    _ = try service.refresh()
    let marks = try #require(service.cached()).snapshot.marks
    #expect(marks[try Self.slug("two-sum")] == .solved)
    #expect(marks[try Self.slug("lru-cache")] == .attempted)
    let stored = try Data(contentsOf: fixture.store.userMarksURL)
    fake.inject(.status(500))
    #expect(throws: FetchError.self) { try service.refresh() }
    #expect(try Data(contentsOf: fixture.store.userMarksURL) == stored)
  }

  @Test func aSubmitMovesTheMarkAtOnceNeverDown() throws {
    let fake = try FakeLeetCode()
    fake.serveMarks(slugs: Self.slugs) { ["alice-cookie": ("alice", ["two-sum": "ac"])] }
    let fixture = try FetchFixture(fake: fake)
    defer { fixture.cleanUp() }
    let service = try Self.signedIn(fixture)
    _ = try service.refresh()
    let twoSum = try Self.slug("two-sum")
    let lru = try Self.slug("lru-cache")
    #expect(try service.recordSubmit(Self.submission(code: 11), slug: twoSum)?[twoSum] == .solved)
    #expect(try service.recordSubmit(Self.submission(code: 14), slug: lru)?[lru] == .attempted)
    #expect(try service.recordSubmit(Self.submission(code: 10), slug: lru)?[lru] == .solved)
    #expect(try service.recordSubmit(Self.submission(code: 20), slug: lru)?[lru] == .solved)
    let run = JudgeResult(kind: .run, statusCode: 10, statusMessage: "Accepted")
    let add = try Self.slug("add-two-numbers")
    #expect(try service.recordSubmit(run, slug: add)?[add] == .untouched)
    let cached = try #require(service.cached())
    #expect(cached.snapshot.marks[lru] == .solved)
    #expect(cached.snapshot.user == "alice")
  }

  @Test func anotherUsersMarksAreReplacedNotMerged() throws {
    let fake = try FakeLeetCode()
    fake.serveMarks(slugs: Self.slugs) {
      [
        "alice-cookie": ("alice", ["two-sum": "ac"]),
        "bob-cookie": ("bob", ["lru-cache": "notac"]),
      ]
    }
    let fixture = try FetchFixture(fake: fake)
    defer { fixture.cleanUp() }
    _ = try Self.signedIn(fixture).refresh()
    let bob = try Self.signedIn(fixture, session: "bob-cookie")
    _ = try bob.refresh()
    let cached = try #require(bob.cached())
    #expect(cached.snapshot.user == "bob")
    #expect(cached.snapshot.marks.bySlug == [try Self.slug("lru-cache"): .attempted])
  }

  @Test func aDamagedFileIsReportedAndReplacedByARefresh() throws {
    let fake = try FakeLeetCode()
    fake.serveMarks(slugs: Self.slugs) { ["alice-cookie": ("alice", ["two-sum": "ac"])] }
    let fixture = try FetchFixture(fake: fake)
    defer { fixture.cleanUp() }
    let url = fixture.store.userMarksURL
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("not json".utf8).write(to: url)
    #expect(throws: CacheReadError.self) { try fixture.store.readMarks(at: Date()) }
    let service = try Self.signedIn(fixture)
    #expect(service.cached() == nil)
    _ = try service.refresh()
    #expect(service.cached()?.snapshot.marks[try Self.slug("two-sum")] == .solved)
  }
}

/// The statuses the fake answers with, changed by the test between refreshes.
private final class Answers: @unchecked Sendable {
  private let lock = NSLock()
  private var current: [String: String] = [:]

  var status: [String: String] {
    get { lock.withLock { current } }
    set { lock.withLock { current = newValue } }
  }
}
