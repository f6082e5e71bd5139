extension LocalType {
  /// The type as metaData spells it, for messages: `integer[]`, `list<string>`, `ListNode`.
  public var spelling: String {
    switch self {
    case .integer: "integer"
    case .long: "long"
    case .double: "double"
    case .boolean: "boolean"
    case .string: "string"
    case .character: "character"
    case .void: "void"
    case .listNode: "ListNode"
    case .treeNode: "TreeNode"
    case .list(let element, .array): element.spelling + "[]"
    case .list(let element, .list): "list<\(element.spelling)>"
    }
  }

  /// The spelling after "a" or "an", with what a node or a character is written as: `an
  /// integer[]`, `a ListNode (a list of integers)`.
  public var named: String {
    let article = spelling.hasPrefix("integer") ? "an " : "a "
    switch self {
    case .listNode: return article + spelling + " (a list of integers)"
    case .treeNode: return article + spelling + " (a list of integers and nulls, level by level)"
    case .character: return article + spelling + " (one ASCII character in quotes)"
    default: return article + spelling
    }
  }
}
