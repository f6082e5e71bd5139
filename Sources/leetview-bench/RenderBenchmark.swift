import Foundation
import LeetModel
import LeetText

/// Rendering every corpus statement to lines at width 80, in process.
enum RenderBenchmark {
  static func run(cache: BenchCache, rounds: Int) -> [Figure] {
    var totals: [Double] = []
    var lineCount = 0
    for _ in 0..<rounds {
      let start = now()
      var lines = 0
      for html in cache.statements {
        lines += DocumentLayout.lines(HTMLReader.document(html), width: 80).count
      }
      totals.append((now() - start) * 1000)
      lineCount = lines
    }
    let samples = Samples(values: totals)
    return [
      Figure(
        name: "render \(cache.statements.count) statements at width 80 (\(lineCount) lines)",
        median: Figure.format(samples.median, unit: "ms", digits: 0),
        spread: Figure.format(samples.spread, unit: "ms", digits: 0),
        target: "≤ 500 ms", met: samples.median <= 500)
    ]
  }
}
