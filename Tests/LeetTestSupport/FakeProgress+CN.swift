import Foundation

extension FakeProgress {
  /// Failed (attempted, never accepted) by `Easy`, `Medium`, `Hard` in the cn answers.
  public static let cnFailed = ["Easy": 5, "Medium": 17, "Hard": 9]

  /// The answer to leetcode.cn's `userProfileUserQuestionProgress`: accepted, failed and
  /// untouched by `EASY`, `MEDIUM`, `HARD`, summing to `totals` (no `All`, no beats).
  public func cnQuestionProgressAnswer() -> [String: Any] {
    let order = ["Easy", "Medium", "Hard"]
    func list(_ count: (String) -> Int) -> [[String: Any]] {
      order.map { ["difficulty": $0.uppercased(), "count": count($0)] }
    }
    let untouched = { (name: String) in
      (Self.totals[name] ?? 0) - (solved[name] ?? 0) - (Self.cnFailed[name] ?? 0)
    }
    return [
      "data": [
        "userProfileUserQuestionProgress": [
          "numAcceptedQuestions": list { solved[$0] ?? 0 },
          "numFailedQuestions": list { Self.cnFailed[$0] ?? 0 },
          "numUntouchedQuestions": list(untouched),
        ]
      ]
    ]
  }

  /// The answer to leetcode.cn's `userCalendar(userSlug:, year:)`: the year's days, as a JSON
  /// string, under `data.userCalendar` (no `matchedUser`).
  public func cnCalendarAnswer(year: Int) -> [String: Any] {
    let com = calendarAnswer(year: year)
    let calendar = ((com["data"] as? [String: Any])?["matchedUser"] as? [String: Any])?["userCalendar"]
    return ["data": ["userCalendar": calendar ?? NSNull()]]
  }

  /// The answer to leetcode.cn's contest query: `globalTotalParticipants` and no badge.
  public func cnContestAnswer() -> [String: Any] {
    let ranking: Any =
      self.ranking.map {
        [
          "attendedContestsCount": history.count, "rating": $0.rating, "globalRanking": $0.global,
          "globalTotalParticipants": $0.participants, "topPercentage": $0.top,
        ] as [String: Any]
      } ?? NSNull()
    let rows: [[String: Any]] = history.map {
      [
        "attended": true, "totalProblems": 4, "finishTimeInSeconds": 3_600, "rating": $0.rating,
        "ranking": $0.ranking,
        "contest": ["title": $0.title, "titleCn": "第 \($0.title) 场", "startTime": $0.start],
      ]
    }
    return ["data": ["userContestRanking": ranking, "userContestRankingHistory": rows]]
  }
}
