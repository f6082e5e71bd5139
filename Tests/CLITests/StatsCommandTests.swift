import Foundation
import LeetTestSupport
import Testing

/// `leetview stats [USER]` printed: the signed-in user by the cookie, another user signed out,
/// offline from the cache with its age, and bad input in one line.
@Suite struct StatsCommandTests {
  private typealias Setup = FetchEndToEndTests.Setup
  private static let session = "stats-probe-session-51ab"

  /// Today's UTC midnight, in Unix seconds: the fake's calendar ends on the day the test runs.
  private static var today: Int { Int(Date().timeIntervalSince1970) / 86_400 * 86_400 }

  /// A fake that signs `session` in as alice and serves alice's and bob's progress.
  private static func fake() throws -> FakeLeetCode { try FakeLeetCode.aliceAndBob(session: session) }

  private static let printArgs = ["--print", "--color", "never", "--width", "80"]

  @Test func theSignedInUsersProgressPrintsAsTextWithinTheWidth() throws {
    let setup = try Setup(fake: try Self.fake())
    defer { setup.cleanUp() }
    let signedIn = ["LEETCODE_SESSION": Self.session, "LEETCODE_CSRFTOKEN": "stats-token-77"]
    let result = try setup.run(["stats"] + Self.printArgs, extra: signedIn)
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first?.hasPrefix(" Progress of alice · leetcode.com") == true, "\(result.stdout)")
    #expect(lines.contains { $0.contains("Easy") && $0.contains("312 / 870") && $0.contains("beats 93.4%") })
    #expect(lines.contains { $0.contains("Hard") && $0.contains("97 / 710") })
    #expect(result.stdout.contains("submissions in the last year"))
    #expect(result.stdout.contains("Contest rating") && result.stdout.contains("Knight"))
    #expect(result.stdout.contains("top 4.21%"))
    // The heatmap's weekday rows hold only the five shades and blanks after their labels.
    let heatmap = lines.filter { $0.hasPrefix(" Mon ") || $0.hasPrefix(" Wed ") || $0.hasPrefix(" Fri ") }
    #expect(heatmap.count == 3)
    for row in heatmap {
      #expect(row.dropFirst(5).allSatisfy { " ·░▒▓█".contains($0) }, "\(row)")
    }
    for line in lines {
      #expect(line.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }, "\(line)")
      #expect(line.count <= 80, "\(line)")
    }
    #expect(!(result.stdout + result.stderr).contains(Self.session))
    let file = setup.cache.appendingPathComponent("progress/alice.json")
    #expect(FileManager.default.fileExists(atPath: file.path))

    // Offline, from the cache, said to be offline.
    setup.fake.stop()
    let offline = try setup.run(["stats", "alice", "--offline"] + Self.printArgs)
    #expect(offline.status == 0, "\(offline.stderr)")
    #expect(
      offline.stdout.split(separator: "\n").first?.contains("offline · fetched just now") == true,
      "\(offline.stdout)")
  }

  @Test func anotherUserPrintsSignedOutAndColourIsOnlySGR() throws {
    let setup = try Setup(fake: try Self.fake())
    defer { setup.cleanUp() }
    let result = try setup.run(["stats", "bob", "--print", "--color", "always", "--width", "120"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Progress of bob"))
    #expect(result.stdout.contains("38;2;"), "the heatmap's greens")
    let escapes = result.stdout.components(separatedBy: "\u{1B}").dropFirst()
    for escape in escapes {
      let body = escape.dropFirst().prefix { $0 != "m" }
      #expect(escape.hasPrefix("[") && body.allSatisfy { $0.isNumber || $0 == ";" }, "\(escape.prefix(12))")
    }
    #expect(setup.fake.requests.allSatisfy { $0.headers["cookie"]?.contains("LEETCODE_SESSION") != true })
  }

  @Test func onLeetCodeCnTheSignedInSlugsProgressPrintsInChineseFromCnsAnswers() throws {
    let fake = try FakeLeetCode()
    fake.serveUserStatus { [Self.session: FakeAccount(username: "爱丽丝", userSlug: "alice-x")] }
    let users = ["alice-x": FakeProgress.busy("alice-x", today: Self.today)]
    fake.serveProgressCN { users }
    let setup = try Setup(fake: fake)
    defer { setup.cleanUp() }
    let signedIn = ["LEETCODE_SESSION": Self.session, "LEETCODE_CSRFTOKEN": "stats-token-77"]
    let result = try setup.run(["--site", "cn", "stats"] + Self.printArgs, extra: signedIn)
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix(" alice-x 的进度 · leetcode.cn") == true, "\(result.stdout)")
    #expect(lines.contains { $0.contains("已解决") && $0.contains("837 / 3,400") }, "\(result.stdout)")
    #expect(lines.contains { $0.contains("中等") && $0.contains("428 / 1,820") })
    // cn gives no beats percentages for a profile: none is made up.
    #expect(!result.stdout.contains("击败"))
    #expect(result.stdout.contains("过去一年提交") && result.stdout.contains("最长连续"))
    #expect(result.stdout.contains("竞赛分数") && result.stdout.contains("/ 612,345"), "\(result.stdout)")
    #expect(!result.stdout.contains("LeetCode 说"), "no part of the answer failed")
    let cn = setup.cache.deletingLastPathComponent().appendingPathComponent("leetcode.cn")
    #expect(FileManager.default.fileExists(atPath: cn.appendingPathComponent("progress/alice-x.json").path))
    #expect(!(result.stdout + result.stderr).contains(Self.session))
  }

  @Test func badInputIsOneLineAndExitOne() throws {
    let setup = try Setup(fake: try Self.fake())
    defer { setup.cleanUp() }
    let cases: [([String], String)] = [
      (["stats", "../etc/passwd"], "is not a LeetCode user name"),
      (["stats"], "leetview login"),
      (["stats", "nobody"], "LeetCode knows no user named nobody"),
      (["stats", "carol", "--offline"], "leetview stats carol"),
    ]
    for (arguments, words) in cases {
      let result = try setup.run(arguments + Self.printArgs)
      #expect(result.status == 1, "\(arguments)")
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.hasPrefix("leetview: ") && result.stderr.contains(words), "\(result.stderr)")
      #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }
    #expect(
      !FileManager.default.fileExists(atPath: setup.cache.appendingPathComponent("progress/nobody.json").path)
    )
  }
}
