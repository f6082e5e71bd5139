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

  /// The longest spelling read, and the deepest nesting of lists in it.
  public static let maximumSpelling = 256
  public static let maximumDepth = 16

  /// The type `spelling` names (`integer`, `int[]`, `list<String>`, `TreeNode`, ...), read by
  /// index in one pass.
  /// - Throws: `Unknown` naming the spelling when it is not one a local run knows, longer than
  ///   `maximumSpelling` or nested deeper than `maximumDepth` (named cut to 60 characters).
  public static func parse(_ spelling: String) throws(Unknown) -> LocalType {
    let bytes = Array(spelling.utf8.prefix(maximumSpelling + 1))
    guard bytes.count <= maximumSpelling else { throw Unknown(spelling: cut(spelling)) }
    do {
      return try parse(bytes, bytes.startIndex..<bytes.endIndex, depth: 0)
    } catch {
      switch error {
      case .tooDeep: throw Unknown(spelling: cut(spelling))
      case .unknown(let range): throw Unknown(spelling: String(decoding: bytes[range], as: UTF8.self))
      }
    }
  }

  /// Why `parse(_:_:depth:)` stopped: a part it does not know, or nesting past the limit.
  private enum Stop: Error {
    case unknown(Range<Int>)
    case tooDeep
  }

  /// The type spelled by `bytes[range]`, `depth` lists deep.
  private static func parse(_ bytes: [UInt8], _ range: Range<Int>, depth: Int) throws(Stop) -> LocalType {
    guard depth <= maximumDepth else { throw .tooDeep }
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper, bytes[lower] == 0x20 || bytes[lower] == 0x09 { lower += 1 }
    while upper > lower, bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0x09 { upper -= 1 }
    let word = lower..<upper
    if word.count >= 2, bytes[upper - 2] == UInt8(ascii: "["), bytes[upper - 1] == UInt8(ascii: "]") {
      return .list(try parse(bytes, lower..<upper - 2, depth: depth + 1), .array)
    }
    if word.count >= 6, lowered(bytes[lower..<lower + 5]) == "list<", bytes[upper - 1] == UInt8(ascii: ">") {
      return .list(try parse(bytes, lower + 5..<upper - 1, depth: depth + 1), .list)
    }
    switch lowered(bytes[word]) {
    case "integer", "int": return .integer
    case "long": return .long
    case "double", "float": return .double
    case "boolean", "bool": return .boolean
    case "string", "str": return .string
    case "character", "char": return .character
    case "void", "": return .void
    case "listnode": return .listNode
    case "treenode": return .treeNode
    default: throw .unknown(word)
    }
  }

  /// `bytes` as text with ASCII letters in lower case.
  private static func lowered(_ bytes: ArraySlice<UInt8>) -> String {
    String(decoding: bytes.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
  }

  /// `spelling` cut to 60 characters for a message.
  static func cut(_ spelling: String) -> String {
    spelling.count > 60 ? String(spelling.prefix(60)) + "…" : spelling
  }

  /// The element type of a list, or nil for any other type.
  public var element: LocalType? {
    if case .list(let element, _) = self { return element }
    return nil
  }
}
