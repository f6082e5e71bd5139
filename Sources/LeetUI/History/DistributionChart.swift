import LeetModel
import LeetText
import TermCore

/// How everyone's runtime or memory spreads, as a bar chart of block cells in eighths (the
/// heights of LeetCode's own histogram), the user's bar marked in its style and by a `▲` under
/// it; a missing distribution is said in words, never an empty chart.
///
/// Pure: styled lines, for the submission view and `--print` alike.
public struct DistributionChart: Sendable {
  /// The chart's heading (`Runtime`).
  public var heading: String
  /// The user's figure as LeetCode wrote it (`48 ms`).
  public var display: String?
  /// The percent the figure beats.
  public var percentile: Double?
  /// The distribution; nil when LeetCode sent none usable.
  public var distribution: SubmissionDistribution?
  /// The user's figure in the distribution's unit (milliseconds, kilobytes).
  public var value: Double?
  /// A bucket's start (in the distribution's unit) as people read it (`40 ms`, `16.1 MB`).
  public var bucketLabel: @Sendable (Double) -> String
  /// The words around the chart.
  public var words: HistoryWords

  /// The rows of bars.
  public static let plotRows = 6
  /// The fewest columns of bars drawn; a narrower screen gets the words only.
  public static let narrowest = 8
  /// The block cells by eighths, empty first.
  static let eighths: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

  /// The runtime chart of `record`.
  public static func runtime(of record: SubmissionRecord, words: HistoryWords) -> DistributionChart {
    DistributionChart(
      heading: words.headings.runtime,
      display: record.runtimeDisplay ?? record.runtime.map { words.milliseconds("\($0)") },
      percentile: record.runtimePercentile, distribution: record.runtimeDistribution,
      value: record.runtime.map(Double.init),
      bucketLabel: { words.milliseconds(Self.trimmed($0, places: 0)) },
      words: words)
  }

  /// The memory chart of `record` (its buckets are kilobytes).
  public static func memory(of record: SubmissionRecord, words: HistoryWords) -> DistributionChart {
    DistributionChart(
      heading: words.headings.memory, display: record.memoryDisplay, percentile: record.memoryPercentile,
      distribution: record.memoryDistribution, value: record.memoryKilobytes,
      bucketLabel: { words.megabytes(Self.trimmed($0 / 1_000, places: 1)) }, words: words)
  }

  /// `value` to `places` decimals, without a trailing `.0`.
  static func trimmed(_ value: Double, places: Int) -> String {
    var text = value.fixed(places)
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }

  /// The chart in lines `width` columns wide at most: the heading with the figure and its beats,
  /// then the bars over their axis, the first and last buckets' labels, and the user's mark.
  public func lines(width: Int) -> [StyledLine] {
    var head = [Span(heading, style: .bold)]
    if let display { head.append(Span(" " + display)) }
    if let percentile {
      head.append(Span(" · " + words.beats(NumberText.percent(percentile)), style: .dim))
    }
    guard let distribution else {
      return [StyledLine(head), StyledLine([Span(words.noDistribution(heading), style: .dim)])]
    }
    let top = NumberText.percent((distribution.tallest * 10).rounded() / 10)
    let axisWidth = DisplayWidth.of(top) + 1
    guard width - axisWidth - 1 >= Self.narrowest else { return [StyledLine(head)] }
    let bars = DistributionBars(distribution, value: value, columns: width - axisWidth - 1)
    var lines = [StyledLine(head)]
    for row in 0..<Self.plotRows {
      let label = row == 0 ? top : ""
      var spans = [
        Span(String(repeating: " ", count: axisWidth - DisplayWidth.of(label)) + label, style: .dim)
      ]
      spans.append(Span(row == 0 ? "┤" : "│", style: .dim))
      spans += bars.row(row, of: Self.plotRows)
      lines.append(StyledLine(spans))
    }
    let indent = String(repeating: " ", count: axisWidth)
    lines.append(StyledLine([Span(indent + "└" + String(repeating: "─", count: bars.width), style: .dim)]))
    lines.append(StyledLine([Span(indent + " " + ends(distribution, width: bars.width), style: .dim)]))
    if let mark = bars.markedColumn {
      lines.append(StyledLine(marker(at: axisWidth + 1 + mark, width: width)))
    }
    return lines
  }

  /// The first bucket's label at the left, the last's at the right, `width` columns apart.
  private func ends(_ distribution: SubmissionDistribution, width: Int) -> String {
    let first = bucketLabel(distribution.buckets.first?.start ?? 0)
    let last = bucketLabel(distribution.buckets.last?.start ?? 0)
    let gap = width - DisplayWidth.of(first) - DisplayWidth.of(last)
    guard distribution.buckets.count > 1, gap >= 1 else { return first }
    return first + String(repeating: " ", count: gap) + last
  }

  /// `▲ you: 48 ms` with the triangle at `column`, the words to its left when they would not fit.
  private func marker(at column: Int, width: Int) -> [Span] {
    let said = words.you(display ?? value.map(bucketLabel) ?? "")
    let right = "▲ " + said
    if column + DisplayWidth.of(right) <= width {
      return [Span(String(repeating: " ", count: column)), Span(right, style: [.bold, .easy])]
    }
    let left = said + " ▲"
    let start = max(0, column + 1 - DisplayWidth.of(left))
    return [Span(String(repeating: " ", count: start)), Span(left, style: [.bold, .easy])]
  }
}
