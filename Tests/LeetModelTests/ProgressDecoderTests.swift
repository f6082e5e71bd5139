import Foundation
import LeetModel
import Testing

/// The progress answers read leniently: by difficulty name, with null, missing and retyped
/// fields, the calendar as a JSON string inside JSON keyed by UTC days, and `errors[]` reported.
@Suite struct ProgressDecoderTests {
  /// `text` parsed.
  static func json(_ text: String) throws -> JSONValue { try JSONValue.parse(Data(text.utf8)) }

  @Test func solvedIsMatchedByNameNotByPlace() throws {
    // Hard before Easy, All last: a client reading acSubmissionNum[0] as the total gets it wrong.
    let solved = try Self.json(
      """
      {"data": {"allQuestionsCount": [{"difficulty": "Hard", "count": 700},
        {"difficulty": "Easy", "count": 850}, {"difficulty": "Medium", "count": "1800"},
        {"difficulty": "All", "count": 3350}],
       "matchedUser": {"problemsSolvedBeatsStats": [{"difficulty": "Easy", "percentage": 91.5},
          {"difficulty": "Medium", "percentage": null}, {"difficulty": "Hard", "percentage": "77.2"}],
        "submitStatsGlobal": {"acSubmissionNum": [{"difficulty": "Hard", "count": 20},
          {"difficulty": "Easy", "count": 300}, {"difficulty": "Medium", "count": 150},
          {"difficulty": "All", "count": 470}]}}}}
      """)
    let progress = ProgressDecoder.decode(user: "ada", solved: solved, calendars: [], contest: .null)
    #expect(progress.all == DifficultyProgress(solved: 470, total: 3350))
    #expect(progress.byDifficulty[.easy] == DifficultyProgress(solved: 300, total: 850, beats: 91.5))
    #expect(progress.byDifficulty[.medium] == DifficultyProgress(solved: 150, total: 1800))
    #expect(progress.byDifficulty[.hard] == DifficultyProgress(solved: 20, total: 700, beats: 77.2))
    #expect(progress.contest == nil)
    #expect(progress.problems.isEmpty)
  }

  @Test func missingAndRetypedPartsAreLeftOutNotFatal() throws {
    let solved = try Self.json(
      """
      {"data": {"allQuestionsCount": null, "matchedUser": {"problemsSolvedBeatsStats": "n/a",
        "submitStatsGlobal": {"acSubmissionNum": [{"difficulty": "Easy", "count": 5},
          {"difficulty": "Medium"}, {"count": 9}, {"difficulty": "Hard", "count": -3}]}}},
       "errors": [{"message": "beats \\u001b[31mstats\\u001b[0m unavailable"}]}
      """)
    let progress = ProgressDecoder.decode(
      user: "ada\u{1B}]0;x\u{07}", solved: solved, calendars: [.string("not json"), .null],
      contest: try Self.json(#"{"data": {"userContestRanking": 7}}"#))
    #expect(progress.byDifficulty == [.easy: DifficultyProgress(solved: 5)])
    // Without an All row, the sum of what was counted.
    #expect(progress.all == DifficultyProgress(solved: 5))
    #expect(progress.calendar.counts.isEmpty)
    #expect(progress.contest == nil)
    #expect(progress.problems.first?.contains("unavailable") == true)
    #expect(progress.problems.count == 1)
    #expect(!progress.problems[0].unicodeScalars.contains { $0.value < 0x20 })
    #expect(!progress.user.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
  }

  @Test func theCalendarIsAStringInsideJSONKeyedByUTCDays() throws {
    // 1735689600 is 2025-01-01T00:00Z; 1735775999 is the last second of that day.
    let year = try Self.json(
      #"""
      {"data": {"matchedUser": {"userCalendar": {"streak": 3, "totalActiveDays": 2,
        "submissionCalendar": "{\"1735689600\": 3, \"1735775999\": 2, \"1735776000\": \"4\", \"x\": 1, \"1735862400\": 0}"}}}}
      """#)
    let older = try Self.json(
      #"{"data": {"matchedUser": {"userCalendar": {"submissionCalendar": {"1704067200": 1}}}}}"#)
    let progress = ProgressDecoder.decode(
      user: "ada", solved: .null, calendars: [year, older], contest: .null)
    let first = UTCDay(seconds: 1_735_689_600)
    #expect(first.iso == "2025-01-01")
    #expect(first.weekday == 3)
    #expect(progress.calendar[first] == 5)
    #expect(progress.calendar[first.adding(1)] == 4)
    #expect(progress.calendar[first.adding(2)] == 0)
    #expect(progress.calendar[UTCDay(seconds: 1_704_067_200)] == 1)
    #expect(progress.calendar.counts.count == 3)
    #expect(progress.calendar.longestStreak(from: first.adding(-400), through: first.adding(5)) == 2)
    #expect(progress.calendar.activeDays(from: first, through: first.adding(5)) == 2)
    #expect(progress.calendar.submissions(from: first, through: first.adding(5)) == 9)
  }

  @Test func theRatingHistoryKeepsAttendedContestsOldestFirst() throws {
    let contest = try Self.json(
      """
      {"data": {"userContestRanking": {"attendedContestsCount": 2, "rating": 1812.4,
        "globalRanking": 23456, "totalParticipants": 600000, "topPercentage": 4.2,
        "badge": {"name": "Knight"}},
       "userContestRankingHistory": [
        {"attended": true, "rating": 1700, "ranking": 900, "contest": {"title": "Weekly Contest 402", "startTime": 1700600000}},
        {"attended": false, "rating": 1500, "contest": {"title": "Missed", "startTime": 1700000000}},
        {"attended": true, "rating": "1550.5", "ranking": null, "contest": {"title": "Weekly Contest 401", "startTime": "1700100000"}},
        {"attended": true, "rating": null, "contest": {"title": "Broken"}}]}}
      """)
    let progress = ProgressDecoder.decode(user: "ada", solved: .null, calendars: [], contest: contest)
    let rating = try #require(progress.contest)
    #expect(rating.rating == 1812.4)
    #expect(rating.globalRanking == 23456)
    #expect(rating.totalParticipants == 600_000)
    #expect(rating.topPercentage == 4.2)
    #expect(rating.badge == "Knight")
    #expect(rating.history.map(\.title) == ["Weekly Contest 401", "Weekly Contest 402"])
    #expect(rating.history.map(\.rating) == [1550.5, 1700])
    #expect(rating.history.first?.ranking == nil)
  }

  @Test func hostileTextFromLeetCodeIsSanitized() throws {
    let contest = try Self.json(
      """
      {"data": {"userContestRanking": {"rating": 1600, "badge": {"name": "Kni\\u001b]0;pwn\\u0007ght"}},
       "userContestRankingHistory": [{"attended": true, "rating": 1600,
        "contest": {"title": "Weekly\\u001b[2J\\r\\nContest\\u009b1m", "startTime": 1700000000}}]}}
      """)
    let progress = ProgressDecoder.decode(user: "ada", solved: .null, calendars: [], contest: contest)
    let rating = try #require(progress.contest)
    for text in [rating.badge ?? "", rating.history.first?.title ?? ""] {
      #expect(!text.isEmpty)
      #expect(
        !text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(text)")
    }
  }

  @Test func aRefusalWithStatus200IsReportedAndDataIsNot() throws {
    #expect(
      ProgressDecoder.refusal(
        try Self.json(
          #"{"data": {"matchedUser": null}, "errors": [{"message": "That user does not exist."}]}"#))
        == "That user does not exist.")
    #expect(
      ProgressDecoder.refusal(try Self.json(#"{"error": "User is not authenticated"}"#))
        == "User is not authenticated")
    #expect(ProgressDecoder.refusal(try Self.json(#"{"ok": false}"#)) == "LeetCode refused the request")
    #expect(
      ProgressDecoder.refusal(
        try Self.json(#"{"data": {"matchedUser": {}}, "errors": [{"message": "partial"}]}"#)) == nil)
  }

  @Test func aSnapshotRoundTripsThroughItsFile() throws {
    let solved = try Self.json(
      #"{"data": {"matchedUser": {"submitStatsGlobal": {"acSubmissionNum": [{"difficulty": "All", "count": 3}]}}}}"#
    )
    let snapshot = ProgressSnapshot(
      user: "ada", fetchedAt: Date(timeIntervalSince1970: 1_700_000_000.75), solved: solved,
      calendars: [.null], contest: .null)
    let read = try #require(ProgressSnapshot.decode(snapshot.encoded()))
    #expect(read == snapshot)
    #expect(read.progress.all?.solved == 3)
    #expect(ProgressSnapshot.decode(Data("{}".utf8)) == nil)
    #expect(ProgressSnapshot.decode(Data("[1,".utf8)) == nil)
  }

  @Test func userNamesAreSafeFileNames() {
    #expect(UserName("ada_lovelace-1.x")?.rawValue == "ada_lovelace-1.x")
    for bad in ["", "../etc", ".hidden", "a/b", "名字", "a b", String(repeating: "a", count: 65)] {
      #expect(UserName(bad) == nil, "\(bad)")
    }
  }
}
