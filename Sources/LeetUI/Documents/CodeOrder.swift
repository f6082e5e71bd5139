import LeetText
import TermCore

/// Puts code in the reader's preferred language first in groups of code blocks, and names the
/// language of each block of such a group.
///
/// A group is a run of code blocks with nothing between them: LeetCode's multi-language code
/// tabs arrive so, and without a label one language runs into the next.
public enum CodeOrder {
  /// `document` with, in each group of code blocks in several languages, the block in `language`
  /// moved to the front, and each block of the group under its language's name.
  ///
  /// Nested blocks (lists, quotes) are handled too.
  public static func preferring(_ language: String?, in document: Document) -> Document {
    let wanted = language.map(normalized) ?? ""
    var output: Document = []
    var index = 0
    while index < document.count {
      guard case .preformatted = document[index] else {
        output.append(nested(document[index], language))
        index += 1
        continue
      }
      var end = index
      while end < document.count, case .preformatted = document[end] { end += 1 }
      let group = Array(document[index..<end])
      output += labelled(reordered(group, wanted: wanted))
      index = end
    }
    return output
  }

  /// The name of a language as a comparable key: `python3` → `python`, `c++` → `cpp`.
  public static func normalized(_ name: String) -> String {
    let lower = name.lowercased().trimmingWhitespace
    let aliases: [String: String] = [
      "python3": "python", "py": "python", "c++": "cpp", "golang": "go", "js": "javascript",
      "ts": "typescript", "rs": "rust", "c#": "csharp", "cs": "csharp", "kt": "kotlin",
      "mysql": "sql", "postgresql": "sql", "ms sql server": "sql", "oracle": "sql",
    ]
    return aliases[lower] ?? lower
  }

  /// Each block of a group in several languages, under its language's name.
  private static func labelled(_ group: [Block]) -> [Block] {
    let languages = group.map { block -> String? in
      if case .preformatted(_, let language?) = block { return normalized(language) }
      return nil
    }
    guard Set(languages.compactMap { $0 }).count > 1 else { return group }
    var output: [Block] = []
    for block in group {
      if case .preformatted(_, let language?) = block, let name = CodeLanguageName.name(language) {
        output.append(.paragraph([Span(name, style: [.bold, .dim])]))
      }
      output.append(block)
    }
    return output
  }

  private static func reordered(_ group: [Block], wanted: String) -> [Block] {
    guard group.count > 1, !wanted.isEmpty else { return group }
    guard
      let position = group.firstIndex(where: { block in
        if case .preformatted(_, let language?) = block { return normalized(language) == wanted }
        return false
      }), position > 0
    else { return group }
    var copy = group
    let chosen = copy.remove(at: position)
    return [chosen] + copy
  }

  private static func nested(_ block: Block, _ language: String?) -> Block {
    switch block {
    case .list(let ordered, let start, let items):
      return .list(
        ordered: ordered, start: start, items: items.map { preferring(language, in: $0) })
    case .quote(let blocks):
      return .quote(preferring(language, in: blocks))
    default:
      return block
    }
  }
}
