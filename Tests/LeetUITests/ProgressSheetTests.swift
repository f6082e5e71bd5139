import Foundation
import LeetModel
import LeetTestSupport
import TermCore
import Testing

@testable import LeetUI

/// The Progress page's pictures as text snapshots: the difficulty bars, the heatmap (weekday rows,
/// week columns, month labels, five shades) and the rating chart, at 80 and 120 columns, with
/// colour and without.
@Suite struct ProgressSheetTests {
  /// 2026-11-20T12:00Z, a Friday.
  static let now = Date(timeIntervalSince1970: 1_795_132_800 + 43_200)

  /// The busy user of the fake, decoded.
  static func progress() throws -> UserProgress {
    try FakeProgress.busy("alice", today: 1_795_132_800).decoded(years: [2026, 2025])
  }

  /// The page at `width`, drawn with colour or without.
  static func sheet(_ progress: UserProgress, width: Int, color: Bool, stale: String? = nil) -> CellGrid {
    let page = ProgressPage(
      progress: progress, host: "leetcode.com", fetchedAt: now.addingTimeInterval(-3 * 3_600),
      now: now, staleBecause: stale)
    return ProgressSheet.render(page, width: width, theme: Theme(usesColor: color), words: .english)
  }

  @Test(arguments: [80, 120]) func thePageWithoutColour(width: Int) throws {
    let grid = Self.sheet(try Self.progress(), width: width, color: false)
    assertSnapshot(grid.snapshot(), named: "progress-plain-\(width)")
  }

  @Test(arguments: [80, 120]) func thePageWithColour(width: Int) throws {
    let grid = Self.sheet(try Self.progress(), width: width, color: true)
    assertSnapshot(grid.snapshot(), named: "progress-color-\(width)")
  }

  @Test func offlineNoContestsAndChineseWords() throws {
    var progress = try Self.progress()
    progress.contest = nil
    progress.problems = ["calendar unavailable"]
    let page = ProgressPage(
      progress: progress, host: "leetcode.cn", fetchedAt: Self.now.addingTimeInterval(-2 * 86_400),
      now: Self.now, staleBecause: "offline")
    let grid = ProgressSheet.render(page, width: 80, theme: Theme(usesColor: false), words: .chinese)
    assertSnapshot(grid.snapshot(), named: "progress-chinese-offline-80")
  }

  @Test func theHeatmapCountsUTCDaysAndEndsToday() throws {
    // Submissions on today's UTC day only: the only inked cell is Friday's, in the last column.
    let today = UTCDay(Self.now)
    let calendar = SubmissionCalendar([today: 2, today.adding(1): 9])
    let heatmap = CalendarHeatmap(
      calendar: calendar, today: today, words: ProgressWords.english, theme: Theme(usesColor: false))
    var grid = CellGrid(size: Size(width: 80, height: CalendarHeatmap.height))
    heatmap.draw(at: Point(x: 0, y: 0), width: 80, into: &grid)
    let weeks = CalendarHeatmap.weeks(for: 80)
    #expect(weeks == 53)
    #expect(heatmap.firstDay(width: 80).weekday == 0)
    let friday = 1 + today.weekday
    #expect(grid[CalendarHeatmap.labelWidth + weeks - 1, friday].symbol == "░")
    // Tomorrow (in the future) is not drawn, nor counted.
    #expect(grid[CalendarHeatmap.labelWidth + weeks - 1, friday + 1].symbol == " ")
    #expect(grid[CalendarHeatmap.labelWidth + weeks - 2, friday].symbol == "·")
  }

  @Test func shadesFollowTheQuartilesOfBusyDays() {
    let bounds = HeatmapShade.bounds([1, 1, 2, 3, 5, 8, 13, 40])
    #expect(HeatmapShade.of(0, bounds: bounds) == .none)
    #expect(HeatmapShade.of(1, bounds: bounds) == .low)
    #expect(HeatmapShade.of(40, bounds: bounds) == .top)
    #expect(HeatmapShade.scale.map(\.plain).joined() == "·░▒▓█")
    #expect(NumberText.grouped(1_234_567) == "1,234,567")
    #expect(NumberText.percent(4.2) == "4.2%")
  }
}
