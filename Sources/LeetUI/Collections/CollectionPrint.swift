import FoundationEssentials
import LeetModel
import TermCore

/// The text `leetview plans`, `lists` and `contests` print: an index of sets, or one set's groups
/// with their progress and problems with marks, each line no wider than the width.
public struct CollectionPrint: Sendable {
  public var words: Words
  public var glyphs: Glyphs
  public var width: Int
  /// Start times and countdowns.
  public var time: CollectionTime

  /// A printer in `words` (titles too, where LeetCode translated them), drawing `glyphs`,
  /// wrapping to `width`.
  public init(words: Words, glyphs: Glyphs, width: Int, time: CollectionTime) {
    self.words = words
    self.glyphs = glyphs
    self.width = width
    self.time = time
  }

  /// The lines of an index: its title (with the copy's age when cached), then each shelf and its
  /// sets by slug, with progress, size or start time.
  /// - Parameter signedIn: false adds, to a plans index, how to see one's own plans.
  public func indexLines(_ index: CollectionIndex, age: TimeInterval?, signedIn: Bool) -> [String] {
    var lines = [title(words.collections.indexTitle(index.kind), age: age)]
    if index.kind == .plan, !signedIn { lines.append(words.collections.signInForYours) }
    for section in index.sections {
      lines.append("")
      var heading = words.collections.shelf(section.shelf)
      if index.kind == .contest { heading += " (\(words.collections.localTime))" }
      lines.append(heading)
      if section.summaries.isEmpty { lines.append("  " + words.collections.nothing) }
      let slugWidth = section.summaries.map { DisplayWidth.of($0.slug) }.max() ?? 0
      for summary in section.summaries {
        let pad = String(repeating: " ", count: max(0, slugWidth - DisplayWidth.of(summary.slug)))
        // A name the slug already spells (Top Interview 150, top-interview-150) is said once.
        let known = facts(of: summary)
        let said = Self.slugSpells(summary.name, summary.slug) ? Array(known.dropFirst()) : known
        lines.append(
          said.isEmpty ? "  \(summary.slug)" : "  \(summary.slug)\(pad)  " + said.joined(separator: " · "))
      }
    }
    return lines.flatMap(wrap)
  }

  /// Whether `slug` is `name` in lower case with each run of other characters one hyphen.
  static func slugSpells(_ name: String, _ slug: String) -> Bool {
    var spelled = ""
    for character in name.lowercased() {
      if character.isASCII, character.isLetter || character.isNumber {
        spelled.append(character)
      } else if !spelled.isEmpty, spelled.last != "-" {
        spelled.append("-")
      }
    }
    while spelled.last == "-" { spelled.removeLast() }
    return spelled == slug
  }

  /// The lines of one set: its name and progress, its detail, then each group with its progress
  /// bar and its problems, each with its mark.
  public func collectionLines(
    _ collection: ProblemCollection, marks: SolvedMarks, age: TimeInterval?, startTime: Date? = nil
  ) -> [String] {
    let progress = collection.progress(with: marks)
    var head = [collection.name]
    if progress.total > 0 { head.append(words.collections.solvedOf(progress.solved, progress.total)) }
    if collection.isPremiumOnly { head.append(words.collections.premium) }
    var lines = [title(head.joined(separator: " · "), age: age)]
    if let detail = collection.detail { lines.append(detail) }
    if let startTime {
      var when = "\(time.dateAndTime(startTime)) (\(words.collections.localTime))"
      if let countdown = time.countdown(start: startTime, duration: nil, words: words.collections) {
        when += " · " + countdown
      }
      lines.append(when)
    }
    if collection.groups.isEmpty, collection.isPremiumOnly { lines += ["", words.collections.locked] }
    for group in collection.groups {
      lines.append("")
      lines += groupLines(group, in: collection, marks: marks)
    }
    return lines.flatMap(wrap)
  }

  /// A group's heading (when the set has several, or it is locked) and its problems.
  func groupLines(_ group: ProblemCollection.Group, in collection: ProblemCollection, marks: SolvedMarks)
    -> [String]
  {
    var lines: [String] = []
    if collection.groups.count > 1 || collection.kind == .plan {
      let solved = group.solvedCount(with: marks)
      var heading = "\(group.name) · \(solved)/\(group.total)"
      if group.total > 0, !group.isLocked {
        heading += "  " + CollectionBar.text(solved: solved, total: group.total, cells: 10)
      }
      lines.append(heading)
    }
    if group.isLocked { return lines + ["  " + words.collections.locked] }
    if group.entries.isEmpty {
      let empty = collection.kind == .contest ? words.collections.notStarted : words.collections.nothing
      return lines + ["  " + empty]
    }
    for entry in group.entries { lines.append(entryLine(entry, marks: marks)) }
    return lines
  }

  /// `  ✓ 88. Merge Sorted Array · Easy`: the mark (or a space), the id and title, and what is known.
  public func entryLine(_ entry: ProblemCollection.Entry, marks: SolvedMarks) -> String {
    let sign = glyphs.sign(for: entry.mark(with: marks)) ?? " "
    let item = entry.item
    let name =
      item.frontendID.isEmpty
      ? item.title(in: words.language) : "\(item.frontendID). \(item.title(in: words.language))"
    var parts = [TextSanitizer.oneLine(name)]
    if let difficulty = item.difficulty { parts.append(words.page.difficultyName(difficulty)) }
    if let credit = entry.credit { parts.append(words.collections.points(credit)) }
    if item.isPaidOnly { parts.append(words.collections.premium) }
    return "  \(sign) " + parts.joined(separator: " · ")
  }

  /// What an index says of one set after its slug.
  func facts(of summary: CollectionSummary) -> [String] {
    var parts = [summary.name]
    if let total = summary.total {
      parts.append(
        summary.solved.map { words.collections.solvedOf($0, total) } ?? words.collections.problemCount(total))
    }
    if summary.isPremiumOnly { parts.append(words.collections.premium) }
    if let start = summary.startTime {
      parts.append(time.dateAndTime(start))
      if let countdown = time.countdown(start: start, duration: summary.duration, words: words.collections) {
        parts.append(countdown)
      }
    }
    return parts
  }

  private func title(_ text: String, age: TimeInterval?) -> String {
    guard let age else { return text }
    return "\(text) (\(words.cachedAgo(age)))"
  }

  /// `line` cleaned and, when wider than the width, broken at spaces: the lines after the first
  /// indented four more than it is, so that they read as its continuation.
  private func wrap(_ line: String) -> [String] {
    let clean = TextSanitizer.clean(line)
    guard DisplayWidth.of(clean) > width, width > 8 else {
      return [DisplayWidth.of(clean) <= width ? clean : MessageFit.cut(clean, width: width)]
    }
    let indent = clean.prefix { $0 == " " }.count
    let hanging = String(repeating: " ", count: min(indent + 4, width / 2))
    var out: [String] = []
    var prefix = ""
    var rest = Substring(clean)
    while DisplayWidth.of(prefix) + DisplayWidth.of(String(rest)) > width {
      let head = Self.head(of: rest, fitting: width - DisplayWidth.of(prefix))
      var shown = String(head)
      while shown.last == " " { shown.removeLast() }
      out.append(prefix + shown)
      rest = rest.dropFirst(head.count).drop { $0 == " " }
      prefix = hanging
    }
    if !rest.isEmpty { out.append(prefix + rest) }
    return out
  }

  /// The longest start of `text` within `columns` that ends before a space (after some word), or
  /// the characters that fit when one word is wider than that.
  static func head(of text: Substring, fitting columns: Int) -> Substring {
    var used = 0
    var lastBreak: Substring.Index?
    var index = text.startIndex
    var sawWord = false
    while index < text.endIndex {
      let character = text[index]
      if character == " ", sawWord { lastBreak = index }
      if character != " " { sawWord = true }
      used += DisplayWidth.of(String(character))
      if used > columns { break }
      index = text.index(after: index)
    }
    if index == text.endIndex { return text }
    let end = lastBreak ?? index
    return text[..<(end == text.startIndex ? text.index(after: end) : end)]
  }
}
