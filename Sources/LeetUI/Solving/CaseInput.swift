import LeetModel
import TermCore

/// Test cases being typed in the judge's panel: one argument a line, as LeetCode reads them.
///
/// Typing goes at the end of the last line; what is typed is untrusted text, so a character
/// that could reach the terminal as a control (or an invisible one) is never kept.
public struct CaseInput: Hashable, Sendable {
  /// The lines typed, never empty (the last is the one being typed).
  public private(set) var lines: [String]
  /// Whether the problem has example cases of its own (the text starts from them).
  public var hasExamples: Bool

  /// An input starting from `lines` (one empty line when there are none).
  public init(lines: [String], hasExamples: Bool) {
    let clean = lines.map { TextSanitizer.clean($0) }
    self.lines = clean.isEmpty ? [""] : clean
    self.hasExamples = hasExamples
  }

  /// Adds `character` to the line being typed, unless it is a control or invisible character.
  public mutating func type(_ character: Character) {
    let text = String(character)
    guard TextSanitizer.isClean(text) else { return }
    lines[lines.count - 1].append(character)
  }

  /// Starts a new line (the next argument).
  public mutating func newLine() {
    lines.append("")
  }

  /// Deletes the last character typed, joining the line to the one before when it is empty.
  public mutating func deleteBackward() {
    if lines[lines.count - 1].isEmpty {
      if lines.count > 1 { lines.removeLast() }
    } else {
      lines[lines.count - 1].removeLast()
    }
  }

  /// Empties the line being typed.
  public mutating func clearLine() {
    lines[lines.count - 1] = ""
  }

  /// The cases typed: the lines without the empty ones at the end, `linesPerCase` to a case
  /// (all one case when the count is unknown or does not divide them).
  public func cases(linesPerCase: Int?) -> [String] {
    TestCases.split(lines.joined(separator: "\n"), linesPerCase: linesPerCase)
  }
}
