import Foundation
import LeetModel
import LeetUI
import TermCore

/// The marks' cost in process on the whole corpus list: the browser's first frame (state built,
/// marks set, grid rendered at 120x40) with the marks of a heavy user against none, and the
/// filter per keystroke with `is:` filters.
enum MarksBenchmark {
  /// Queries typed a key at a time, each with a marks filter.
  static let typed = [
    "is:solved two sum", "is:unsolved d:hard t:graph", "is:attempted longest", "d:medium is:unsolved tree",
    "is:solved t:dynamic-programming coin", "is:unsolved 1929",
  ]

  static func run(cache: BenchCache, rounds: Int = 41) -> [Figure] {
    let items = cache.list.items
    let marks = heavyUser(items)
    var without: [Double] = []
    var with: [Double] = []
    var checksum = 0
    for round in 0..<(2 * rounds) {
      // Alternate, so that neither side has the warmer caches.
      let marked = round % 2 == 1
      let start = now()
      var state = AppState(
        browser: BrowserState(items: items), size: Size(width: 120, height: 40),
        settings: ProblemState.Settings(animated: false), theme: Theme(usesColor: true))
      if marked { state.browser.marks = marks }
      checksum &+= AppView.render(state).size.width
      let elapsed = (now() - start) * 1000
      if marked { with.append(elapsed) } else { without.append(elapsed) }
    }
    let plain = Samples(values: without).median
    let marked = Samples(values: with).median
    let ratio = marked / max(plain, 0.000_001)

    // The search as the browser calls it, marks looked up by slug text, against the plain
    // filter figure's queries in the same rounds (so that a loaded machine slows both alike).
    let search = ProblemSearch(items: items)
    let bySlug = Dictionary(uniqueKeysWithValues: marks.bySlug.map { ($0.key.rawValue, $0.value) })
    var times: [Double] = []
    var plainTimes: [Double] = []
    for _ in 0..<5 {
      for (queries, isMarks) in [(typed, true), (FilterBenchmark.typed, false)] {
        for query in queries {
          var prefix = ""
          for character in query {
            prefix.append(character)
            let start = now()
            checksum &+= search.search(prefix, mark: { bySlug[$0.titleSlug] ?? .untouched }).first ?? 0
            let elapsed = (now() - start) * 1000
            if isMarks { times.append(elapsed) } else { plainTimes.append(elapsed) }
          }
        }
      }
    }
    _ = checksum
    let filter = Samples(values: times)
    let plainFilter = Samples(values: plainTimes)
    return [
      Figure(
        name: "browser first frame 120x40, \(items.count) problems, \(marks.bySlug.count) marks vs none",
        median: Figure.format(marked, unit: "ms", digits: 2),
        spread: "none " + Figure.format(plain, unit: "ms", digits: 2) + String(format: ", ×%.2f", ratio),
        target: "≤ 1.2× without", met: ratio <= 1.2),
      Figure(
        name: "filter with is: per keystroke, p95 (\(times.count) keys) vs the plain queries",
        median: Figure.format(filter.percentile(0.95), unit: "ms", digits: 3),
        spread: "plain " + Figure.format(plainFilter.percentile(0.95), unit: "ms", digits: 3)
          + String(format: ", ×%.2f", filter.percentile(0.95) / max(plainFilter.percentile(0.95), 0.000_001)),
        target: "≤ 2 ms", met: filter.percentile(0.95) <= 2),
    ]
  }

  /// The marks of someone who solved every third problem and attempted every seventh.
  static func heavyUser(_ items: [ProblemListItem]) -> SolvedMarks {
    var bySlug: [TitleSlug: SolvedMark] = [:]
    for (index, item) in items.enumerated() {
      guard let slug = TitleSlug.validated(item.titleSlug) else { continue }
      if index % 3 == 0 {
        bySlug[slug] = .solved
      } else if index % 7 == 0 {
        bySlug[slug] = .attempted
      }
    }
    return SolvedMarks(bySlug)
  }
}
