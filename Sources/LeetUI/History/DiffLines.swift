import LeetModel
import LeetText
import TermCore

/// A unified diff of two codes as styled lines: removed lines red, added green, the hunks' ranges
/// apart; side by side (the first code left, the second right) where the width allows.
///
/// Pure.
public enum DiffLines {
  /// The narrowest width drawn side by side: two halves of 48 columns and the rule between.
  public static let sideBySideWidth = 100

  /// The diff in `width` columns: side by side from `sideBySideWidth`, else unified; the words
  /// for two codes that are the same when there is no change.
  public static func lines(_ diff: UnifiedDiff, width: Int, words: HistoryWords) -> [StyledLine] {
    guard diff.hasChanges else { return [StyledLine([Span(words.sameCode, style: .dim)])] }
    return width >= sideBySideWidth ? sideBySide(diff, width: width) : unified(diff)
  }

  /// The diff as `diff -u` writes it, each line in its style.
  public static func unified(_ diff: UnifiedDiff) -> [StyledLine] {
    diff.lines.map { StyledLine([Span(expanded($0.text), style: style($0.kind))]) }
  }

  /// The look of a line of the diff.
  static func style(_ kind: UnifiedDiff.Line.Kind) -> TextStyle {
    switch kind {
    case .oldName, .newName: .bold
    case .hunk: .code
    case .same: []
    case .removed: .hard
    case .added: .easy
    case .noNewline: .dim
    }
  }

  /// The diff in two halves of `width`: kept lines on both, a removed line beside the added one
  /// that took its place, the hunks' ranges across.
  public static func sideBySide(_ diff: UnifiedDiff, width: Int) -> [StyledLine] {
    let half = max(1, (width - 3) / 2)
    var rows: [StyledLine] = []
    var removed: [String] = []
    var added: [String] = []
    func flush() {
      for index in 0..<max(removed.count, added.count) {
        let left =
          index < removed.count ? Span(cell(removed[index], half), style: .hard) : Span(cell("", half))
        let right = index < added.count ? Span(cell(added[index], half), style: .easy) : Span("")
        rows.append(StyledLine([left, Span(" │ ", style: .dim), right]))
      }
      removed = []
      added = []
    }
    var names: [String] = []
    for line in diff.lines {
      let text = String(line.text.dropFirst())
      switch line.kind {
      case .oldName, .newName: names.append(String(line.text.dropFirst(4)))
      case .removed: removed.append(text)
      case .added: added.append(text)
      case .noNewline: continue
      case .hunk:
        flush()
        rows.append(StyledLine([Span(line.text, style: .code)]))
      case .same:
        flush()
        rows.append(StyledLine([Span(cell(text, half)), Span(" │ ", style: .dim), Span(cell(text, half))]))
      }
    }
    flush()
    let heading = StyledLine([
      Span(cell(names.first ?? "", half), style: .bold), Span(" │ ", style: .dim),
      Span(cell(names.last ?? "", half), style: .bold),
    ])
    return [heading] + rows
  }

  /// `text` with tabs as four spaces and controls removed.
  static func expanded(_ text: String) -> String {
    TextSanitizer.clean(text.replacing("\t", with: "    "))
  }

  /// `text` (expanded) in exactly `width` columns: cut with `…`, or padded.
  static func cell(_ text: String, _ width: Int) -> String {
    let text = expanded(text)
    var used = DisplayWidth.of(text)
    guard used > width else { return text + String(repeating: " ", count: width - used) }
    var kept = ""
    used = 0
    for character in text {
      let columns = DisplayWidth.of(character)
      if used + columns > width - 1 { break }
      kept.append(character)
      used += columns
    }
    return kept + "…" + String(repeating: " ", count: max(0, width - 1 - used))
  }
}
