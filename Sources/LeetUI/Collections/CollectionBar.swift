/// A progress bar of solved over total in whole cells: `███░░░░░░░`.
public enum CollectionBar {
  /// `cells` cells, the solved share filled (a started group shows at least one, a finished one
  /// all), the rest light shade.
  public static func text(solved: Int, total: Int, cells: Int) -> String {
    guard cells > 0 else { return "" }
    let filled = filledCells(solved: solved, total: total, cells: cells)
    return String(repeating: "█", count: filled) + String(repeating: "░", count: cells - filled)
  }

  /// How many of `cells` a bar of `solved` over `total` fills.
  public static func filledCells(solved: Int, total: Int, cells: Int) -> Int {
    guard total > 0, solved > 0 else { return 0 }
    if solved >= total { return cells }
    return min(cells - 1, max(1, solved * cells / total))
  }
}
