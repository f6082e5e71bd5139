import TermCore

/// What a terminal too small for the interface shows: its size and the size needed, in the
/// longest form that fits whole words, down to a lone `!` in one cell.
enum TooSmallView {
  /// The whole screen when `size` is too small for the interface, else nil.
  static func grid(size: Size, theme: Theme) -> CellGrid? {
    guard ProblemLayout.isTooSmall(size) else { return nil }
    var grid = CellGrid(size: size)
    draw(size: size, theme: theme, into: &grid)
    return grid
  }

  static func draw(size: Size, theme: Theme, into grid: inout CellGrid) {
    let lines = notice(for: size)
    let y0 = max(0, (size.height - lines.count) / 2)
    for (index, line) in lines.enumerated() {
      let x = max(0, (size.width - DisplayWidth.of(line)) / 2)
      grid.put(line, at: Point(x: x, y: y0 + index), style: theme.notice)
    }
  }

  /// The notice's lines for `size`: the first of the forms, longest first, whose words wrap
  /// into the screen without cutting one.
  static func notice(for size: Size) -> [String] {
    let minimum = ProblemLayout.minimumSize
    let have = "\(size.width)x\(size.height)"
    let need = "\(minimum.width)x\(minimum.height)"
    let forms: [[String]] = [
      ["Terminal", "too", "small:", have + ",", "need", need],
      ["Too", "small:", have + ",", "need", need],
      ["Too", "small,", "need", need],
      ["Need", need],
      ["Too", "small"],
      ["Tiny"],
      ["!"],
    ]
    for form in forms {
      if let lines = wrap(form, width: size.width), lines.count <= size.height { return lines }
    }
    return []
  }

  /// `words` in lines of at most `width` columns, or nil when a word is wider than that.
  private static func wrap(_ words: [String], width: Int) -> [String]? {
    var lines: [String] = []
    var current = ""
    for word in words {
      guard DisplayWidth.of(word) <= width else { return nil }
      if current.isEmpty {
        current = word
      } else if DisplayWidth.of(current) + 1 + DisplayWidth.of(word) <= width {
        current += " " + word
      } else {
        lines.append(current)
        current = word
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
