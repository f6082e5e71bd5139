import Foundation
import LeetTestSupport
import Testing

/// `leetview plans`, `lists` and `contests` printed through the built binary, against a fake
/// LeetCode that answers by the session cookie.
@Suite struct CollectionCommandTests {
  private typealias Setup = FetchEndToEndTests.Setup
  static let session = "collections-cli-cookie-7d2e"
  static let signedIn = ["LEETCODE_SESSION": session, "LEETCODE_CSRFTOKEN": "csrf-cli-1", "TZ": "UTC"]
  /// When the fake's upcoming contest starts: 2 days, 3 hours and a half from the test's start.
  static let upcomingStart = Date().addingTimeInterval(2 * 86_400 + 3 * 3_600 + 1_800)

  private static func setup() throws -> Setup {
    let fake = try FakeLeetCode()
    fake.serveCollections(FakeCollections(signedIn: [session], upcomingStart: upcomingStart))
    var setup = try Setup(fake: fake)
    setup.environment["TZ"] = "UTC"
    return setup
  }

  @Test func aPlanPrintsItsGroupsInOrderWithProgressBarsAndMarks() throws {
    let setup = try Self.setup()
    defer { setup.cleanUp() }
    let result = try setup.run(["plans", "top-pebbles-150", "--width", "60"], extra: Self.signedIn)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == """
        Top Pebbles 150 · 2/6 solved
        Pebbles first

        Arrays · 2/3  ██████░░░░
          ✓ 1. Pebble Count · Easy
          ✓ 2. River Crossing · Medium
          ◐ 3. Lantern Row · Hard

        Gold Group · 0/2
          locked: needs LeetCode Premium

        Strings · 0/1  ░░░░░░░░░░
            4. Word Fold · Easy

        """)
    #expect(!result.stdout.contains("\u{1B}"))
    let cached = setup.cache.appendingPathComponent("plans/by-slug/top-pebbles-150.json")
    #expect(FileManager.default.fileExists(atPath: cached.path))
    // Offline, the same from the cache, with its age.
    let offline = try setup.run(["plans", "top-pebbles-150", "--offline", "--width", "60"])
    #expect(offline.status == 0, "\(offline.stderr)")
    #expect(offline.stdout.hasPrefix("Top Pebbles 150 · 2/6 solved (cached just now)\n"))
  }

  @Test func thePlanIndexSignedOutSaysHowToSeeYoursAndSignedInShowsThemApart() throws {
    let setup = try Self.setup()
    defer { setup.cleanUp() }
    let signedOut = try setup.run(["plans"])
    #expect(signedOut.status == 0, "\(signedOut.stderr)")
    #expect(
      signedOut.stdout == """
        Study plans
        Your plans: not signed in; run `leetview login`

        LeetCode's plans
          river-75               75 problems
          top-pebbles-150        150 problems
          gold-plan              20 problems · Premium
          leetcode-75
          top-interview-150
          top-100-liked
          top-sql-50             SQL 50
          programming-skills
          dynamic-programming
          graph-theory
          binary-search
          30-days-of-javascript

        """)
    let mine = try setup.run(["plans", "--refresh"], extra: Self.signedIn)
    #expect(mine.status == 0, "\(mine.stderr)")
    #expect(mine.stdout.contains("Your plans\n  top-pebbles-150  2/150 solved\n"))
  }

  @Test func listsSignedOutSayHowToSignInAndAPublicListPrintsWithMarks() throws {
    let setup = try Self.setup()
    defer { setup.cleanUp() }
    let nobody = try setup.run(["lists"])
    #expect(nobody.status == 1)
    #expect(nobody.stdout.isEmpty)
    #expect(nobody.stderr == "leetview: your favourite lists: not signed in; run `leetview login`\n")
    let mine = try setup.run(["lists"], extra: Self.signedIn)
    #expect(mine.status == 0, "\(mine.stderr)")
    #expect(
      mine.stdout == """
        Favourite lists

        Your lists
          my-drills  2 problems

        Collected lists
          big-public  130 problems

        """)
    let url = try setup.run(["lists", "https://leetcode.com/problem-list/big-public/"], extra: Self.signedIn)
    #expect(url.status == 0, "\(url.stderr)")
    let lines = url.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "Big public · 1/130 solved")
    #expect(lines.dropFirst(2).first == "  ✓ 100. Stone 0 · Medium")
    #expect(lines.count == 133)
    let locked = try setup.run(["lists", "gold-company"])
    #expect(locked.status == 0, "\(locked.stderr)")
    #expect(locked.stdout.contains("locked: needs LeetCode Premium"))
    let bad = try setup.run(["lists", "https://leetcode.com/problem-list/../x"])
    #expect(bad.status == 1)
    #expect(bad.stderr.hasPrefix("leetview: ") && bad.stderr.split(separator: "\n").count == 1)
  }

  @Test func contestsShowLocalStartTimesWithACountdownAndPastNewestFirst() throws {
    let setup = try Self.setup()
    defer { setup.cleanUp() }
    let result = try setup.run(["contests"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "Contests")
    #expect(lines.dropFirst(2).first == "Upcoming (local time)")
    #expect(lines.dropFirst(3).first?.hasPrefix("  weekly-pebble-401  20") == true, "\(lines)")
    #expect(lines.dropFirst(3).first?.hasSuffix(" · starts in 2d 3h") == true, "\(lines)")
    #expect(lines.dropFirst(4).first?.hasSuffix(" · starts in 9d 3h") == true, "\(lines)")
    #expect(
      Array(lines.suffix(5)) == [
        "Past (local time)",
        "  weekly-pebble-400  2026-06-11 20:26",
        "  weekly-pebble-399  2026-06-04 20:26",
        "  weekly-pebble-398  2026-05-28 20:26", "",
      ])
    // The same moments in another zone.
    let tokyo = try setup.run(["contests", "--offline"], extra: ["TZ": "Asia/Tokyo"])
    #expect(tokyo.stdout.contains("weekly-pebble-400  2026-06-12 05:26"), "\(tokyo.stdout)")
    let contest = try setup.run(["contests", "weekly-pebble-400"], extra: Self.signedIn)
    #expect(contest.status == 0, "\(contest.stderr)")
    #expect(
      contest.stdout == """
        Weekly Pebble 400 · 1/4 solved
        2026-06-11 20:26 (local time)

          ✓ Pebble Count · 3 points
            River Crossing · 4 points
            Lantern Row · 5 points
            Stone Garden · 6 points

        """)
    let early = try setup.run(["contests", "weekly-pebble-401"])
    #expect(early.stdout.contains("its problems show when it starts"), "\(early.stdout)")
  }

  /// Issue 33, minor: `contests` at a narrow width wraps its lines, the rest indented under the
  /// first, instead of cutting them.
  @Test func narrowIndexesWrapRatherThanCut() throws {
    let setup = try Self.setup()
    defer { setup.cleanUp() }
    let result = try setup.run(["contests", "--width", "30"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.allSatisfy { $0.count <= 30 }, "\(lines)")
    #expect(!result.stdout.contains("…"), "\(lines)")
    let first = try #require(lines.firstIndex { $0.hasPrefix("  weekly-pebble-401") })
    #expect(lines[first + 1].hasPrefix("      "), "the rest under the first: \(lines)")
    #expect(result.stdout.contains("starts in 2d 3h"), "\(lines)")
  }

  @Test func aFailingRefreshShowsTheCachedCopyAndSaysWhy() throws {
    let setup = try Self.setup()
    defer { setup.cleanUp() }
    let unknown = try setup.run(["plans", "no-such-plan"])
    #expect(unknown.status == 1)
    #expect(unknown.stderr == "leetview: LeetCode has no study plan 'no-such-plan'\n")
    #expect(try setup.run(["contests", "weekly-pebble-400"]).status == 0)
    let file = setup.cache.appendingPathComponent("contests/by-slug/weekly-pebble-400.json")
    let stored = try Data(contentsOf: file)
    setup.fake.inject(.status(503), count: 20)
    let stale = try setup.run(["contests", "weekly-pebble-400", "--refresh"])
    #expect(stale.status == 0, "\(stale.stderr)")
    #expect(
      stale.stdout.hasPrefix("Weekly Pebble 400 · 0/4 solved (cached just now)\n"), "\(stale.stdout)")
    #expect(stale.stderr.hasPrefix("leetview: showing the cached copy; could not refresh it: "))
    #expect(try Data(contentsOf: file) == stored)
  }

  @Test func chineseWordsWithLangZhAndNoControlCharactersFromLeetCode() throws {
    let setup = try Self.setup()
    defer { setup.cleanUp() }
    let plan = try setup.run(["plans", "top-pebbles-150", "--lang", "zh"], extra: Self.signedIn)
    #expect(plan.status == 0, "\(plan.stderr)")
    #expect(plan.stdout.hasPrefix("Top Pebbles 150 · 已解决 2/6\n"), "\(plan.stdout)")
    #expect(plan.stdout.contains("已锁定：需要力扣会员"))
    #expect(plan.stdout.contains("  ✓ 1. Pebble Count · 简单"))
    #expect(!plan.stdout.contains("\u{1B}"), "LeetCode's escape sequences are dropped")
    let contests = try setup.run(["contests", "--lang", "zh", "--width", "100"])
    #expect(contests.stdout.contains("即将开始 (本地时间)"), "\(contests.stdout)")
    #expect(contests.stdout.contains("距开始还有 2 天 3 小时"), "\(contests.stdout)")
    let privateList = try setup.run(["lists", "my-drills"])
    #expect(privateList.status == 1)
    #expect(
      privateList.stderr
        == "leetview: the list 'my-drills' is private or unknown: not signed in; run `leetview login`\n")
  }

  @Test func colorAlwaysStylesHeadingsAndMarksWithSGROnly() throws {
    let setup = try Self.setup()
    defer { setup.cleanUp() }
    let styled = try setup.run(["plans", "top-pebbles-150", "--color", "always"], extra: Self.signedIn)
    #expect(styled.status == 0, "\(styled.stderr)")
    #expect(styled.stdout.contains("\u{1B}[1mArrays · 2/3"), "\(styled.stdout)")
    #expect(styled.stdout.contains("\u{1B}[0m"))
    let plain = styled.stdout.replacingOccurrences(
      of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    #expect(!plain.contains("\u{1B}"), "only SGR")
    let never = try setup.run(
      ["plans", "top-pebbles-150", "--color", "never", "--refresh"], extra: Self.signedIn)
    #expect(never.stdout == plain)
  }

  @Test func aProblemOfARunningContestOpensThroughItsContest() throws {
    let setup = try Self.setup()
    defer { setup.cleanUp() }
    // Unknown to the question query, and no cached contest lists it: no such problem.
    let before = try setup.run(["--print", "--color", "never", "stone-garden"])
    #expect(before.status == 1, "\(before.stdout)")
    #expect(try setup.run(["contests", "weekly-pebble-400"]).status == 0)
    let printed = try setup.run(["--print", "--color", "never", "stone-garden"])
    #expect(printed.status == 0, "\(printed.stderr)")
    #expect(printed.stdout.contains("Stone Garden"), "\(printed.stdout)")
    #expect(printed.stdout.contains("Count the stones of the garden."), "\(printed.stdout)")
    let file = setup.cache.appendingPathComponent("questions/stone-garden.json")
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains("\"exampleTestcases\":\"[1,2]\\n[3]\""), "\(text)")
    // Offline it reads like any cached problem.
    #expect(try setup.run(["--print", "--offline", "stone-garden"]).status == 0)
  }
}
