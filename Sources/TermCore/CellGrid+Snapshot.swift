extension CellGrid {
  /// The grid as text for snapshot tests: each row between `│` bars (wide glyphs shown once,
  /// continuation cells omitted), then, when `styles`, the style runs that are not plain.
  ///
  /// A style run reads `row 3 col 2-12: bold fg=cyan`.
  public func snapshot(styles: Bool = true) -> String {
    var out = ""
    for y in 0..<size.height {
      var row = ""
      for x in 0..<size.width where !self[x, y].isContinuation { row += self[x, y].symbol }
      out += "│" + row + "│\n"
    }
    guard styles else { return out }
    var runs: [String] = []
    for y in 0..<size.height {
      var x = 0
      while x < size.width {
        let style = self[x, y].style
        var end = x
        while end + 1 < size.width && self[end + 1, y].style == style { end += 1 }
        if style != .plain { runs.append("row \(y) col \(x)-\(end): \(Self.describe(style))") }
        x = end + 1
      }
    }
    if !runs.isEmpty { out += "styles:\n" + runs.map { "  " + $0 + "\n" }.joined() }
    return out
  }

  /// Plain text of every row, trailing spaces removed (for assertions that ignore styles).
  public var rowsText: [String] {
    (0..<size.height).map { y in
      var row = ""
      for x in 0..<size.width where !self[x, y].isContinuation { row += self[x, y].symbol }
      while row.hasSuffix(" ") { row.removeLast() }
      return row
    }
  }

  /// `bold italic fg=cyan bg=ansi(3)`.
  static func describe(_ style: Style) -> String {
    var parts: [String] = []
    let names: [(Style.Attributes, String)] = [
      (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"),
      (.reverse, "reverse"),
    ]
    for (attribute, name) in names where style.attributes.contains(attribute) { parts.append(name) }
    if style.foreground != .default { parts.append("fg=" + describe(style.foreground)) }
    if style.background != .default { parts.append("bg=" + describe(style.background)) }
    return parts.joined(separator: " ")
  }

  private static func describe(_ color: Color) -> String {
    let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
    switch color {
    case .default: return "default"
    case .ansi(let n) where n < 8: return names[Int(n)]
    case .ansi(let n): return "bright-" + names[Int(n % 8)]
    case .indexed(let n): return "idx\(n)"
    case .rgb(let r, let g, let b): return "rgb(\(r),\(g),\(b))"
    }
  }
}
