import Foundation
import LeetModel
import LeetTestSupport
import Testing

@testable import LeetFetch

/// What an answer may be beside its numbers: JSON nested too deep is said to be that, not cut
/// short; a progress file is never written larger than leetview reads it back.
@Suite struct AnswerShapeLimitTests {
  /// The error fetching the question `slug` from `fixture`'s fake.
  private func questionError(_ slug: String, _ fixture: FetchFixture) throws -> FetchError? {
    do {
      _ = try LeetCodeAPI(client: try fixture.client()).question(slug: slug)
      return nil
    } catch let error as FetchError {
      return error
    }
  }

  @Test func jsonNestedTooDeepIsSaidToBeThatNotCutShort() throws {
    let fake = try FakeLeetCode()
    let deep =
      #"{"data":{"question":"# + String(repeating: "[", count: 5_000)
      + String(repeating: "]", count: 5_000) + "}}"
    fake.serveQuestion("deep-one", body: Data(deep.utf8))
    fake.serveQuestion("cut-one", body: Data(#"{"data":{"question":{"title":"x"#.utf8))
    let fixture = try FetchFixture(fake: fake)
    defer { fixture.cleanUp() }
    let deepError = try #require(try questionError("deep-one", fixture))
    guard case .invalidResponse(_, let detail) = deepError else {
      Issue.record("expected an unreadable response, got \(deepError)")
      return
    }
    #expect(detail == "JSON nested deeper than 512 levels")
    #expect(deepError.message.contains("JSON nested deeper than 512 levels"), "\(deepError.message)")
    #expect(!deepError.message.contains("cut short"))
    let cutError = try #require(try questionError("cut-one", fixture))
    #expect(cutError.message.contains("not valid JSON, perhaps cut short"), "\(cutError.message)")
  }

  /// A snapshot of ada's whose calendar answer holds `padding` bytes of blanks.
  static func snapshot(padding: Int) -> ProgressSnapshot {
    let calendar = JSONValue.object([
      "data": .object([
        "matchedUser": .object([
          "userCalendar": .object([
            "submissionCalendar": .string("{" + String(repeating: " ", count: padding) + "}")
          ])
        ])
      ])
    ])
    return ProgressSnapshot(
      user: "ada", fetchedAt: Date(timeIntervalSince1970: 1_800_000_000),
      solved: .object(["data": .object(["matchedUser": .object([:])])]), calendars: [calendar, calendar],
      contest: .null)
  }

  @Test func aProgressFileIsNeverWrittenLargerThanItIsRead() throws {
    let fixture = try FetchFixture(fake: try FakeLeetCode())
    defer { fixture.cleanUp() }
    let store = fixture.store
    let user = try #require(UserName("ada"))
    let cap = ContentLimits.progressFileBytes
    // Two calendars of 4.5 MB each: 9 MB together, over the 8 MB that is read.
    let large = Self.snapshot(padding: 9 * (cap / 16))
    #expect(large.encoded().count > cap)
    #expect(throws: ProgressTooLarge.self) { try store.writeProgress(large, of: user) }
    #expect(!FileManager.default.fileExists(atPath: store.progressURL(user).path))
    #expect(
      CacheStore.writeReason(ProgressTooLarge(bytes: large.encoded().count)).hasSuffix(
        "bytes, over the 8 MB leetview keeps"))
    // Just under the cap: written, and read back whole.
    let fitting = Self.snapshot(padding: cap / 2 - 1_024)
    #expect(fitting.encoded().count <= cap)
    try store.writeProgress(fitting, of: user)
    let read = try #require(try store.readProgress(user, at: Date(timeIntervalSince1970: 1_800_000_060)))
    #expect(read.snapshot == fitting)
  }

  @Test func aFetchedProgressTooLargeToKeepIsShownAndSaidNotKept() throws {
    let fake = try FakeLeetCode()
    // Each calendar answer is under the 8 MB an answer may be; the two together are over it.
    let padded =
      #"{"data":{"matchedUser":{"userCalendar":{"submissionCalendar":"{"#
      + String(repeating: " ", count: 5 << 20) + #"}"}}}}"#
    fake.serve(queryContaining: "UserProfileCalendar") { _ in Data(padded.utf8) }
    fake.serveProgress { ["ada": FakeProgress.busy("ada", today: 1_795_132_800)] }
    let fixture = try FetchFixture(fake: fake)
    defer { fixture.cleanUp() }
    let problems = try fixture.service()
    let service = ProgressService(problems: problems)
    let user = try #require(UserName("ada"))
    let loaded = try service.load(user)
    #expect(!loaded.fromCache)
    #expect(loaded.snapshot.progress.all?.solved == 837)
    #expect(!FileManager.default.fileExists(atPath: fixture.store.progressURL(user).path))
    let warning = try #require(problems.takeCacheWarning())
    #expect(warning.contains("over the 8 MB leetview keeps"), "\(warning)")
  }
}
