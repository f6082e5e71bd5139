import Foundation
import LeetTestSupport
import Testing

/// `leetview review` as a program against the loopback fake: the solved problems of the corpus
/// by when they are due (never reviewed: oldest solve first) with today's count against the cap,
/// a grade kept in the state folder and moving the problem, offline from the cache with its age,
/// signed out and bad input in one line, and the cap counted by the local day of the `TZ` given.
@Suite(.timeLimit(.minutes(2))) struct ReviewCommandTests {
  private typealias Setup = FetchEndToEndTests.Setup
  private static let signedIn = [
    "LEETCODE_SESSION": "review-cli-cookie-5", "LEETCODE_CSRFTOKEN": "review-cli-csrf", "TZ": "UTC",
  ]
  private static let printArgs = ["--print", "--color", "never", "--width", "80"]
  /// Problems the fake lists: three pages.
  private static let count = 240

  /// A setup whose fake serves `count` corpus problems solved `n` hours ago; nil without the corpus.
  private static func setup() throws -> Setup? {
    guard let rows = FakeHistoryFixtures.corpusProgressRows(count, now: Date()) else { return nil }
    let fake = try FakeLeetCode()
    fake.serveHistory(FakeHistory(rows: rows))
    return try Setup(fake: fake)
  }

  /// The lines of `text`.
  private static func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The schedule file of the setup.
  private static func schedule(_ setup: Setup) -> URL {
    setup.root.appendingPathComponent(".local/state/leetview/leetcode.com/review-schedule.json")
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason))
  func theListPrintsOldestSolveFirstWithTheCapAndAGradeMovesTheProblem() throws {
    let setup = try #require(try Self.setup())
    defer { setup.cleanUp() }
    let result = try setup.run(["review"] + Self.printArgs, extra: Self.signedIn)
    #expect(result.status == 0, "\(result.stderr)")
    let lines = Self.lines(result.stdout)
    #expect(lines.first == "Due for review · 0 of 10 reviewed today · fetched just now", "\(result.stdout)")
    // Row n was solved n hours ago: the oldest, row 240 (solved, dated), comes first.
    let oldest = try #require(Corpus.lines("problemset.jsonl")?[Self.count - 1])
    let oldestID = try #require(
      (try JSONSerialization.jsonObject(with: oldest) as? [String: Any])?["frontendQuestionId"] as? String)
    #expect(
      lines[1].hasPrefix(String(repeating: " ", count: 5 - oldestID.count) + oldestID + "  "), "\(lines[1])")
    let due = Array(lines[1...10])
    #expect(
      due.allSatisfy { $0.contains("solved 20") && $0.contains("overdue") || $0.hasSuffix("today") }, "\(due)"
    )
    #expect(lines[11].hasSuffix("more due past today's cap"), "\(lines[11])")
    #expect(lines.contains("Later"))
    for line in lines {
      #expect(line.count <= 80, "\(line)")
      #expect(line.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }, "\(line)")
    }
    #expect(!(result.stdout + result.stderr).contains("review-cli-cookie-5"))
    #expect(setup.fake.operations.filter { $0 == "userProgressQuestionList" }.count == 3)
    let listed = lines.filter { $0.contains("solved 20") || $0.hasSuffix("—") }.count
    #expect(listed == FakeHistoryFixtures.corpusReviewable(Self.count), "malformed dates are left out")

    // Two Sum is row 1: solved an hour ago, due today; graded Good it is due tomorrow.
    let graded = try setup.run(["review", "1", "good"], extra: Self.signedIn)
    #expect(
      graded.status == 0 && graded.stdout == "Graded Good: due in 1 day\n", "\(graded.stdout)\(graded.stderr)"
    )
    let file = Self.schedule(setup)
    let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions]
    #expect((mode as? NSNumber)?.intValue == 0o600)
    let after = Self.lines(try setup.run(["review"] + Self.printArgs, extra: Self.signedIn).stdout)
    #expect(after.first?.hasPrefix("Due for review · 1 of 10 reviewed today") == true)
    let twoSum = try #require(after.first { $0.hasPrefix("    1  Two Sum  ") })
    #expect(twoSum.hasSuffix("in 1 day") && after.firstIndex(of: twoSum)! > after.firstIndex(of: "Later")!)
    #expect(
      setup.fake.operations.filter { $0 == "userProgressQuestionList" }.count == 3, "a fresh copy is used")

    // Offline, from the cache, with its age.
    setup.fake.stop()
    let offline = try setup.run(["review", "--offline"] + Self.printArgs, extra: Self.signedIn)
    #expect(offline.status == 0, "\(offline.stderr)")
    #expect(
      Self.lines(offline.stdout).first?.hasSuffix("fetched just now · offline") == true, "\(offline.stdout)")
  }

  @Test func signedOutOfflineWithoutACopyAndBadGradesAreEachOneLine() throws {
    let fake = try FakeLeetCode()
    fake.serveHistory(FakeHistory(rows: FakeHistoryFixtures.progressRows(3)))
    let setup = try Setup(fake: fake)
    defer { setup.cleanUp() }
    let signedOut = try setup.run(["review", "--print"])
    #expect(signedOut.status == 1 && signedOut.stdout.isEmpty)
    #expect(
      signedOut.stderr == "leetview: the review list: not signed in; run `leetview login`\n",
      "\(signedOut.stderr)")
    let offline = try setup.run(["review", "--offline", "--print"], extra: Self.signedIn)
    #expect(offline.status == 1 && Self.lines(offline.stderr).count == 2, "\(offline.stderr)")
    #expect(offline.stderr.hasPrefix("leetview: ") && offline.stderr.contains("review"))
    #expect(setup.fake.requests.isEmpty)
    let noGrade = try setup.run(["review", "two-sum"])
    #expect(
      noGrade.status == 2
        && noGrade.stderr.hasPrefix("leetview: review two-sum needs a grade: again, hard, good or easy"))
    let badGrade = try setup.run(["review", "two-sum", "great"])
    #expect(badGrade.status == 2 && badGrade.stderr.hasPrefix("leetview: unknown grade 'great'"))
    #expect(!FileManager.default.fileExists(atPath: Self.schedule(setup).path))
  }

  @Test func theDailyCapIsCountedByTheLocalDayOfTheZoneTheProcessRunsIn() throws {
    let fake = try FakeLeetCode()
    fake.serveHistory(FakeHistory(rows: FakeHistoryFixtures.progressRows(30)))
    let setup = try Setup(fake: fake)
    defer { setup.cleanUp() }
    // Ten grades counted on today's date 14 hours east of UTC: the cap is used up there; 12 hours
    // west of UTC the date is another one (26 hours apart), so the cap has started again.
    let east = Int((Date().timeIntervalSince1970 + 14 * 3_600) / 86_400)
    let file = Self.schedule(setup)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(#"{"cards":{},"dailyCap":10,"countedDay":\#(east),"graded":10}"#.utf8).write(to: file)
    var zone = Self.signedIn
    zone["TZ"] = "EAST-14"
    let there = try setup.run(["review"] + Self.printArgs, extra: zone)
    #expect(there.status == 0, "\(there.stderr)")
    #expect(Self.lines(there.stdout).first?.hasPrefix("Due for review · 10 of 10 reviewed today") == true)
    #expect(Self.lines(there.stdout)[1].hasSuffix("more due past today's cap"), "\(there.stdout)")
    zone["TZ"] = "WEST+12"
    let west = try setup.run(["review", "--offline"] + Self.printArgs, extra: zone)
    #expect(Self.lines(west.stdout).first?.hasPrefix("Due for review · 0 of 10 reviewed today") == true)
    #expect(Self.lines(west.stdout)[1].contains("overdue"), "\(west.stdout)")
  }
}
