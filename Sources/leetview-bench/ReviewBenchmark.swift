import Foundation
import LeetFetch
import LeetModel
import LeetText
import LeetUI
import TermCore

/// The review list over 3,000 solved problems, from the cache as `leetview review --offline`
/// draws it: read `<site>/review/solved.json` and the schedule file, order the queue, and lay out
/// every line at 120 columns (and the browser's Due section of it).
///
/// In process, over files written for the benchmark: the corpus's first 3,200 problems (real
/// slugs and titles; numbered ones when the corpus is absent), every fifteenth only attempted,
/// and 600 of them graded.
enum ReviewBenchmark {
  static func run(rounds: Int) -> [Figure] {
    BenchFolder.with { root in
      let store = CacheStore(location: CacheLocation(root: root, bundled: nil), site: .com)
      let schedule = ReviewScheduleFile(
        url: root.appendingPathComponent("state/review-schedule.json"), root: root)
      let today = Date()
      let questions = Self.questions(now: today)
      guard (try? store.writeSolvedList(SolvedList(fetchedAt: today, questions: questions))) != nil,
        (try? schedule.write(Self.schedule(questions, now: today))) != nil
      else { return [] }
      var times: [Double] = []
      var lines = 0
      for _ in 0..<rounds {
        let start = now()
        guard let list = try? store.readSolvedList(), let cards = try? schedule.read() else { return [] }
        let page = ReviewPage(
          questions: list.questions, schedule: cards, clock: ReviewClock.local(now: today),
          fetchedAt: list.fetchedAt)
        let text = ReviewSheet.lines(page, width: 120, words: .english)
        let due = BrowserDue(page)
        times.append((now() - start) * 1000)
        lines += text.count + due.entries.count
      }
      let solved = questions.filter { $0.mark == .solved }.count
      return [
        Figure.p95(
          "Review list of \(solved) solved from cache (read, order, lay out) at 120 columns, \(rounds) rounds",
          Samples(values: times), digits: 2, target: "< 50 ms", met: { $0 < 50 })
      ]
    }
  }

  /// 3,200 problems touched, problem `n` last submitted `n` hours ago.
  static func questions(now: Date) -> [ProgressQuestion] {
    let lines =
      BenchCache.corpusDirectory().flatMap {
        try? String(contentsOf: $0.appendingPathComponent("problemset.jsonl"), encoding: .utf8)
      }?.split(separator: "\n") ?? []
    return (1...3_200).compactMap { n in
      let row = n <= lines.count ? (try? JSONValue.parse(Data(lines[n - 1].utf8))) ?? .null : .null
      return ProgressQuestion.decode(
        .object([
          "frontendId": row["frontendQuestionId"].string.map(JSONValue.string) ?? .string("\(n)"),
          "title": row["title"].string.map(JSONValue.string) ?? .string("Problem \(n)"),
          "titleSlug": row["titleSlug"].string.map(JSONValue.string) ?? .string("problem-\(n)"),
          "difficulty": .string((row["difficulty"].string ?? "Medium").uppercased()),
          "lastSubmittedAt": .number((now.timeIntervalSince1970 - Double(n) * 3_600).rounded(.down)),
          "questionStatus": .string(n.isMultiple(of: 15) ? "ATTEMPTED" : "SOLVED"),
          "numSubmitted": .number(3),
        ]))
    }
  }

  /// Every fifth problem graded once, on days before now.
  static func schedule(_ questions: [ProgressQuestion], now: Date) -> ReviewSchedule {
    var schedule = ReviewSchedule()
    for (index, question) in questions.enumerated() where index.isMultiple(of: 5) {
      let grade = ReviewGrade.allCases[index % 4]
      schedule.grade(
        question.titleSlug, grade, clock: ReviewClock(now: now - Double(index % 30) * 86_400, fixedOffset: 0))
    }
    return schedule
  }
}
