import TermCore

extension LocalSignature {
  /// The signature the type hints of a Python 3 template give, for a problem cached without
  /// metaData: `def name(self, a: List[int]) -> int` in `class Solution`, else a design class.
  /// - Throws: `Failure.absent` when the template has no typed method, `.unknownType` for a hint
  ///   a local run does not know.
  public static func parse(pythonTemplate template: String) throws(Failure) -> LocalSignature {
    var className: String?
    var methods: [Method] = []
    var constructor: [Parameter]?
    for raw in template.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = raw.trimmingWhitespace
      if line.hasPrefix("class "), className == nil {
        className = line.dropFirst(6).prefix { !":( ".contains($0) }.description
        continue
      }
      guard line.hasPrefix("def "), let open = line.firstIndex(of: "("),
        let close = line.lastIndex(of: ")")
      else { continue }
      let name = line[line.index(line.startIndex, offsetBy: 4)..<open].trimmingWhitespace
      var parameters: [Parameter] = []
      var parts = TopLevelCommas.parts(
        String(line[line.index(after: open)..<close]), parentheses: true)
      if parts.last?.trimmingWhitespace.isEmpty == true { parts.removeLast() }
      for (index, part) in parts.enumerated() {
        let pieces = part.split(separator: ":", maxSplits: 1).map(\.trimmingWhitespace)
        if index == 0, pieces.first == "self" { continue }
        guard pieces.count == 2 else { throw .absent }
        parameters.append(Parameter(name: pieces[0], type: try hint(pieces[1])))
      }
      if name == "__init__" {
        constructor = parameters
        continue
      }
      let after = line[line.index(after: close)...]
      var returns = LocalType.void
      if let arrow = after.firstRange(of: "->") {
        let hinted = String(after[arrow.upperBound...]).trimmingScalars { $0 == ":" || $0 == " " }
        returns = try hint(hinted)
      }
      methods.append(
        Method(
          name: try identifier(name, .method, from: .pythonTemplate), parameters: parameters,
          returns: returns))
    }
    guard let className, !methods.isEmpty else { throw .absent }
    if className == "Solution", constructor == nil, methods.count == 1 {
      return .function(methods[0])
    }
    return .design(
      className: try identifier(className, .class, from: .pythonTemplate),
      constructor: constructor ?? [], methods: methods)
  }

  /// The type a Python hint names (`int`, `List[List[str]]`, `Optional[TreeNode]`, `None`).
  static func hint(_ text: String) throws(Failure) -> LocalType {
    let hint = text.trimmingWhitespace.replacing("'", with: "")
    func inner(_ prefix: String) -> String? {
      guard hint.hasPrefix(prefix), hint.hasSuffix("]") else { return nil }
      return String(hint.dropFirst(prefix.count).dropLast())
    }
    if let element = inner("List[") ?? inner("list[") { return .list(try self.hint(element), .list) }
    if let wrapped = inner("Optional[") { return try self.hint(wrapped) }
    switch hint {
    case "int": return .integer
    case "float": return .double
    case "bool": return .boolean
    case "str": return .string
    case "None": return .void
    case "ListNode": return .listNode
    case "TreeNode": return .treeNode
    default: throw .unknownType(hint)
    }
  }
}
