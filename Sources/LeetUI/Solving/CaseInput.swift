import LeetModel
import TermCore

/// Test cases being typed in the judge's panel: one argument a line, as LeetCode reads them.
///
/// Typing goes at the insertion point, which the arrows, Home, End, Ctrl-A and Ctrl-E move; what
/// is typed is untrusted text, so a character that could reach the terminal as a control (or an
/// invisible one) is never kept.
public struct CaseInput: Hashable, Sendable {
  /// The lines typed, never empty.
  public private(set) var lines: [String]
  /// The line of the insertion point.
  public private(set) var line: Int
  /// How many characters of its line come before the insertion point.
  public private(set) var column: Int
  /// Whether the problem has example cases of its own (the text starts from them).
  public var hasExamples: Bool

  /// An input starting from `lines` (one empty line when there are none), the insertion point at
  /// the end of the last.
  public init(lines: [String], hasExamples: Bool) {
    let clean = lines.map { TextSanitizer.clean($0) }
    self.lines = clean.isEmpty ? [""] : clean
    self.line = self.lines.count - 1
    self.column = self.lines[self.lines.count - 1].count
    self.hasExamples = hasExamples
  }

  /// The text of the insertion point's line before and after it.
  public var beforeCursor: Substring { lines[line].prefix(column) }
  public var afterCursor: Substring { lines[line].dropFirst(column) }

  /// Adds `character` at the insertion point, unless it is a control or invisible character.
  public mutating func type(_ character: Character) {
    let text = String(character)
    guard TextSanitizer.isClean(text) else { return }
    lines[line] = String(beforeCursor) + text + afterCursor
    column += 1
  }

  /// Enter: the line breaks at the insertion point (what follows starts the next argument).
  public mutating func newLine() {
    let after = String(afterCursor)
    lines[line] = String(beforeCursor)
    lines.insert(after, at: line + 1)
    line += 1
    column = 0
  }

  /// Backspace: the character before the insertion point, or at a line's start the break before it.
  public mutating func deleteBackward() {
    if column > 0 {
      lines[line] = String(beforeCursor.dropLast()) + afterCursor
      column -= 1
    } else if line > 0 {
      column = lines[line - 1].count
      lines[line - 1] += lines.remove(at: line)
      line -= 1
    }
  }

  /// Delete: the character after the insertion point, or at a line's end the break after it.
  public mutating func deleteForward() {
    if column < lines[line].count {
      lines[line] = String(beforeCursor) + afterCursor.dropFirst()
    } else if line < lines.count - 1 {
      lines[line] += lines.remove(at: line + 1)
    }
  }

  /// Ctrl-U: empties the insertion point's line.
  public mutating func clearLine() {
    lines[line] = ""
    column = 0
  }

  /// Left and Right: one character, across line breaks.
  public mutating func moveHorizontally(by offset: Int) {
    if offset < 0, column == 0, line > 0 {
      line -= 1
      column = lines[line].count
    } else if offset > 0, column == lines[line].count, line < lines.count - 1 {
      line += 1
      column = 0
    } else {
      column = min(max(0, column + offset), lines[line].count)
    }
  }

  /// Up and Down: the line above or below, at the same column where it is that long.
  public mutating func moveVertically(by offset: Int) {
    line = min(max(0, line + offset), lines.count - 1)
    column = min(column, lines[line].count)
  }

  /// Home or Ctrl-A (`toEnd` false), End or Ctrl-E (true): the start or end of the line.
  public mutating func moveToLineEdge(toEnd: Bool) {
    column = toEnd ? lines[line].count : 0
  }

  /// The cases typed: the lines without the empty ones at the end, `linesPerCase` to a case
  /// (all one case when the count is unknown or does not divide them).
  public func cases(linesPerCase: Int?) -> [String] {
    TestCases.split(lines.joined(separator: "\n"), linesPerCase: linesPerCase)
  }
}
