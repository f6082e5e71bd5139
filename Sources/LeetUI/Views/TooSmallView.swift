import TermCore

/// What a terminal too small for the interface shows: its size and the size needed.
enum TooSmallView {
  /// The whole screen when `size` is too small for the interface, else nil.
  static func grid(size: Size, theme: Theme) -> CellGrid? {
    guard ProblemLayout.isTooSmall(size) else { return nil }
    var grid = CellGrid(size: size)
    draw(size: size, theme: theme, into: &grid)
    return grid
  }

  static func draw(size: Size, theme: Theme, into grid: inout CellGrid) {
    let minimum = ProblemLayout.minimumSize
    let words = [
      "Terminal", "too", "small:", "\(size.width)x\(size.height),", "need",
      "\(minimum.width)x\(minimum.height)",
    ]
    var lines: [String] = []
    var current = ""
    for word in words {
      if !current.isEmpty && current.count + 1 + word.count > size.width {
        lines.append(current)
        current = word
      } else {
        current += current.isEmpty ? word : " " + word
      }
    }
    if !current.isEmpty { lines.append(current) }
    let y0 = max(0, (size.height - lines.count) / 2)
    for (index, line) in lines.enumerated() {
      let x = max(0, (size.width - line.count) / 2)
      grid.put(line, at: Point(x: x, y: y0 + index), style: theme.notice)
    }
  }
}
