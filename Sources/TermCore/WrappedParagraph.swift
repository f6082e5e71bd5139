/// A paragraph of plain text broken at spaces into lines of at most a width, without leaving
/// one word alone on the last line when the line before can spare one.
public enum WrappedParagraph {
  /// The lines of `text` at `width` columns; a word wider than that has a line of its own.
  public static func lines(_ text: String, width: Int) -> [String] {
    var lines: [[Substring]] = []
    var current: [Substring] = []
    var used = 0
    for word in text.split(separator: " ") {
      let columns = DisplayWidth.of(String(word))
      if !current.isEmpty, used + 1 + columns > width {
        lines.append(current)
        current = []
        used = 0
      }
      used += (current.isEmpty ? 0 : 1) + columns
      current.append(word)
    }
    if !current.isEmpty { lines.append(current) }
    // A lone last word takes the one before it along, when both fit and the line above keeps two.
    if lines.count >= 2, lines[lines.count - 1].count == 1, lines[lines.count - 2].count >= 3,
      let moved = lines[lines.count - 2].last,
      DisplayWidth.of(moved + " " + lines[lines.count - 1][0]) <= width
    {
      lines[lines.count - 2].removeLast()
      lines[lines.count - 1].insert(moved, at: 0)
    }
    return lines.map { $0.joined(separator: " ") }
  }
}
