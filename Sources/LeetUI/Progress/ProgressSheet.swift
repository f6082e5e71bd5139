import FoundationEssentials
import LeetModel
import TermCore

/// The whole Progress page as cells, as tall as it needs.
///
/// The title and age, solved by difficulty with bars, the calendar heatmap with its totals, and
/// the contest rating chart. The Progress screen scrolls through it; `leetview stats` prints it.
///
/// Pure.
public enum ProgressSheet {
  /// The margin on the left and right.
  static let margin = 1

  /// The page drawn `width` columns wide.
  public static func render(_ page: ProgressPage, width: Int, theme: Theme, words: Words)
    -> CellGrid
  {
    let inner = max(20, width - 2 * margin)
    let progress = page.progress
    let today = UTCDay(page.now)
    let contestRows = contestHeight(progress)
    var grid = CellGrid(size: Size(width: width, height: height(of: page)))
    let x = margin
    var y = 0
    drawTitle(page, width: inner, words: words, theme: theme, at: Point(x: x, y: y), into: &grid)
    y += 2
    DifficultyBars(progress: progress, words: words.progress, theme: theme)
      .draw(at: Point(x: x, y: y), width: inner, into: &grid)
    y += DifficultyBars.height + 1
    let heatmap = CalendarHeatmap(
      calendar: progress.calendar, today: today, words: words.progress, theme: theme)
    let first = heatmap.firstDay(width: inner)
    let calendar = progress.calendar
    let totals = [
      words.progress.submissions(
        NumberText.grouped(calendar.submissions(from: first, through: today))),
      words.progress.activeDays(
        NumberText.grouped(calendar.activeDays(from: first, through: today))),
      words.progress.longestStreak(
        NumberText.grouped(calendar.longestStreak(from: first, through: today))),
    ]
    grid.put(
      totals.joined(separator: " \(theme.glyphs.separator) "), at: Point(x: x, y: y),
      style: theme.title, maxWidth: inner)
    y += 1
    heatmap.draw(at: Point(x: x, y: y), width: inner, into: &grid)
    y += CalendarHeatmap.height + 1
    drawContest(
      progress.contest, words: words.progress, theme: theme, width: inner, at: Point(x: x, y: y), into: &grid)
    y += contestRows
    for problem in progress.problems {
      grid.put(
        words.progress.leetCodeSaid(problem), at: Point(x: x, y: y), style: theme.notice,
        maxWidth: inner)
      y += 1
    }
    return grid
  }

  /// The rows the page takes, at any width.
  public static func height(of page: ProgressPage) -> Int {
    2 + DifficultyBars.height + 1 + 1 + CalendarHeatmap.height + 1 + contestHeight(page.progress)
      + page.progress.problems.count
  }

  /// The rows of the contest line and its chart.
  static func contestHeight(_ progress: UserProgress) -> Int {
    guard let contest = progress.contest, !contest.history.isEmpty else { return 1 }
    return 1 + RatingChart.height
  }

  /// `Progress of alice · leetcode.com`, and on the right how old it is and why.
  static func drawTitle(
    _ page: ProgressPage, width: Int, words: Words, theme: Theme, at origin: Point,
    into grid: inout CellGrid
  ) {
    let title = words.progress.title(page.progress.user) + " \(theme.glyphs.separator) " + page.host
    let used = grid.put(title, at: origin, style: theme.title, maxWidth: width)
    var age = words.progress.fetched(words.segments.age(of: page.fetchedAt, now: page.now))
    if let stale = page.staleBecause {
      age =
        (stale == "offline" ? words.progress.offline : words.progress.notRefreshed(stale))
        + " \(theme.glyphs.separator) " + age
    }
    let room = width - used - 2
    guard room > 8 else { return }
    let shown = DisplayWidth.of(age) <= room ? age : String(age.prefix(room - 1)) + "…"
    let style = page.staleBecause == nil ? theme.quiet : theme.notice
    grid.put(
      shown, at: Point(x: origin.x + width - DisplayWidth.of(shown), y: origin.y), style: style)
  }

  /// The contest line (rating, badge, ranking, top percentage, contests) and the chart.
  static func drawContest(
    _ contest: ContestRating?, words: ProgressWords, theme: Theme, width: Int, at origin: Point,
    into grid: inout CellGrid
  ) {
    guard let contest, contest.rating != nil || !contest.history.isEmpty else {
      grid.put(words.noContests, at: origin, style: theme.quiet, maxWidth: width)
      return
    }
    var parts: [String] = []
    if let rating = contest.rating.flatMap({ Int(clampingFinite: $0.rounded()) }) {
      parts.append(words.rating(NumberText.grouped(rating)))
    }
    if let badge = contest.badge { parts.append(badge) }
    if let place = contest.globalRanking {
      parts.append(
        words.ranking(NumberText.grouped(place), contest.totalParticipants.map(NumberText.grouped)))
    }
    if let top = contest.topPercentage { parts.append(words.top(NumberText.percent(top))) }
    if let attended = contest.attended { parts.append(words.contests(NumberText.grouped(attended))) }
    let separator = " \(theme.glyphs.separator) "
    let used = grid.put(parts.first ?? "", at: origin, style: theme.title, maxWidth: width)
    var x = origin.x + used
    for part in parts.dropFirst() {
      // A part that does not fit whole is left out rather than cut.
      let text = separator + part
      guard x + DisplayWidth.of(text) <= origin.x + width else { continue }
      x += grid.put(text, at: Point(x: x, y: origin.y))
    }
    guard !contest.history.isEmpty else { return }
    RatingChart(history: contest.history, theme: theme)
      .draw(at: Point(x: origin.x, y: origin.y + 1), width: width, into: &grid)
  }
}
