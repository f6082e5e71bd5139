import Foundation
import LeetFetch
import LeetModel
import LeetUI
import TermCore

/// The Progress screen drawn from the cache at 120x40: read `<site>/progress/<user>.json`, decode
/// LeetCode's answers (the calendar's JSON string inside JSON too), and render the whole screen.
///
/// In process, over a file written for the benchmark: a year of daily submissions on both
/// calendars and 150 rated contests.
enum ProgressBenchmark {
  static func run(rounds: Int) -> [Figure] {
    guard let user = UserName("bench-user") else { return [] }
    return BenchFolder.with { root in
      let store = CacheStore(location: CacheLocation(root: root, bundled: nil), site: .com)
      let today = Date()
      guard (try? store.writeProgress(snapshot(today: today), of: user)) != nil else { return [] }
      var times: [Double] = []
      var cells = 0
      for _ in 0..<rounds {
        let start = now()
        guard let cached = try? store.readProgress(user, at: today) else { return [] }
        let page = ProgressPage(
          progress: cached.snapshot.progress, host: "leetcode.com",
          fetchedAt: cached.snapshot.fetchedAt, now: today)
        var state = AppState(
          browser: BrowserState(items: []), size: Size(width: 120, height: 40),
          settings: ProblemState.Settings(), theme: Theme(usesColor: true))
        var screen = ProgressScreen(user: "bench-user", alone: true)
        screen.page = page
        screen.loading = false
        state.progressScreen = screen
        let grid = AppView.render(state)
        times.append((now() - start) * 1000)
        cells += grid.cells.count
      }
      let samples = Samples(values: times)
      return [
        Figure.p95(
          "Progress screen from cache (read, decode, render) at 120x40, \(rounds) rounds", samples,
          digits: 2, target: "< 20 ms", met: { $0 < 20 })
      ]
    }
  }

  /// LeetCode's three answers for a busy user, as the service stores them.
  static func snapshot(today: Date) -> ProgressSnapshot {
    let day = (Int(clampingFinite: today.timeIntervalSince1970) ?? 0) / 86_400 * 86_400
    var calendar: [String: JSONValue] = [:]
    for back in 0..<730 where back % 5 != 3 {
      calendar[String(day - back * 86_400)] = .number(Double(1 + (back * 7) % 13))
    }
    let text = String(
      decoding: (try? JSONSerialization.data(withJSONObject: calendar.mapValues(\.foundationObject)))
        ?? Data(), as: UTF8.self)
    let year: JSONValue = .object([
      "data": .object([
        "matchedUser": .object(["userCalendar": .object(["submissionCalendar": .string(text)])])
      ])
    ])
    func count(_ name: String, _ value: Int) -> JSONValue {
      .object(["difficulty": .string(name), "count": .number(Double(value))])
    }
    let solved: JSONValue = .object([
      "data": .object([
        "allQuestionsCount": .array([
          count("All", 3_400), count("Easy", 870), count("Medium", 1_820), count("Hard", 710),
        ]),
        "matchedUser": .object([
          "problemsSolvedBeatsStats": .array([]),
          "submitStatsGlobal": .object([
            "acSubmissionNum": .array([
              count("All", 837), count("Easy", 312), count("Medium", 428), count("Hard", 97),
            ])
          ]),
        ]),
      ])
    ])
    let history: [JSONValue] = (0..<150).map { index in
      .object([
        "attended": .bool(true), "rating": .number(1_500 + Double((index * 37) % 400)),
        "ranking": .number(Double(1_000 + index)),
        "contest": .object([
          "title": .string("Weekly Contest \(index)"),
          "startTime": .number(Double(day - (150 - index) * 7 * 86_400)),
        ]),
      ])
    }
    let contest: JSONValue = .object([
      "data": .object([
        "userContestRanking": .object([
          "rating": .number(1_845), "globalRanking": .number(23_456),
          "totalParticipants": .number(612_345), "topPercentage": .number(4.21),
          "attendedContestsCount": .number(150),
        ]),
        "userContestRankingHistory": .array(history),
      ])
    ])
    return ProgressSnapshot(
      user: "bench-user", fetchedAt: today, solved: solved, calendars: [year, year],
      contest: contest)
  }
}
