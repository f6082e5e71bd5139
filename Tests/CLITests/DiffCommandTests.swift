import Foundation
import LeetTestSupport
import Testing

/// `leetview diff ID1 ID2` against the loopback fake: fetched once and kept in the problem's
/// submissions file, then read from the cache offline; an id not cached offline, an id LeetCode
/// does not know and signed out are each one line; hostile code is shown clean.
@Suite struct DiffCommandTests {
  private typealias Setup = FetchEndToEndTests.Setup
  private static let signedIn = [
    "LEETCODE_SESSION": "diff-probe-session-4c2", "LEETCODE_CSRFTOKEN": "diff-token-8",
  ]
  private static let printArgs = ["--print", "--color", "never", "--width", "80"]

  /// A fake whose history holds an accepted submission 101, a wrong answer 102, and 103 whose
  /// code holds escape sequences.
  private static func setup() throws -> Setup {
    let fake = try FakeLeetCode()
    let hostile = #"print(1)\u001b[2J\u001b]0;owned\u0007\n\u001b[31mred\u001b[0m = 2\n"#
    fake.serveHistory(
      FakeHistory(details: [
        101: FakeHistoryFixtures.accepted(101), 102: FakeHistoryFixtures.wrongAnswer(102),
        103: FakeHistoryFixtures.accepted(103, code: hostile),
      ]))
    return try Setup(fake: fake)
  }

  /// The `submissionDetails` requests the fake received.
  private static func detailRequests(_ setup: Setup) -> Int {
    setup.fake.operations.filter { $0 == "submissionDetails" }.count
  }

  @Test func twoSubmissionsFetchedAreDiffedAndKeptThenReadOfflineFromTheCache() throws {
    let setup = try Self.setup()
    defer { setup.cleanUp() }
    let online = try setup.run(["diff", "101", "102"] + Self.printArgs, extra: Self.signedIn)
    #expect(online.status == 0, "\(online.stderr)")
    let lines = online.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(
      lines.first == "- submission 101 · two-sum · Python3 · Accepted · 2026-04-26 14:34 UTC",
      "\(online.stdout)")
    #expect(
      lines.dropFirst().first == "+ submission 102 · two-sum · Python3 · Wrong Answer · 2026-04-26 13:47 UTC")
    #expect(lines.contains("--- submission 101") && lines.contains("+++ submission 102"))
    #expect(lines.contains("-class Solution:") && lines.contains("+return []"), "\(online.stdout)")
    #expect(lines.contains("\\ No newline at end of file"))
    #expect(Self.detailRequests(setup) == 2)
    let file = try Data(contentsOf: setup.cache.appendingPathComponent("submissions/two-sum.json"))
    let details = try #require(
      (try JSONSerialization.jsonObject(with: file) as? [String: Any])?["details"] as? [String: Any])
    #expect(Set(details.keys) == ["101", "102"])
    #expect(!String(decoding: file, as: UTF8.self).contains(Self.signedIn["LEETCODE_SESSION"] ?? "?"))

    // Offline, signed out, the fake gone: the same diff, from the cache.
    setup.fake.stop()
    let offline = try setup.run(["diff", "101", "102", "--offline"] + Self.printArgs)
    #expect(offline.status == 0, "\(offline.stderr)")
    #expect(offline.stdout == online.stdout)
  }

  @Test func sideBySideWhereTheWidthAllows() throws {
    let setup = try Self.setup()
    defer { setup.cleanUp() }
    let wide = try setup.run(
      ["diff", "101", "102", "--print", "--color", "never", "--width", "120"], extra: Self.signedIn)
    #expect(wide.status == 0, "\(wide.stderr)")
    let rows = wide.stdout.split(separator: "\n").map(String.init)
    #expect(
      rows.contains { $0.hasPrefix("class Solution:") && $0.contains(" │ return []") }, "\(wide.stdout)")
    #expect(rows.allSatisfy { $0.count <= 120 })
  }

  @Test func hostileCodeIsShownCleanAndColourIsOnlySGR() throws {
    let setup = try Self.setup()
    defer { setup.cleanUp() }
    let plain = try setup.run(["diff", "101", "103"] + Self.printArgs, extra: Self.signedIn)
    #expect(plain.status == 0, "\(plain.stderr)")
    #expect(plain.stdout.contains("+print(1)"), "\(plain.stdout)")
    #expect(plain.stdout.contains("red = 2"))
    for scalar in plain.stdout.unicodeScalars {
      #expect(scalar == "\n" || (scalar.value >= 0x20 && scalar.value != 0x7F), "\(scalar.value)")
    }
    let coloured = try setup.run(
      ["diff", "101", "103", "--print", "--color", "always"], extra: Self.signedIn)
    #expect(coloured.status == 0)
    for escape in coloured.stdout.components(separatedBy: "\u{1B}").dropFirst() {
      let body = escape.dropFirst().prefix { $0 != "m" }
      #expect(escape.hasPrefix("[") && body.allSatisfy { $0.isNumber || $0 == ";" }, "\(escape.prefix(12))")
    }
    #expect(!coloured.stdout.contains("owned\u{07}") && !coloured.stdout.contains("[2J"))
  }

  @Test func whatCannotBeShownIsOneLineAndExitOne() throws {
    let setup = try Self.setup()
    defer { setup.cleanUp() }
    let cases: [([String], [String: String], String)] = [
      (["diff", "999", "101"], Self.signedIn, "LeetCode has no submission 999 of yours"),
      (
        ["diff", "101", "102"], [:],
        "reading submission 101, which is not cached: not signed in; run `leetview login`"
      ),
      (
        ["diff", "101", "102", "--offline"], Self.signedIn,
        "submission 101 is not in the cache and leetview is offline"
      ),
    ]
    for (arguments, environment, words) in cases {
      let result = try setup.run(arguments + Self.printArgs, extra: environment)
      #expect(result.status == 1, "\(arguments)")
      #expect(result.stdout.isEmpty, "\(result.stdout)")
      #expect(result.stderr.hasPrefix("leetview: ") && result.stderr.contains(words), "\(result.stderr)")
      #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }
    #expect(!FileManager.default.fileExists(atPath: setup.cache.appendingPathComponent("submissions").path))
  }

  @Test func idsThatAreNotTwoOrNotDigitsAreUsageErrors() throws {
    let setup = try Self.setup()
    defer { setup.cleanUp() }
    for arguments in [
      ["diff"], ["diff", "101"], ["diff", "101", "102", "103"], ["diff", "101", "../1"],
      ["diff", "1e3", "2"],
    ] {
      let result = try setup.run(arguments, extra: Self.signedIn)
      #expect(result.status == 2, "\(arguments): \(result.stderr)")
      #expect(result.stderr.hasPrefix("leetview: "), "\(result.stderr)")
      #expect(result.stdout.isEmpty)
    }
    #expect(setup.fake.requests.isEmpty, "nothing is sent for a bad id")
  }
}
