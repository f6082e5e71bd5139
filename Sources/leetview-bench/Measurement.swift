import Foundation
import TermCore

/// A set of samples of one figure, summarised by median and spread.
struct Samples {
  var values: [Double]

  var sorted: [Double] { values.sorted() }

  var median: Double {
    let s = sorted
    guard !s.isEmpty else { return .nan }
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
  }

  /// The value below which `p` of the samples fall (nearest rank).
  func percentile(_ p: Double) -> Double {
    let s = sorted
    guard !s.isEmpty else { return .nan }
    let rank = min(s.count - 1, max(0, (Int(clampingFinite: (p * Double(s.count)).rounded(.up)) ?? 0) - 1))
    return s[rank]
  }

  /// The interquartile range, as a spread that ignores the odd outlier.
  var spread: Double { percentile(0.75) - percentile(0.25) }
}

/// The monotonic clock, in seconds.
func now() -> Double {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// One row of the printed table.
struct Figure {
  var name: String
  var median: String
  var spread: String
  var target: String
  var met: Bool?

  static func format(_ value: Double, unit: String, digits: Int = 2) -> String {
    String(format: "%.\(digits)f %@", value, unit)
  }

  /// A figure of `samples` in milliseconds: the median, the p95 as its spread, and `met` asked of
  /// the p95.
  static func p95(
    _ name: String, _ samples: Samples, digits: Int, target: String, met: (Double) -> Bool
  ) -> Figure {
    let p95 = samples.percentile(0.95)
    return Figure(
      name: name, median: format(samples.median, unit: "ms", digits: digits),
      spread: "p95 " + format(p95, unit: "ms", digits: digits), target: target, met: met(p95))
  }
}

/// Prints the table of figures.
func printTable(_ figures: [Figure]) {
  let headers = ["figure", "median", "spread (IQR)", "target", "result"]
  let rows = figures.map { f in
    [f.name, f.median, f.spread, f.target, f.met.map { $0 ? "met" : "MISSED" } ?? "n/a"]
  }
  var widths = headers.map(\.count)
  for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
  func line(_ cells: [String]) -> String {
    "| "
      + cells.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }
      .joined(separator: " | ") + " |"
  }
  print(line(headers))
  print("|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
  for row in rows { print(line(row)) }
}
