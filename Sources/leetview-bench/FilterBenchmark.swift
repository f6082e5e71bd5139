import Foundation
import LeetModel

/// The browser's filter over the whole list, one call per keystroke of typed queries.
enum FilterBenchmark {
  static let typed = [
    "two sum", "longest substring", "median of two sorted arrays", "trapping rain water",
    "d:hard t:graph", "is:free dynamic", "lru cache", "traping", "两数之和", "1929", "binary tree level",
    "t:dynamic-programming d:medium coin",
  ]

  static func run(cache: BenchCache) -> [Figure] {
    let search = ProblemSearch(items: cache.list.items)
    var times: [Double] = []
    var checksum = 0
    for _ in 0..<5 {
      for query in typed {
        var prefix = ""
        for character in query {
          prefix.append(character)
          let start = now()
          checksum &+= search.search(prefix).first ?? 0
          times.append((now() - start) * 1000)
        }
      }
    }
    let samples = Samples(values: times)
    _ = checksum
    return [
      Figure(
        name: "filter \(cache.list.items.count) problems per keystroke, p95 (\(times.count) keys)",
        median: Figure.format(samples.percentile(0.95), unit: "ms", digits: 3),
        spread: "median " + Figure.format(samples.median, unit: "ms", digits: 3),
        target: "≤ 2 ms", met: samples.percentile(0.95) <= 2)
    ]
  }
}
