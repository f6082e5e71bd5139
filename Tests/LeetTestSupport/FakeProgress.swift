import Foundation
import LeetModel

/// One user's progress as the fake LeetCode serves it, written for the tests: solved counts, a
/// submission calendar and a rating history.
public struct FakeProgress: Sendable {
  public var username: String
  /// Solved by `Easy`, `Medium`, `Hard`.
  public var solved: [String: Int]
  /// Beats percentages by `Easy`, `Medium`, `Hard` (a missing one is sent as null).
  public var beats: [String: Double]
  /// Submissions by UTC-midnight Unix seconds.
  public var calendar: [Int: Int]
  /// Attended contests: title, start time, rating after, ranking.
  public var history: [(title: String, start: Int, rating: Double, ranking: Int)]
  /// The contest standing, or nil for a user never rated (LeetCode's `null`).
  public var ranking: (rating: Double, global: Int, participants: Int, top: Double, badge: String?)?

  /// Site totals by difficulty, as `allQuestionsCount` gives them.
  public static let totals = ["All": 3_400, "Easy": 870, "Medium": 1_820, "Hard": 710]

  /// A progress of `username`.
  public init(
    username: String, solved: [String: Int], beats: [String: Double], calendar: [Int: Int],
    history: [(title: String, start: Int, rating: Double, ranking: Int)],
    ranking: (rating: Double, global: Int, participants: Int, top: Double, badge: String?)?
  ) {
    self.username = username
    self.solved = solved
    self.beats = beats
    self.calendar = calendar
    self.history = history
    self.ranking = ranking
  }

  /// A busy user's year up to `today` (UTC-midnight seconds): a calendar from a seeded generator
  /// with a 40-day streak ending 30 days before today, and 30 contests a fortnight apart.
  public static func busy(_ username: String, today: Int, seed: UInt64 = 7) -> FakeProgress {
    var random = SeededGenerator(state: seed)
    var calendar: [Int: Int] = [:]
    for back in 0..<400 {
      let roll = Int.random(in: 0..<100, using: &random)
      let count = roll < 45 ? 0 : roll < 70 ? 1 : roll < 85 ? 3 : roll < 95 ? 6 : 12
      if count > 0 { calendar[today - back * 86_400] = count }
    }
    for back in 30..<70 { calendar[today - back * 86_400, default: 0] += 1 }
    for back in 70..<73 { calendar[today - back * 86_400] = nil }
    var history: [(title: String, start: Int, rating: Double, ranking: Int)] = []
    var rating = 1_500.0
    for index in 0..<30 {
      rating += Double(Int.random(in: -60...95, using: &random))
      history.append(
        (
          "Weekly Contest \(400 + index)", today - (30 - index) * 14 * 86_400 + 9_000, rating,
          Int.random(in: 800...12_000, using: &random)
        ))
    }
    return FakeProgress(
      username: username, solved: ["Easy": 312, "Medium": 428, "Hard": 97],
      beats: ["Easy": 93.4, "Medium": 96.1, "Hard": 88.75], calendar: calendar, history: history,
      ranking: (rating, 23_456, 612_345, 4.21, "Knight"))
  }

  /// The answer to `userProblemsSolved`.
  public func solvedAnswer() -> [String: Any] {
    let order = ["All", "Easy", "Medium", "Hard"]
    let all = solved.values.reduce(0, +)
    return [
      "data": [
        "allQuestionsCount": order.map { ["difficulty": $0, "count": Self.totals[$0] ?? 0] },
        "matchedUser": [
          "problemsSolvedBeatsStats": order.dropFirst().map {
            ["difficulty": $0, "percentage": beats[$0] ?? NSNull()] as [String: Any]
          },
          "submitStatsGlobal": [
            "acSubmissionNum": order.map {
              ["difficulty": $0, "count": $0 == "All" ? all : solved[$0] ?? 0] as [String: Any]
            }
          ],
        ],
      ]
    ]
  }

  /// The answer to `UserProfileCalendar` for `year`: the days of that UTC year, as a JSON string.
  public func calendarAnswer(year: Int) -> [String: Any] {
    var days: [String: Int] = [:]
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(secondsFromGMT: 0) ?? utc.timeZone
    for (seconds, count) in calendar
    where utc.component(.year, from: Date(timeIntervalSince1970: Double(seconds))) == year {
      days[String(seconds)] = count
    }
    let text =
      String(
        data: (try? JSONSerialization.data(withJSONObject: days, options: [.sortedKeys])) ?? Data(),
        encoding: .utf8) ?? "{}"
    return [
      "data": [
        "matchedUser": [
          "userCalendar": [
            "activeYears": [year - 1, year], "streak": 12, "totalActiveDays": days.count,
            "dccBadges": [], "submissionCalendar": text,
          ]
        ]
      ]
    ]
  }

  /// The answer to the contest query.
  public func contestAnswer() -> [String: Any] {
    let ranking: Any =
      self.ranking.map {
        [
          "attendedContestsCount": history.count, "rating": $0.rating, "globalRanking": $0.global,
          "totalParticipants": $0.participants, "topPercentage": $0.top,
          "badge": $0.badge.map { ["name": $0] } ?? NSNull(),
        ] as [String: Any]
      } ?? NSNull()
    let rows: [[String: Any]] = history.map {
      [
        "attended": true, "trendDirection": "UP", "problemsSolved": 3, "totalProblems": 4,
        "finishTimeInSeconds": 3_600, "rating": $0.rating, "ranking": $0.ranking,
        "contest": ["title": $0.title, "startTime": $0.start],
      ]
    }
    // A contest the user registered for and missed: LeetCode lists it unattended.
    let missed: [String: Any] = [
      "attended": false, "rating": 1_500, "ranking": 0,
      "contest": ["title": "Biweekly Contest 1", "startTime": history.first?.start ?? 0],
    ]
    return ["data": ["userContestRanking": ranking, "userContestRankingHistory": [missed] + rows]]
  }
}

extension FakeProgress {
  /// The progress LeetCode's answers for `years` tell, decoded as leetview decodes them.
  public func decoded(years: [Int]) throws -> UserProgress {
    func parse(_ object: [String: Any]) throws -> JSONValue {
      try JSONValue.parse(try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))
    }
    return ProgressDecoder.decode(
      user: username, solved: try parse(solvedAnswer()),
      calendars: try years.map { try parse(calendarAnswer(year: $0)) }, contest: try parse(contestAnswer()))
  }
}
