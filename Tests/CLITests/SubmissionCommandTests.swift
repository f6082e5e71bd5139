import Foundation
import LeetModel
import LeetTestSupport
import Testing

/// `leetview submissions PROBLEM [ID]` through the built binary against the fake LeetCode, whose
/// history serves submissions whole with both distributions: online, then offline from the cache,
/// signed out, an ID of another problem, bad IDs and hostile text.
@Suite struct SubmissionCommandTests {
  static let credentials = ["LEETCODE_SESSION": "s3cret-session", "LEETCODE_CSRFTOKEN": "s3cret-csrf"]
  static let print = ["--print", "--color", "never", "--width", "80"]
  static let slug = "pebble-count-1"

  /// The fake site with the history: 5001 accepted, 5002 a wrong answer (of problem 1), 5003 of
  /// another problem, 5004 full of escape codes.
  static func setup() throws -> FetchEndToEndTests.Setup {
    let fake = try FakeFixtures.smallSite()
    let escape = #"\u001b[2J\u001b]52;c;aGk=\u0007\u009b31m"#
    let hostile =
      #"{"data":{"submissionDetails":{"code":"x = 1\#(escape)\n","statusCode":11,"totalCorrect":1,"#
      + #""totalTestcases":2,"lastTestcase":"[1]\#(escape)","codeOutput":"2\#(escape)","expectedOutput":"3","#
      + #""runtimeError":"boom\#(escape)","lang":{"name":"python3","verboseName":"Py\#(escape)"},"#
      + #""question":{"questionId":"1","titleSlug":"\#(slug)"}}}}"#
    fake.serveHistory(
      FakeHistory(details: [
        5001: FakeHistoryFixtures.accepted(5001, slug: slug),
        5002: FakeHistoryFixtures.wrongAnswer(5002, slug: slug),
        5003: FakeHistoryFixtures.accepted(5003, slug: "pebble-count-2"), 5004: Data(hostile.utf8),
      ]))
    FakeSegmentFixtures.install(on: fake)
    return try FetchEndToEndTests.Setup(fake: fake)
  }

  @Test func oneSubmissionIsPrintedWholeThenOfflineFromTheCacheWithItsAge() throws {
    let setup = try Self.setup()
    defer { setup.cleanUp() }
    let online = try setup.run(Self.print + ["submissions", "1", "5001"], extra: Self.credentials)
    #expect(online.status == 0, "\(online.stderr)")
    #expect(online.stderr.isEmpty)
    let text = online.stdout
    #expect(text.hasPrefix("1. Pebble Count 1"))
    #expect(text.contains("\nSubmission 5001\n✓ Accepted · 63/63\nPython3 · 2026-04-26 14:34 UTC\n"))
    #expect(text.contains("Runtime 48 ms · beats 61.5%") && text.contains("▲ you: 48 ms"))
    #expect(text.contains("Memory 16.1 MB · beats 40.25%") && text.contains("▲ you: 16.1 MB"))
    #expect(text.contains("  class Solution:\n      def twoSum(self, n, t):"))
    let detailQuery = setup.fake.requests.compactMap { request -> String? in
      let body = String(decoding: request.body, as: UTF8.self)
      return body.contains("submissionDetails") ? body : nil
    }
    #expect(detailQuery.count == 1)
    #expect(
      detailQuery.first.map { $0.contains("runtimeDistribution") && $0.contains("lastTestcase") } == true)
    let sent = setup.fake.requests.count
    let offline = try setup.run(["--offline"] + Self.print + ["submissions", "1", "5001"])
    #expect(offline.status == 0, "\(offline.stderr)")
    #expect(setup.fake.requests.count == sent, "offline sends nothing")
    #expect(offline.stdout.contains("\nSubmission 5001 · cached "))
    #expect(offline.stdout.contains("Runtime 48 ms · beats 61.5%"))
    for text in setup.cachedTexts() { #expect(!text.contains("s3cret")) }
  }

  @Test func aWrongAnswerShowsItsLastCaseOutputAndExpectedAnswer() throws {
    let setup = try Self.setup()
    defer { setup.cleanUp() }
    let result = try setup.run(Self.print + ["submissions", "1", "5002"], extra: Self.credentials)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("✗ Wrong Answer · 0/63 testcases passed"))
    #expect(
      result.stdout.contains("  Input     [2,7,11,15]\n            9\n  Output    []\n  Expected  [0,1]\n"))
    #expect(!result.stdout.contains("Runtime"))
  }

  @Test func withoutAnIDTheListPrintsAsTheSegmentDoes() throws {
    let setup = try Self.setup()
    defer { setup.cleanUp() }
    let command = try setup.run(Self.print + ["submissions", "1"], extra: Self.credentials)
    #expect(command.status == 0, "\(command.stderr)")
    let segment = try setup.run(Self.print + ["--segment", "submissions", "1"], extra: Self.credentials)
    #expect(command.stdout == segment.stdout)
    #expect(command.stdout.contains("Accepted · Python3 · 40 ms · 16.1 MB"))
  }

  @Test func anIDOfAnotherProblemIsSaidInOneLineAndNotKept() throws {
    let setup = try Self.setup()
    defer { setup.cleanUp() }
    let result = try setup.run(Self.print + ["submissions", "1", "5003"], extra: Self.credentials)
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "leetview: submission 5003 is of another problem, 'pebble-count-2'; "
        + "`leetview submissions pebble-count-2 5003` shows it\n")
    #expect(!setup.cachedTexts().contains { $0.contains("pebble-count-2\"") && $0.contains("twoSum") })
  }

  @Test func signedOutOfflineOrABadIDIsOneLine() throws {
    let setup = try Self.setup()
    defer { setup.cleanUp() }
    let signedOut = try setup.run(Self.print + ["submissions", "1", "5001"])
    #expect(signedOut.status == 1 && signedOut.stdout.isEmpty)
    #expect(
      signedOut.stderr
        == "leetview: submission 5001 of 'pebble-count-1': not signed in; run `leetview login`\n")
    #expect(setup.fake.requests.allSatisfy { $0.headers["cookie"] == nil })
    #expect(!setup.fake.operations.contains("submissionDetails"))
    let offline = try setup.run(
      ["--offline"] + Self.print + ["submissions", "1", "5002"], extra: Self.credentials)
    #expect(offline.status == 1 && offline.stdout.isEmpty)
    #expect(offline.stderr.split(separator: "\n").count == 1)
    #expect(offline.stderr.hasPrefix("leetview: ") && offline.stderr.contains("offline"))
    for bad in [["12ab"], ["-5"], ["5001", "5002"], ["1e3"], [String(repeating: "9", count: 21)]] {
      let result = try setup.run(Self.print + ["submissions", "1"] + bad, extra: Self.credentials)
      #expect(result.status == 2, "\(bad)")
      #expect(result.stderr.hasPrefix("leetview: "), "\(bad)")
      #expect(result.stdout.isEmpty)
    }
  }

  @Test func hostileTextFromTheSiteReachesNoTerminalAsControls() throws {
    let setup = try Self.setup()
    defer { setup.cleanUp() }
    for color in ["never", "always"] {
      let result = try setup.run(
        ["--print", "--color", color, "--width", "40", "submissions", "1", "5004"], extra: Self.credentials)
      #expect(result.status == 0, "\(result.stderr)")
      var text = result.stdout
      if color == "always" {
        text = text.replacingOccurrences(of: "\u{1b}\\[[0-9;]*m", with: "", options: .regularExpression)
      }
      #expect(text.contains("boom"))
      #expect(
        !text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) })
    }
  }
}
