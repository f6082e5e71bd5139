import Foundation
import LeetFetch
import LeetModel
import LeetTestSupport
import LeetUI
import Testing

@testable import LeetApp

/// The background refresh of the marks against a fake LeetCode on loopback: the marks it sends,
/// a session it answers as signed out, and a refusal each come back as the action that says so;
/// the cached marks are never lost.
@Suite struct MarksRefresherTests {
  static let session = "marks-refresher-session-2b7e"

  /// A fake that knows `session` as ada, who solved `orchard-paths`.
  static func fake() throws -> FakeLeetCode {
    let fake = try FakeLeetCode()
    fake.serveMarks(slugs: ["pebble-pairs", "orchard-paths"]) {
      [Self.session: ("ada", ["orchard-paths": "ac"])]
    }
    return fake
  }

  /// A context signed in with `cookie` against `fake`, its cache under a new folder.
  static func marks(_ fake: FakeLeetCode, cookie: String) throws -> (MarksService, URL) {
    let home = try AppRuntimeTests.home()
    var options = Options()
    options.command = .open("")
    options.cacheDirectory = home.appendingPathComponent("cache").path
    var environment = AppRuntimeTests.environment(home, endpoint: fake.baseURL)
    environment["LEETCODE_SESSION"] = cookie
    environment["LEETCODE_CSRFTOKEN"] = "marks-refresher-csrf"
    let context = try AppContext(options: options, environment: environment)
    return (MarksService(problems: context.service), home)
  }

  @Test func theMarksLeetCodeSendsArriveAsMarksRefreshed() throws {
    let fake = try Self.fake()
    let (marks, home) = try Self.marks(fake, cookie: Self.session)
    defer { try? FileManager.default.removeItem(at: home) }
    guard case .browser(.marksRefreshed(let arrived)) = MarksRefresher.outcome(marks) else {
      Issue.record("no marks arrived")
      return
    }
    #expect(arrived[try TitleSlug(validating: "orchard-paths")] == .solved)
    #expect(arrived.count(.solved) == 1)
  }

  @Test func aSessionLeetCodeAnswersAsAStrangerSaysSignedOut() throws {
    let fake = try Self.fake()
    let (marks, home) = try Self.marks(fake, cookie: "a-session-leetcode-forgot")
    defer { try? FileManager.default.removeItem(at: home) }
    guard case .browser(.marksNotRefreshed(reason: nil)) = MarksRefresher.outcome(marks) else {
      Issue.record("not said to be signed out")
      return
    }
  }

  @Test func aRefusalIsTheReasonAndTheCachedMarksStay() throws {
    let fake = try Self.fake()
    let (marks, home) = try Self.marks(fake, cookie: Self.session)
    defer { try? FileManager.default.removeItem(at: home) }
    _ = MarksRefresher.outcome(marks)
    let before = try #require(marks.cached()).snapshot
    fake.inject(.cloudflare)
    guard case .browser(.marksNotRefreshed(let reason?)) = MarksRefresher.outcome(marks) else {
      Issue.record("the refusal was not reported")
      return
    }
    #expect(reason.lowercased().contains("cloudflare"), "\(reason)")
    #expect(!reason.contains(Self.session))
    #expect(marks.cached()?.snapshot == before)
  }
}
