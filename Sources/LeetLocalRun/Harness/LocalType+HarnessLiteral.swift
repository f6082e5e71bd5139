extension LocalType {
  /// The type as the Python and JavaScript harnesses read it: a quoted name, or `[element]` for a
  /// list (the same literal in both languages).
  var harnessLiteral: String {
    switch self {
    case .list(let element, _): "[\(element.harnessLiteral)]"
    case .listNode: "\"ListNode\""
    case .treeNode: "\"TreeNode\""
    case .double: "\"double\""
    case .void: "\"void\""
    default: "\"value\""
    }
  }
}
