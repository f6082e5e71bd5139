import Foundation
import LeetModel
import LeetTestSupport
import Testing

/// Numbers no answer can have (±1e300, ±1.7e308, 1e400, 31-digit integers, "NaN", "-inf"), sent
/// by the fake LeetCode or left in a cache file, through the built binary: `stats`, `contests` and
/// `--print -s comments|submissions` print, exit 0, and the cache keeps none of those numbers.
@Suite struct HostileNumberTests {
  private typealias Setup = FetchEndToEndTests.Setup
  private static let printArgs = ["--print", "--color", "never", "--width", "80"]

  /// Every number in `text` (a cache file) that no bound admits: magnitude 1e14 or more.
  static func hugeNumbers(in text: String) throws -> [Double] {
    func walk(_ value: JSONValue) -> [Double] {
      switch value {
      case .number(let n): return abs(n) >= 1e14 ? [n] : []
      case .array(let items): return items.flatMap(walk)
      case .object(let members): return members.values.flatMap(walk)
      default: return []
      }
    }
    return walk(try JSONValue.parse(Data(text.utf8)))
  }

  /// The hostile numbers in turn, `count` of them, as JSON text.
  static func hostile(_ index: Int) -> String {
    HostileNumbers.texts[index % HostileNumbers.texts.count]
  }

  /// A contest answer of bob's: every standing number hostile, a history entry per hostile
  /// rating and per hostile start time, and two good entries.
  static func contestAnswer() -> String {
    let n = HostileNumbers.texts
    let badRatings = n.enumerated().map { index, value in
      #"{"attended":true,"rating":\#(value),"ranking":1,"contest":{"title":"Bad rating \#(index)","startTime":1700000000}}"#
    }
    let badStarts = n.enumerated().map { index, value in
      #"{"attended":true,"rating":1550,"ranking":\#(value),"contest":{"title":"Bad start \#(index)","startTime":\#(value)}}"#
    }
    let good = [
      #"{"attended":true,"rating":1500,"ranking":9,"contest":{"title":"Weekly A","startTime":1700000000}}"#,
      #"{"attended":true,"rating":1623.4,"ranking":8,"contest":{"title":"Weekly B","startTime":1701000000}}"#,
    ]
    return
      #"{"data":{"userContestRanking":{"attendedContestsCount":1e300,"rating":1e300,"globalRanking":-1e300,"#
      + #""totalParticipants":1.7e308,"topPercentage":1e400,"badge":{"name":"Knight"}},"#
      + #""userContestRankingHistory":["# + (badRatings + badStarts + good).joined(separator: ",") + "]}}"
  }

  /// A solved answer of bob's with hostile counts and percentages beside good ones.
  static let solvedAnswer =
    #"{"data":{"allQuestionsCount":[{"difficulty":"All","count":1e300},{"difficulty":"Easy","count":870},"#
    + #"{"difficulty":"Hard","count":-1.7e308}],"matchedUser":{"problemsSolvedBeatsStats":["#
    + #"{"difficulty":"Easy","percentage":1e300},{"difficulty":"Hard","percentage":"NaN"}],"#
    + #""submitStatsGlobal":{"acSubmissionNum":[{"difficulty":"All","count":1000000000000000000000000000000},"#
    + #"{"difficulty":"Easy","count":312},{"difficulty":"Hard","count":1e400}]}}}}"#

  /// A calendar answer with hostile days and counts beside one good day.
  static let calendarAnswer =
    #"{"data":{"matchedUser":{"userCalendar":{"streak":1e300,"totalActiveDays":-1e300,"#
    + #""submissionCalendar":"{\"1e300\": 3, \"-1.7e308\": 2, \"NaN\": 1, \"1700000000\": 1e300, \"1700086400\": 4}"}}}}"#

  @Test func statsWithHostileNumbersPrintsAndTheCacheKeepsNoneOfThem() throws {
    let fake = try FakeLeetCode()
    fake.serve(queryContaining: "userProblemsSolved") { _ in Data(Self.solvedAnswer.utf8) }
    fake.serve(queryContaining: "UserProfileCalendar") { _ in Data(Self.calendarAnswer.utf8) }
    fake.serve(queryContaining: "userContestRanking") { _ in Data(Self.contestAnswer().utf8) }
    let setup = try Setup(fake: fake)
    defer { setup.cleanUp() }
    let result = try setup.run(["stats", "bob"] + Self.printArgs)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Progress of bob"), "\(result.stdout)")
    #expect(result.stdout.contains("Easy") && result.stdout.contains("312 / 870"), "\(result.stdout)")
    #expect(!result.stdout.contains("beats"), "no percentage was in bounds")
    // The rating of the last contest in bounds, the chart of the two in bounds.
    #expect(result.stdout.contains("Contest rating 1,623"), "\(result.stdout)")
    #expect(result.stdout.contains("Knight") && result.stdout.contains("2023-11"), "\(result.stdout)")
    #expect(!result.stdout.contains("e+"), "\(result.stdout)")
    for line in result.stdout.split(separator: "\n") { #expect(line.count <= 80, "\(line)") }
    let file = setup.cache.appendingPathComponent("progress/bob.json")
    let cached = try String(contentsOf: file, encoding: .utf8)
    #expect(try Self.hugeNumbers(in: cached).isEmpty, "\(cached.prefix(400))")
    for hostile in ["1e+300", "1.7e+308", "e+30", "NaN\""] {
      #expect(!cached.contains(hostile), "\(hostile)")
    }

    setup.fake.stop()
    let offline = try setup.run(["stats", "bob", "--offline"] + Self.printArgs)
    #expect(offline.status == 0, "\(offline.stderr)")
    #expect(offline.stdout.contains("Contest rating 1,623"), "\(offline.stdout)")
  }

  @Test func aProgressFileHoldingHostileNumbersStillPrints() throws {
    // As an earlier leetview wrote it: the answers verbatim, 1e300 and all.
    let setup = try Setup(fake: try FakeLeetCode())
    defer { setup.cleanUp() }
    let folder = setup.cache.appendingPathComponent("progress")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file =
      #"{"version":1,"user":"carol","fetchedAt":1800000000,"solved":"# + Self.solvedAnswer
      + #","calendars":["# + Self.calendarAnswer + "],\"contest\":" + Self.contestAnswer() + "}"
    try Data(file.utf8).write(to: folder.appendingPathComponent("carol.json"))
    let result = try setup.run(["stats", "carol", "--offline"] + Self.printArgs)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Progress of carol"), "\(result.stdout)")
    #expect(result.stdout.contains("Contest rating 1,623"), "\(result.stdout)")
  }

  /// The upcoming contests: each hostile start time once, and one good contest.
  static func upcomingAnswer() -> String {
    let rows = HostileNumbers.texts.enumerated().map { index, value in
      #"{"titleSlug":"bad-start-\#(index)","title":"Bad start \#(index)","startTime":\#(value),"duration":\#(value)}"#
    }
    let good =
      #"{"titleSlug":"weekly-good","title":"Weekly Good","startTime":4102444800,"duration":5400}"#
    return #"{"data":{"contestV2UpcomingContests":["# + (rows + [good]).joined(separator: ",") + "]}}"
  }

  /// The past contests: in milliseconds, hostile, and good.
  static let pastAnswer =
    #"{"data":{"contestV2HistoryContests":{"totalNum":-1e300,"contests":["#
    + #"{"titleSlug":"in-ms","title":"In ms","startTime":1700000000000,"duration":5400},"#
    + #"{"titleSlug":"huge-ms","title":"Huge ms","startTime":-1.7e308,"duration":1.7e308}]}}}"#

  @Test func contestsWithHostileTimesPrintAndTheCacheKeepsNoneOfThem() throws {
    let fake = try FakeLeetCode()
    fake.serve(queryContaining: "contestV2UpcomingContests") { _ in Data(Self.upcomingAnswer().utf8) }
    fake.serve(queryContaining: "contestV2HistoryContests") { _ in Data(Self.pastAnswer.utf8) }
    var setup = try Setup(fake: fake)
    setup.environment["TZ"] = "UTC"
    defer { setup.cleanUp() }
    let result = try setup.run(["contests"] + Self.printArgs)
    #expect(result.status == 0, "\(result.stderr)")
    // A name its slug spells is said once, by the slug.
    let rows = result.stdout.split(separator: "\n").map(String.init)
    let row = { (slug: String) in rows.first { $0.hasPrefix("  \(slug) ") || $0 == "  \(slug)" } }
    #expect(row("weekly-good")?.contains("  2100-01-01 00:00 · starts in ") == true, "\(result.stdout)")
    #expect(row("in-ms")?.hasSuffix("  2023-11-14 22:13") == true, "\(result.stdout)")
    for index in HostileNumbers.texts.indices {
      #expect(row("bad-start-\(index)") == "  bad-start-\(index)", "\(index): \(result.stdout)")
    }
    let cached = try String(
      contentsOf: setup.cache.appendingPathComponent("contests/index.json"), encoding: .utf8)
    #expect(try Self.hugeNumbers(in: cached).isEmpty, "\(cached.prefix(400))")
    setup.fake.stop()
    let offline = try setup.run(["contests", "--offline"] + Self.printArgs)
    #expect(offline.status == 0, "\(offline.stderr)")
    #expect(offline.stdout.contains("  2100-01-01 00:00 · starts in "), "\(offline.stdout)")
  }

  /// A comments file of two-sum: a comment dated by each hostile number, with a reply dated so
  /// too, and one dated well.
  static func commentsFile() -> String {
    func comment(_ id: Int, _ date: String, _ text: String) -> String {
      #"{"id":\#(id),"numChildren":\#(date),"post":{"id":\#(id),"voteCount":\#(date),"content":"\#(text)","#
        + #""creationDate":\#(date),"author":{"username":"numbers_\#(id)"}}}"#
    }
    let rows = HostileNumbers.texts.enumerated().map { comment(100 + $0, $1, "Hostile date \($0).") }
    let good = comment(99, "1764000000", "Dated well.")
    return #"{"fetchedAt":"2026-01-01T00:00:00Z","topic":{"data":{"questionDiscussionTopic":{"id":7,"#
      + #""topLevelCommentCount":1e300}}},"pages":[{"data":{"topicComments":{"totalNum":-1e300,"data":["#
      + (rows + [good]).joined(separator: ",") + #"]}}}],"replies":{"100":{"data":{"commentReplies":["#
      + comment(200, "-1.7e308", "A hostile reply.") + "]}}}}"
  }

  /// A submissions file of two-sum with hostile timestamps and percentiles.
  static func submissionsFile() -> String {
    let rows = HostileNumbers.texts.enumerated().map { index, value in
      #"{"id":"\#(500 + index)","statusDisplay":"Accepted","langName":"Python3","runtime":"40 ms","#
        + #""memory":"16 MB","timestamp":\#(value)}"#
    }
    return #"{"fetchedAt":"2026-01-01T00:00:00Z","list":{"data":{"questionSubmissionList":{"submissions":["#
      + rows.joined(separator: ",") + #"]}}},"details":{"500":{"data":{"submissionDetails":{"code":"x=1","#
      + #""runtimePercentile":1e300,"memoryPercentile":"NaN","runtimeDisplay":"40 ms"}}}}}"#
  }

  @Test func commentsAndSubmissionsDatedByHostileNumbersPrint() throws {
    let cache = try BinaryRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: cache) }
    let site = cache.appendingPathComponent("leetcode.com")
    for (folder, text) in [("comments", Self.commentsFile()), ("submissions", Self.submissionsFile())] {
      try FileManager.default.createDirectory(
        at: site.appendingPathComponent(folder), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: site.appendingPathComponent("\(folder)/two-sum.json"))
    }
    let args = ["--offline", "--cache", cache.path] + Self.printArgs
    let comments = try BinaryRunner.run(args + ["-s", "comments", "two-sum"])
    #expect(comments.status == 0, "\(comments.stderr)")
    for index in HostileNumbers.texts.indices {
      #expect(comments.stdout.contains("Hostile date \(index)."), "\(index): \(comments.stdout)")
    }
    #expect(comments.stdout.contains("Dated well.") && comments.stdout.contains("A hostile reply."))
    let submissions = try BinaryRunner.run(
      args + ["-s", "submissions", "two-sum"],
      environment: ["LEETCODE_SESSION": "numbers-session", "LEETCODE_CSRFTOKEN": "numbers-csrf"])
    #expect(submissions.status == 0, "\(submissions.stderr)")
    #expect(submissions.stdout.contains("Accepted · Python3 · 40 ms"), "\(submissions.stdout)")
    #expect(!(comments.stdout + submissions.stdout).contains("e+"))
  }
}
