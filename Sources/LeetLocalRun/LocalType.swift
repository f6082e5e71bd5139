/// A value's type in a local run, as LeetCode's `metaData` spells it (`integer[]`,
/// `list<list<integer>>`, `ListNode`, ...).
public indirect enum LocalType: Hashable, Sendable {
  /// How a list was spelled: `integer[]` (an array in Java) or `list<integer>` (a `List`).
  public enum ListSpelling: Hashable, Sendable { case array, list }

  case integer, long, double, boolean, string, character, void
  case list(LocalType, ListSpelling)
  case listNode, treeNode

  /// A type name LeetCode's metaData uses that a local run does not know.
  public struct Unknown: Error, Hashable, Sendable {
    /// The spelling, as metaData gave it.
    public var spelling: String

    /// The type spelled `spelling` is not known.
    public init(spelling: String) {
      self.spelling = spelling
    }
  }

  /// The type `spelling` names (`integer`, `int[]`, `list<String>`, `TreeNode`, ...).
  /// - Throws: `Unknown` naming the spelling when it is not one a local run knows.
  public static func parse(_ spelling: String) throws(Unknown) -> LocalType {
    let text = spelling.trimmingCharacters(in: .whitespaces)
    if text.hasSuffix("[]") {
      return .list(try parse(String(text.dropLast(2))), .array)
    }
    let lower = text.lowercased()
    if lower.hasPrefix("list<"), text.hasSuffix(">") {
      return .list(try parse(String(text.dropFirst(5).dropLast())), .list)
    }
    switch lower {
    case "integer", "int": return .integer
    case "long": return .long
    case "double", "float": return .double
    case "boolean", "bool": return .boolean
    case "string", "str": return .string
    case "character", "char": return .character
    case "void", "": return .void
    case "listnode": return .listNode
    case "treenode": return .treeNode
    default: throw Unknown(spelling: spelling)
    }
  }

  /// The element type of a list, or nil for any other type.
  public var element: LocalType? {
    if case .list(let element, _) = self { return element }
    return nil
  }
}
