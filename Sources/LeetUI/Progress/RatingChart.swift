import FoundationEssentials
import LeetModel
import TermCore

/// The contest rating history as a line chart in braille cells, like LeetCode's own: the rating
/// on the left axis, the contests' months below, the latest contest marked.
///
/// Pure.
struct RatingChart {
  /// The history, oldest first.
  var history: [RatingPoint]
  var theme: Theme

  /// The rows of the plot itself.
  static let plotRows = 8
  /// The rows drawn: the plot, the axis and the dates below it.
  static let height = plotRows + 2
  /// The columns of the rating labels and the axis.
  static let axisWidth = 7

  /// The rounded bounds of the axis: the ratings' range widened to whole fifties, at least 100.
  static func bounds(_ ratings: [Double]) -> (low: Double, high: Double) {
    let low = ((ratings.min() ?? 1_500) / 50).rounded(.down) * 50
    var high = ((ratings.max() ?? 1_500) / 50).rounded(.up) * 50
    if high - low < 100 { high = low + 100 }
    return (low, high)
  }

  /// Draws the chart from `origin`, `width` columns wide.
  func draw(at origin: Point, width: Int, into grid: inout CellGrid) {
    guard !history.isEmpty else { return }
    let plotWidth = max(4, width - Self.axisWidth - 1)
    var canvas = BrailleCanvas(columns: plotWidth, rows: Self.plotRows)
    let (low, high) = Self.bounds(history.map(\.rating))
    let first = history.first?.startTime ?? 0
    let span = max(1, (history.last?.startTime ?? 0) - first)
    let dots = history.map { point -> (x: Int, y: Int) in
      let x =
        history.count == 1
        ? canvas.width / 2
        : Int(clampingFinite: ((point.startTime - first) / span) * Double(canvas.width - 1)) ?? 0
      let y = Int(clampingFinite: ((high - point.rating) / (high - low)) * Double(canvas.height - 1)) ?? 0
      return (x, y)
    }
    for (start, end) in zip(dots, dots.dropFirst()) { canvas.line(from: start, to: end) }
    if let last = dots.last { canvas.set(x: last.x, y: last.y) }
    let left = origin.x + Self.axisWidth
    for row in 0..<Self.plotRows {
      let y = origin.y + row
      let label =
        row == 0 ? high : row == Self.plotRows - 1 ? low : row == Self.plotRows / 2 ? (low + high) / 2 : nil
      if let label {
        let text = String(Int(clampingFinite: label) ?? 0)
        grid.put(text, at: Point(x: left - 2 - text.count, y: y), style: theme.quiet)
      }
      grid.put(label == nil ? "│" : "┤", at: Point(x: left - 1, y: y), style: theme.quiet)
      for column in 0..<plotWidth where canvas.isInked(column: column, row: row) {
        grid.put(
          String(canvas.character(column: column, row: row)), at: Point(x: left + column, y: y),
          style: theme.ratingLine)
      }
    }
    if let last = dots.last {
      let mark = Point(
        x: left + min(plotWidth - 1, last.x / 2), y: origin.y + min(Self.plotRows - 1, last.y / 4))
      grid.put("●", at: mark, style: theme.ratingLine.merged(with: Style(attributes: .bold)))
    }
    let axisY = origin.y + Self.plotRows
    grid.put(
      "└" + String(repeating: "─", count: plotWidth), at: Point(x: left - 1, y: axisY), style: theme.quiet)
    let start = Self.month(history.first?.startTime ?? 0)
    let end = Self.month(history.last?.startTime ?? 0)
    grid.put(start, at: Point(x: left, y: axisY + 1), style: theme.quiet)
    if end != start {
      grid.put(end, at: Point(x: left + plotWidth - end.count, y: axisY + 1), style: theme.quiet)
    }
  }

  /// `2025-11`, the UTC month of `seconds`.
  static func month(_ seconds: Double) -> String {
    String(UTCDay(seconds: seconds).iso.prefix(7))
  }
}
