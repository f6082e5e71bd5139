import Foundation
import LeetTestSupport
import Testing

@testable import LeetModel

/// Every number read from an answer or a cache file is bounded (`NumberBound`): a number out of
/// its bound, or not finite, reads as absent, and a snapshot or cached answer keeps none of them.
@Suite struct NumberBoundTests {
  static func json(_ text: String) throws -> JSONValue { try JSONValue.parse(Data(text.utf8)) }

  @Test func numbersPastADoublesRangeAreReadAsAbsentAndNaNNeverComesOut() throws {
    let value = try Self.json(
      "[1e400, -1e400, 1e-400, 1000000000000000000000000000000, 1.7e308, \"NaN\", \"-inf\", \"12.5\"]")
    #expect(
      value.array == [
        .null, .null, .number(0), .number(1e30), .number(1.7e308), .string("NaN"), .string("-inf"),
        .string("12.5"),
      ])
    let doubles = value.array?.map(\.double)
    #expect(doubles == [nil, nil, 0, 1e30, 1.7e308, nil, nil, 12.5])
    #expect(value.array?.map(\.int) == [nil, nil, 0, nil, nil, nil, nil, nil])
    // A JSONValue that holds an infinity anyway is written as null, never a failed write.
    let written = JSONWriter.data(.array([.number(.infinity), .number(.nan), .number(2)]))
    #expect(String(decoding: written, as: UTF8.self) == "[null,null,2]")
  }

  /// A contest answer whose every number is `n` but for one good history entry.
  static func contestAnswer(_ n: String) -> String {
    """
    {"data": {"userContestRanking": {"attendedContestsCount": \(n), "rating": \(n),
      "globalRanking": \(n), "totalParticipants": \(n), "topPercentage": \(n), "badge": {"name": "Knight"}},
     "userContestRankingHistory": [
      {"attended": true, "rating": \(n), "ranking": 3, "contest": {"title": "Bad rating", "startTime": 1700000000}},
      {"attended": true, "rating": 1500, "ranking": \(n), "contest": {"title": "Bad time", "startTime": \(n)}},
      {"attended": true, "rating": 1612.5, "ranking": 7, "contest": {"title": "Good", "startTime": 1700600000}}]}}
    """
  }

  /// A solved answer whose every count and percentage is `n` but for Easy's.
  static func solvedAnswer(_ n: String) -> String {
    """
    {"data": {"allQuestionsCount": [{"difficulty": "All", "count": \(n)}, {"difficulty": "Easy", "count": 870}],
     "matchedUser": {"problemsSolvedBeatsStats": [{"difficulty": "Easy", "percentage": 93.4},
        {"difficulty": "Hard", "percentage": \(n)}],
      "submitStatsGlobal": {"acSubmissionNum": [{"difficulty": "All", "count": \(n)},
        {"difficulty": "Easy", "count": 312}, {"difficulty": "Hard", "count": \(n)}]}}}}
    """
  }

  @Test func progressDropsEveryNumberNoAnswerCanHave() throws {
    for n in HostileNumbers.texts + ["1e13", "-1e11"] {
      let progress = ProgressDecoder.decode(
        user: "ada", solved: try Self.json(Self.solvedAnswer(n)), calendars: [],
        contest: try Self.json(Self.contestAnswer(n)))
      let contest = try #require(progress.contest, "\(n)")
      #expect(contest.history.map(\.title) == ["Good"], "\(n)")
      #expect(contest.history.first?.ranking == 7)
      #expect(contest.rating == 1612.5, "the last rated contest's, \(n)")
      #expect(contest.globalRanking == nil && contest.totalParticipants == nil, "\(n)")
      #expect(contest.topPercentage == nil && contest.attended == 1, "\(n)")
      #expect(
        progress.byDifficulty == [.easy: DifficultyProgress(solved: 312, total: 870, beats: 93.4)], "\(n)")
      #expect(progress.all == DifficultyProgress(solved: 312), "\(n)")
    }
    // Within the bounds, the numbers are kept.
    let edge = ProgressDecoder.decode(
      user: "ada", solved: .null, calendars: [],
      contest: try Self.json(
        #"{"data": {"userContestRanking": {"rating": 10000, "topPercentage": 100, "globalRanking": 0}}}"#))
    #expect(edge.contest?.rating == 10_000 && edge.contest?.topPercentage == 100)
    #expect(edge.contest?.globalRanking == 0)
  }

  @Test func theCalendarDropsDaysAndCountsOutOfBounds() throws {
    let calendar = SubmissionCalendar.decode(
      .string(
        #"{"1e300": 4, "-1e300": 4, "100000000000": 4, "NaN": 4, "1735689600": 1e300, "1735776000": -3, "#
          + #""1735862400": 2}"#))
    #expect(calendar.counts == [UTCDay(seconds: 1_735_862_400): 2])
  }

  @Test func aSnapshotKeepsNoNumberOutOfBoundsAndShowsTheSame() throws {
    for n in HostileNumbers.texts {
      let solved = try Self.json(Self.solvedAnswer(n))
      let contest = try Self.json(Self.contestAnswer(n))
      let snapshot = ProgressSnapshot(
        user: "ada", fetchedAt: Date(timeIntervalSince1970: 1_800_000_000), solved: solved,
        calendars: [], contest: contest)
      #expect(
        snapshot.progress
          == ProgressDecoder.decode(user: "ada", solved: solved, calendars: [], contest: contest), "\(n)")
      let file = try JSONValue.parse(snapshot.encoded())
      #expect(Self.outOfBounds(file, ProgressDecoder.numberBounds).isEmpty, "\(n)")
      #expect(ProgressSnapshot.decode(snapshot.encoded())?.progress == snapshot.progress, "\(n)")
    }
  }

  /// The members of `value`, at any depth, named in `bounds` whose number the bound refuses.
  static func outOfBounds(_ value: JSONValue, _ bounds: [String: NumberBound]) -> [String] {
    switch value {
    case .array(let items): return items.flatMap { outOfBounds($0, bounds) }
    case .object(let members):
      return members.flatMap { key, member -> [String] in
        let bad = bounds[key].map { bound in member.double.map { !bound.admits($0) } ?? false } ?? false
        return (bad ? [key] : []) + outOfBounds(member, bounds)
      }
    default: return []
    }
  }

  @Test func contestsDropStartsAndDurationsNoContestHas() throws {
    for n in HostileNumbers.texts + ["-1e11", "1e14"] {
      let document = try Self.json(
        """
        {"data": {"contestV2UpcomingContests": [
          {"titleSlug": "bad-start", "title": "Bad start", "startTime": \(n), "duration": 5400},
          {"titleSlug": "bad-length", "title": "Bad length", "startTime": 1800000000, "duration": \(n)},
          {"titleSlug": "in-ms", "title": "In ms", "startTime": 1800000000000, "duration": 5400}]}}
        """)
      let upcoming = ContestAnswer.index(document).sections.first?.summaries ?? []
      let byName = Dictionary(uniqueKeysWithValues: upcoming.map { ($0.slug, $0) })
      #expect(byName["bad-start"]?.startTime == nil, "\(n)")
      #expect(byName["bad-start"]?.duration == 5_400)
      #expect(byName["bad-length"]?.duration == nil, "\(n)")
      #expect(byName["in-ms"]?.startTime == Date(timeIntervalSince1970: 1_800_000_000))
      let kept = document.bounded(CollectionNumbers.bounds)
      #expect(ContestAnswer.index(kept) == ContestAnswer.index(document), "\(n)")
      #expect(Self.outOfBounds(kept, CollectionNumbers.bounds).isEmpty, "\(n)")
    }
  }

  @Test func commentsAndSubmissionsDatedNoTimeHaveNoDate() throws {
    #expect(SegmentFile.date(.number(1e11)) == nil && SegmentFile.date(.number(-1e11)) == nil)
    #expect(SegmentFile.date(.number(99_999_999_999)) != nil)
    for n in HostileNumbers.texts + ["-1e11"] {
      let comments = try CommentsSnapshot.decode(
        Data(
          """
          {"pages": [{"data": {"topicComments": {"totalNum": \(n), "data": [
            {"id": 1, "numChildren": \(n), "post": {"content": "dated", "creationDate": \(n), "voteCount": 2}},
            {"id": 2, "numChildren": 1, "post": {"content": "fine", "creationDate": 1764000000}}]}}}]}
          """.utf8))
      #expect(comments.comments.map(\.date) == [nil, Date(timeIntervalSince1970: 1_764_000_000)], "\(n)")
      #expect(comments.comments.map(\.replyCount) == [0, 1], "\(n)")
      #expect(comments.total == nil, "\(n)")
      let submissions = try SubmissionsSnapshot.decode(
        Data(
          """
          {"list": {"data": {"questionSubmissionList": {"submissions": [
            {"id": "1", "statusDisplay": "Accepted", "timestamp": \(n)}]}}},
           "details": {"1": {"data": {"submissionDetails": {"code": "x", "runtimePercentile": \(n),
             "memoryPercentile": 100.5}}}}}
          """.utf8))
      #expect(submissions.submissions.map(\.date) == [nil], "\(n)")
      #expect(submissions.details["1"]?.runtimePercentile == nil, "\(n)")
      #expect(submissions.details["1"]?.memoryPercentile == nil)
    }
  }

  @Test func upvoteCountsPastTheBoundAreDropped() throws {
    // Other reactions never count; an upvote count past the bound is none.
    let others = Array(repeating: #"{"reactionType": "THUMBS_DOWN", "count": 999999999999999}"#, count: 20)
      .joined(separator: ",")
    for (upvotes, votes) in [("12", 12), ("999999999999999", 0)] {
      let snapshot = try SolutionsSnapshot.decode(
        Data(
          """
          {"list": {"data": {"ugcArticleSolutionArticles": {"totalNum": -4, "edges": [{"node": {
            "topicId": "5", "title": "Many",
            "reactions": [\(others), {"reactionType": "UPVOTE", "count": \(upvotes)}]}}]}}}}
          """.utf8))
      #expect(snapshot.solutions.first?.votes == votes)
      #expect(snapshot.total == nil)
    }
  }
}

/// The bounds against answers LeetCode really sent (`recorded/live-2026`): no real number is out
/// of its bound, so bounding keeps them whole.
@Suite struct RecordedNumberBoundTests {
  /// The recorded answer `name` of `recorded/live-2026`.
  static func recorded(_ name: String) throws -> Data {
    guard let directory = Corpus.directory else { throw CorpusError.missing("recorded/live-2026") }
    return try Data(contentsOf: directory.appendingPathComponent("recorded/live-2026/\(name)"))
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason))
  func realProgressAnswersKeepEveryNumber() throws {
    // The proxy's `data` is `matchedUser`, and its calendar's `userCalendar`.
    let user = try JSONValue.parse(
      try Self.recorded("userProblemsSolved-matchedUser-restful-api-example.json"))
    let solved = JSONValue.object(["data": .object(["matchedUser": user["data"]])])
    let calendarUser = try JSONValue.parse(try Self.recorded("userCalendar-restful-api-example.json"))
    let calendar = JSONValue.object([
      "data": .object(["matchedUser": .object(["userCalendar": calendarUser["data"]])])
    ])
    #expect(solved.bounded(ProgressDecoder.numberBounds) == solved)
    #expect(calendar.bounded(ProgressDecoder.numberBounds) == calendar)
    let progress = ProgressDecoder.decode(user: "ada", solved: solved, calendars: [calendar], contest: .null)
    #expect(progress.all?.solved == 68)
    #expect(progress.byDifficulty[.easy]?.beats == 65.03)
    #expect(progress.calendar.counts.count == 47)
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason))
  func realSubmissionsKeepTheirDatesAndPercentiles() throws {
    let list = try JSONValue.parse(try Self.recorded("submissionList-leetcode-anki.json"))
    let detail = try JSONValue.parse(
      try Self.recorded("UNVERIFIED-PROVENANCE_submissionDetails-leethub-sample.json"))
    let file = JSONValue.object(["list": list, "details": .object(["1": detail])])
    let data = JSONWriter.data(file)
    let snapshot = try SubmissionsSnapshot.decode(data)
    #expect(!snapshot.submissions.isEmpty)
    #expect(snapshot.submissions.allSatisfy { $0.date != nil })
    #expect(snapshot.submissions.first?.date == Date(timeIntervalSince1970: 1_777_214_044))
    #expect(snapshot.details["1"]?.runtimePercentile.map { abs($0 - 76.1373) < 1e-6 } == true)
  }
}
