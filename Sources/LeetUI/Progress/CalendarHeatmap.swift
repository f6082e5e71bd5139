import LeetModel
import TermCore

/// The last twelve months of the submission calendar as a heatmap like GitHub's contribution
/// graph: weekday rows (Sunday on top), week columns (this week on the right), month labels above,
/// and a legend below; days are LeetCode's UTC days.
///
/// Pure.
struct CalendarHeatmap {
  /// The columns of the weekday labels.
  static let labelWidth = 4
  /// The most week columns drawn: a year and a week.
  static let maxWeeks = 53

  var calendar: SubmissionCalendar
  /// The last day shown (today, in UTC).
  var today: UTCDay
  var words: ProgressWords
  var theme: Theme

  /// The columns a week takes at `width`: two (a square and a gap) when a year fits so, else one.
  static func weekWidth(for width: Int) -> Int {
    width >= labelWidth + maxWeeks * 2 ? 2 : 1
  }

  /// The weeks drawn at `width`.
  static func weeks(for width: Int) -> Int {
    max(1, min(maxWeeks, (width - labelWidth) / weekWidth(for: width)))
  }

  /// The first day shown at `width`: the Sunday that starts the oldest week drawn.
  func firstDay(width: Int) -> UTCDay {
    let thisSunday = today.adding(-today.weekday)
    return thisSunday.adding(-7 * (Self.weeks(for: width) - 1))
  }

  /// The rows drawn: month labels, seven weekdays and the legend.
  static let height = 9

  /// Draws the heatmap with its top-left corner at `origin`, `width` columns wide.
  func draw(at origin: Point, width: Int, into grid: inout CellGrid) {
    let weeks = Self.weeks(for: width)
    let step = Self.weekWidth(for: width)
    let first = firstDay(width: width)
    let bounds = HeatmapShade.bounds(
      calendar.counts.filter { $0.key >= first && $0.key <= today }.map(\.value))
    let left = origin.x + Self.labelWidth
    drawMonths(first: first, weeks: weeks, step: step, at: Point(x: left, y: origin.y), into: &grid)
    for (index, label) in words.weekdays.prefix(3).enumerated() {
      grid.put(
        label, at: Point(x: origin.x, y: origin.y + 2 + index * 2), style: theme.quiet,
        maxWidth: Self.labelWidth - 1)
    }
    for week in 0..<weeks {
      for weekday in 0..<7 {
        let day = first.adding(week * 7 + weekday)
        let shade = day > today ? .outside : HeatmapShade.of(calendar[day], bounds: bounds)
        put(shade, at: Point(x: left + week * step, y: origin.y + 1 + weekday), into: &grid)
      }
    }
    drawLegend(at: Point(x: left + weeks * step, y: origin.y + 8), step: step, into: &grid)
  }

  /// The month labels: each above the first week column that starts in its month, when it
  /// does not run into the label before it.
  private func drawMonths(
    first: UTCDay, weeks: Int, step: Int, at origin: Point, into grid: inout CellGrid
  ) {
    var free = origin.x
    var month = first.date.month
    for week in 0..<weeks {
      let sunday = first.adding(week * 7)
      let date = sunday.date
      guard week == 0 ? date.day <= 7 : date.month != month else { continue }
      month = date.month
      let x = origin.x + week * step
      guard x >= free else { continue }
      let label = words.months[(date.month - 1) % 12]
      let used = grid.put(label, at: Point(x: x, y: origin.y), style: theme.quiet)
      free = x + used + 1
    }
  }

  /// `Less ·░▒▓█ More`, ending at `end`, the shades `step` columns apart as the days are.
  private func drawLegend(at end: Point, step: Int, into grid: inout CellGrid) {
    let lessWidth = DisplayWidth.of(words.less)
    let moreWidth = DisplayWidth.of(words.more)
    let shades = HeatmapShade.scale.count * step - (step - 1)
    let total = lessWidth + 1 + shades + 1 + moreWidth
    var x = max(0, end.x - total)
    x += grid.put(words.less, at: Point(x: x, y: end.y), style: theme.quiet) + 1
    for shade in HeatmapShade.scale {
      put(shade, at: Point(x: x, y: end.y), into: &grid)
      x += step
    }
    grid.put(words.more, at: Point(x: x - step + 2, y: end.y), style: theme.quiet)
  }

  /// One day's cell.
  private func put(_ shade: HeatmapShade, at point: Point, into grid: inout CellGrid) {
    if theme.usesColor {
      let look = shade.colored(in: theme)
      grid.put(look.text, at: point, style: look.style)
    } else {
      grid.put(shade.plain, at: point)
    }
  }
}
