import LeetModel
import LeetText

/// A distribution's buckets laid out in columns: each bucket a bar of its own when they fit
/// (wider, with a gap, when there is room), else neighbours summed into one column; the user's
/// bar known by its bucket.
///
/// Pure.
struct DistributionBars {
  /// The percent of each bar.
  let percents: [Double]
  /// The bar holding the user's figure, when there is one.
  let marked: Int?
  /// The cells a bar takes, and the blank after it.
  let barWidth: Int
  /// The blank columns after each bar.
  let gap: Int

  /// The widest bar.
  static let widest = 3

  /// The bars of `distribution` in at most `columns` columns, `value` marked.
  init(_ distribution: SubmissionDistribution, value: Double?, columns: Int) {
    let buckets = distribution.buckets
    let userBucket = value.map { distribution.bucketIndex(of: $0) }
    if buckets.count <= columns {
      percents = buckets.map(\.percent)
      marked = userBucket
      let room = min(Self.widest + 1, columns / buckets.count)
      barWidth = room >= 2 ? room - 1 : 1
      gap = room >= 2 ? 1 : 0
    } else {
      var sums = Array(repeating: 0.0, count: columns)
      for (index, bucket) in buckets.enumerated() { sums[index * columns / buckets.count] += bucket.percent }
      percents = sums
      marked = userBucket.map { $0 * columns / buckets.count }
      barWidth = 1
      gap = 0
    }
  }

  /// The columns the bars take.
  var width: Int { percents.count * (barWidth + gap) }

  /// The column of the middle of the user's bar, from the first bar's.
  var markedColumn: Int? { marked.map { $0 * (barWidth + gap) + (barWidth - 1) / 2 } }

  /// Row `row` (0 at the top) of `rows`: each bar's cell there, the user's in its own style.
  func row(_ row: Int, of rows: Int) -> [Span] {
    let tallest = percents.max() ?? 0
    var spans: [Span] = []
    for (index, percent) in percents.enumerated() {
      var eighths =
        tallest > 0 ? Int(clampingFinite: (percent / tallest * Double(rows * 8)).rounded()) ?? 0 : 0
      if percent > 0 { eighths = max(1, eighths) }
      let level = min(8, max(0, eighths - (rows - 1 - row) * 8))
      let cell = String(repeating: String(DistributionChart.eighths[level]), count: barWidth)
      let text = cell + String(repeating: " ", count: gap)
      let style: TextStyle = index == marked ? [.bold, .easy] : []
      if let last = spans.last, last.style == style {
        spans[spans.count - 1].text += text
      } else {
        spans.append(Span(text, style: style))
      }
    }
    return spans
  }
}
