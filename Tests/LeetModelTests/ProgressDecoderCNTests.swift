import Foundation
import LeetModel
import Testing

/// leetcode.cn's progress answers, in the shapes its clients record: difficulties in capitals,
/// the total as accepted + failed + untouched, the calendar under `data.userCalendar`, the contest
/// with `globalTotalParticipants`.
@Suite struct ProgressDecoderCNTests {
  @Test func cnsQuestionProgressGivesSolvedAndTheTotalAsTheSumOfItsThreeParts() throws {
    // The accepted and failed counts are those a public cn client records for the profile
    // `leetcode`; the untouched counts are written for this test.
    let solved = try ProgressDecoderTests.json(
      """
      {"data": {"userProfileUserQuestionProgressV2": {
        "numAcceptedQuestions": [{"difficulty": "EASY", "count": 25},
          {"difficulty": "MEDIUM", "count": 26}, {"difficulty": "HARD", "count": 14}],
        "numFailedQuestions": [{"difficulty": "EASY", "count": 31},
          {"difficulty": "MEDIUM", "count": 31}, {"difficulty": "HARD", "count": 13}],
        "numUntouchedQuestions": [{"difficulty": "EASY", "count": 900},
          {"difficulty": "MEDIUM", "count": 1700}, {"difficulty": "HARD", "count": 700}]}}}
      """)
    #expect(ProgressDecoder.namesUser(solved))
    let progress = ProgressDecoder.decode(user: "leetcode", solved: solved, calendars: [], contest: .null)
    #expect(progress.byDifficulty[.easy] == DifficultyProgress(solved: 25, total: 956))
    #expect(progress.byDifficulty[.medium] == DifficultyProgress(solved: 26, total: 1_757))
    #expect(progress.byDifficulty[.hard] == DifficultyProgress(solved: 14, total: 727))
    #expect(progress.all == DifficultyProgress(solved: 65, total: 3_440))
  }

  @Test func withoutItsFailedOrUntouchedPartTheTotalIsUnknownNotTheSolvedCount() throws {
    let solved = try ProgressDecoderTests.json(
      """
      {"data": {"userProfileUserQuestionProgress": {
        "numAcceptedQuestions": [{"difficulty": "EASY", "count": 120},
          {"difficulty": "MEDIUM", "count": 174}, {"difficulty": "HARD", "count": 42}],
        "numFailedQuestions": null}}}
      """)
    let progress = ProgressDecoder.decode(user: "linbuxiao", solved: solved, calendars: [], contest: .null)
    #expect(progress.byDifficulty[.medium] == DifficultyProgress(solved: 174, total: nil))
    #expect(progress.all == DifficultyProgress(solved: 336, total: nil))
    // An unknown profile: null progress is no user.
    let nobody = try ProgressDecoderTests.json(
      #"{"data": {"userProfileUserQuestionProgress": null}, "errors": [{"message": "用户不存在"}]}"#)
    #expect(!ProgressDecoder.namesUser(nobody))
  }

  @Test func cnsCalendarAndContestAreReadFromTheirOwnShapes() throws {
    let calendar = try ProgressDecoderTests.json(
      #"{"data": {"userCalendar": {"streak": 3, "totalActiveDays": 2, "submissionCalendar": "{\"1735689600\": 3, \"1735776000\": 1}"}}}"#
    )
    let contest = try ProgressDecoderTests.json(
      """
      {"data": {"userContestRanking": {"attendedContestsCount": 2, "rating": 1688.2,
          "globalRanking": 9000, "globalTotalParticipants": 120000, "topPercentage": 7.5},
        "userContestRankingHistory": [
          {"attended": true, "rating": 1688.2, "ranking": 300,
           "contest": {"title": "Weekly Contest 2", "titleCn": "第 2 场周赛", "startTime": 1735700000}},
          {"attended": true, "rating": 1600.0, "ranking": 500,
           "contest": {"title": "Weekly Contest 1", "titleCn": "第 1 场周赛", "startTime": 1735000000}}]}}
      """)
    let progress = ProgressDecoder.decode(
      user: "ada", solved: .null, calendars: [calendar], contest: contest)
    let first = UTCDay(seconds: 1_735_689_600)
    #expect(progress.calendar[first] == 3)
    #expect(progress.calendar[first.adding(1)] == 1)
    let rating = try #require(progress.contest)
    #expect(rating.totalParticipants == 120_000)
    #expect(rating.globalRanking == 9_000)
    #expect(rating.history.map(\.rating) == [1_600, 1_688.2])
  }
}
