/// A unified diff of two texts, as `diff -u` writes one: `---`/`+++` names, then hunks of
/// `@@ -a,b +c,d @@` with `context` lines kept around each change, and `\ No newline at end of
/// file` after a last line without one (`patch` applies it).
///
/// Pure.
public struct UnifiedDiff: Hashable, Sendable {
  /// One line of the diff and what it is.
  public struct Line: Hashable, Sendable {
    /// What a line of the diff says.
    public enum Kind: Hashable, Sendable {
      /// `--- name` and `+++ name`.
      case oldName, newName
      /// `@@ -a,b +c,d @@`.
      case hunk
      /// A line kept (` `), removed (`-`) or added (`+`).
      case same, removed, added
      /// `\ No newline at end of file`.
      case noNewline
    }
    /// What the line says.
    public var kind: Kind
    /// The text as written (with its `-`, `+`, space or `@@` prefix).
    public var text: String
  }

  /// The lines of the diff; none when the texts are the same.
  public var lines: [Line]

  /// Whether the texts differ.
  public var hasChanges: Bool { !lines.isEmpty }

  /// The diff as text, a newline after each line.
  public var text: String { lines.map { $0.text + "\n" }.joined() }

  /// The diff that turns `old` (named `oldName`) into `new`, with `context` lines around changes.
  public init(old: String, new: String, oldName: String, newName: String, context: Int = 3) {
    let a = Self.split(old)
    let b = Self.split(new)
    let edits = LineDiff.edits(a.map(\.compared), b.map(\.compared))
    let hunks = Self.hunks(edits, context: max(0, context))
    guard !hunks.isEmpty else {
      lines = []
      return
    }
    var lines = [Line(kind: .oldName, text: "--- " + oldName), Line(kind: .newName, text: "+++ " + newName)]
    for hunk in hunks {
      lines.append(Line(kind: .hunk, text: Self.header(edits, hunk)))
      for edit in edits[hunk] {
        let (kind, prefix, line): (Line.Kind, String, TextLine) =
          switch edit {
          case .same(let old, _): (.same, " ", a[old])
          case .removed(let old): (.removed, "-", a[old])
          case .added(let new): (.added, "+", b[new])
          }
        lines.append(Line(kind: kind, text: prefix + line.text))
        if !line.endsWithNewline {
          lines.append(Line(kind: .noNewline, text: "\\ No newline at end of file"))
        }
      }
    }
    self.lines = lines
  }

  /// A line of a text, and whether a newline ended it.
  struct TextLine {
    /// The line without its newline.
    var text: String
    /// Whether a newline ended it.
    var endsWithNewline: Bool
    /// What lines are compared by: a last line without its newline differs from one with it.
    var compared: String { endsWithNewline ? text + "\n" : text }
  }

  /// The lines of `text` (`\r\n` read as a newline).
  static func split(_ text: String) -> [TextLine] {
    guard !text.isEmpty else { return [] }
    var parts = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      TextLine(text: String($0.hasSuffix("\r") ? $0.dropLast() : $0), endsWithNewline: true)
    }
    if parts.last?.text.isEmpty == true, text.hasSuffix("\n") {
      parts.removeLast()
    } else {
      parts[parts.count - 1].endsWithNewline = false
    }
    return parts
  }

  /// The edits grouped into hunks: each change with `context` kept lines either side, hunks
  /// whose context would touch joined.
  static func hunks(_ edits: [LineDiff.Edit], context: Int) -> [ClosedRange<Int>] {
    let changed = edits.indices.filter {
      if case .same = edits[$0] { return false }
      return true
    }
    var ranges: [ClosedRange<Int>] = []
    for index in changed {
      let range = max(0, index - context)...min(edits.count - 1, index + context)
      if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
        ranges[ranges.count - 1] = last.lowerBound...range.upperBound
      } else {
        ranges.append(range)
      }
    }
    return ranges
  }

  /// `@@ -a,b +c,d @@` for the hunk `range` of `edits`: 1-based first lines and counts (`,1`
  /// left out; an empty side names the line before it).
  static func header(_ edits: [LineDiff.Edit], _ range: ClosedRange<Int>) -> String {
    var before = (old: 0, new: 0)
    var inside = (old: 0, new: 0)
    for (index, edit) in edits[...range.upperBound].enumerated() {
      let counts: (old: Int, new: Int) =
        switch edit {
        case .same: (1, 1)
        case .removed: (1, 0)
        case .added: (0, 1)
        }
      if index < range.lowerBound {
        before = (before.old + counts.old, before.new + counts.new)
      } else {
        inside = (inside.old + counts.old, inside.new + counts.new)
      }
    }
    /// One side's range: its first line and count.
    func side(_ before: Int, _ count: Int) -> String {
      count == 0 ? "\(before),0" : count == 1 ? "\(before + 1)" : "\(before + 1),\(count)"
    }
    return "@@ -\(side(before.old, inside.old)) +\(side(before.new, inside.new)) @@"
  }
}
