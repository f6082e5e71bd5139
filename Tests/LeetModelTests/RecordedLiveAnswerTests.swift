import Foundation
import LeetTestSupport
import Testing

@testable import LeetModel

/// The real answers of `../shared/corpus/recorded/live-2026/` (and the older `recorded/` files no
/// other suite reads) through leetview's decoders, in their raw shape; see its PROVENANCE.md.
@Suite(.enabled(if: Corpus.isPresent, Corpus.absentReason)) struct RecordedLiveAnswerTests {
  static func json(_ name: String) throws -> JSONValue {
    try JSONValue.parse(Corpus.recordedFile(name))
  }

  /// The profile proxy's `data` is `matchedUser` itself: put back where LeetCode sends it.
  @Test func theRecordedSolvedCountsAndBeatsDecode() throws {
    let matched = try Self.json("live-2026/userProblemsSolved-matchedUser-restful-api-example.json")["data"]
    let solved = JSONValue.object(["data": .object(["matchedUser": matched])])
    let progress = ProgressDecoder.decode(user: "someone", solved: solved, calendars: [], contest: .null)
    #expect(progress.all?.solved == 68)
    #expect(progress.byDifficulty[.easy] == DifficultyProgress(solved: 31, beats: 65.03))
    #expect(progress.byDifficulty[.medium] == DifficultyProgress(solved: 36, beats: 69.21))
    #expect(progress.byDifficulty[.hard] == DifficultyProgress(solved: 1, beats: nil), "percentage: null")
  }

  @Test func theRecordedCalendarStringWithSpacesAndKeysOutOfOrderDecodes() throws {
    let calendar = try Self.json("live-2026/userCalendar-restful-api-example.json")["data"]
    let answer = JSONValue.object(["data": .object(["matchedUser": .object(["userCalendar": calendar])])])
    let progress = ProgressDecoder.decode(user: "someone", solved: .null, calendars: [answer], contest: .null)
    #expect(progress.calendar.counts.count == 47, "one day per key; totalActiveDays says 47")
    #expect(progress.calendar[UTCDay(seconds: 1_704_067_200)] == 7)
    #expect(progress.calendar[UTCDay(seconds: 1_692_403_200)] == 11)
    #expect(progress.calendar[UTCDay(seconds: 1_675_900_800)] == 5, "2023 after 2024 in the string")
  }

  @Test func theRecordedProgressListsCapitalisedDifficultyAndStatusDecode() throws {
    let list = try Self.json("live-2026/userProgressQuestionList-leetcode-anki.json")
    let rows = list["data"]["userProgressQuestionList"]["questions"].array ?? []
    let entries = ProblemCollection.Entry.decodeAll(rows)
    #expect(entries.map(\.item.titleSlug) == ["two-sum", "delete-the-middle-node-of-a-linked-list"])
    #expect(entries.map(\.item.difficulty) == [.easy, .medium], "EASY and MEDIUM")
    #expect(entries.map(\.mark) == [.solved, .solved], "questionStatus SOLVED")
    #expect(SolvedMark(leetCodeStatus: rows.first?["lastResult"].string) == .solved, "lastResult AC")
  }

  @Test func theRecordedRESTSubmissionsOf2017AreNotAShapeLeetviewReads() throws {
    // leetview asks GraphQL `questionSubmissionList`; the REST `submissions_dump` is history.
    let old = try Self.json("rest_api_submissions_two-sum_2017__skygragon.json")
    #expect(old["submissions_dump"].array?.isEmpty == false)
    let data = JSONWriter.data(.object(["list": old]))
    #expect(try SubmissionsSnapshot.decode(data).submissions.isEmpty, "read as no submissions, not a crash")
  }
}
