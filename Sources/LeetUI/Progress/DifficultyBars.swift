import LeetModel
import TermCore

/// Solved of total by difficulty as bars: `Easy   312 / 870   ███████▋░░░░░░  beats 93.4%`.
///
/// Pure.
struct DifficultyBars {
  var progress: UserProgress
  var words: ProgressWords
  var theme: Theme

  /// The rows drawn: the total, then one per difficulty.
  static let height = 4

  /// The eighths of a cell, for the bar's last partial cell.
  static let eighths = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

  /// Draws the total and the three bars from `origin`, `width` columns wide.
  func draw(at origin: Point, width: Int, into grid: inout CellGrid) {
    var x = origin.x
    x += grid.put(words.solved + "  ", at: origin, style: theme.title)
    if let all = progress.all {
      grid.put(counts(all), at: Point(x: x, y: origin.y), style: theme.title)
    }
    let rows: [(Difficulty, String)] = [(.easy, words.easy), (.medium, words.medium), (.hard, words.hard)]
    let nameWidth = rows.map { DisplayWidth.of($0.1) }.max() ?? 6
    let countWidth =
      rows.map { progress.byDifficulty[$0.0].map(counts).map(DisplayWidth.of) ?? 0 }
      .max() ?? 0
    let beatsWidth =
      rows.map { progress.byDifficulty[$0.0].map(beats).map(DisplayWidth.of) ?? 0 }
      .max() ?? 0
    let barWidth = max(4, min(40, width - nameWidth - countWidth - beatsWidth - 6))
    for (index, (difficulty, name)) in rows.enumerated() {
      let y = origin.y + 1 + index
      let style = theme.style(for: difficulty.style)
      grid.put(name, at: Point(x: origin.x, y: y), style: style)
      guard let count = progress.byDifficulty[difficulty] else { continue }
      let text = counts(count)
      var x = origin.x + nameWidth + 2 + countWidth - DisplayWidth.of(text)
      x += grid.put(text, at: Point(x: x, y: y))
      x += 2
      drawBar(count.fraction ?? 0, width: barWidth, style: style, at: Point(x: x, y: y), into: &grid)
      grid.put(beats(count), at: Point(x: x + barWidth + 2, y: y), style: theme.quiet)
    }
  }

  /// `312 / 870`, or `312` without a total.
  private func counts(_ count: DifficultyProgress) -> String {
    let solved = NumberText.grouped(count.solved)
    return count.total.map { "\(solved) / \(NumberText.grouped($0))" } ?? solved
  }

  /// `beats 93.4%`, or nothing without a percentage.
  private func beats(_ count: DifficultyProgress) -> String {
    count.beats.map { words.beats(NumberText.percent($0)) } ?? ""
  }

  /// A bar `fraction` full, in eighths of a cell, on a dim track.
  private func drawBar(
    _ fraction: Double, width: Int, style: Style, at point: Point, into grid: inout CellGrid
  ) {
    let eighths = max(0, Int(clampingFinite: (fraction * Double(width * 8)).rounded()) ?? 0)
    let whole = min(width, eighths / 8)
    var bar = String(repeating: "█", count: whole)
    if whole < width { bar += Self.eighths[eighths % 8] }
    let used = grid.put(bar, at: point, style: style)
    let track = String(repeating: theme.usesColor ? "─" : "░", count: max(0, width - used))
    grid.put(track, at: Point(x: point.x + used, y: point.y), style: theme.quiet)
  }
}
