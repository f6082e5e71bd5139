/// What a GraphQL request text declares and asks, read the way a GraphQL server reads it.
///
/// For the fake LeetCode to check a query against a site's schema and for tests to compare the
/// fields asked with the site's own request. Handles what leetview sends: one operation,
/// arguments, aliases, nested selections; no fragments.
public enum GraphQLRequestShape {
  /// The variables the operation declares, by name without `$`, with their types as written
  /// (`["topicId": "Int!", "skip": "Int"]`).
  public static func declaredVariables(_ query: String) -> [String: String] {
    guard let open = query.firstIndex(of: "("), let brace = query.firstIndex(of: "{"), open < brace,
      let close = query[open...].firstIndex(of: ")")
    else { return [:] }
    var declared: [String: String] = [:]
    for part in query[query.index(after: open)..<close].split(separator: "$") {
      let pieces = part.split(separator: ":", maxSplits: 1)
      guard pieces.count == 2 else { continue }
      // A default (`= 10`) and the separating comma are not part of the type.
      let type = pieces[1].split(separator: "=").first.map { $0.filter { !",\n\t ".contains($0) } }
      declared[pieces[0].trimmingCharacters(in: .whitespaces)] = type ?? ""
    }
    return declared
  }

  /// The variables bound to the arguments of field `field`: argument name → variable name
  /// (`topicId: $topicId` gives `["topicId": "topicId"]`); literals are left out.
  public static func argumentVariables(_ query: String, field: String) -> [String: String] {
    guard let start = query.range(of: field + "("),
      let close = query[start.upperBound...].firstIndex(of: ")")
    else { return [:] }
    var bound: [String: String] = [:]
    for pair in query[start.upperBound..<close].split(whereSeparator: { $0 == "," || $0 == "\n" }) {
      let pieces = pair.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
      guard pieces.count == 2, pieces[1].hasPrefix("$") else { continue }
      bound[pieces[0]] = String(pieces[1].dropFirst())
    }
    return bound
  }

  /// The leaf fields selected under the first field named `root`, as dotted paths in order.
  ///
  /// The whole text's when `root` is nil; `"post.author.username"` is a path. Arguments,
  /// aliases and `__typename` are left out.
  public static func leafPaths(_ query: String, under root: String? = nil) -> [String] {
    var paths: [String] = []
    var stack: [String] = []
    var last: String? = nil
    var inside = root == nil
    var rootDepth = 1
    var tokens = tokens(query)[...]
    while let token = tokens.popFirst() {
      switch token {
      case "{":
        // The first brace opens the operation: the names before it are its header.
        if !stack.isEmpty, !inside, last == root {
          inside = true
          rootDepth = stack.count + 1
        }
        stack.append(stack.isEmpty ? "" : last ?? "")
        last = nil
      case "}":
        if let leaf = last, inside { paths.append(path(stack, leaf, from: rootDepth)) }
        last = nil
        stack.removeLast()
        if inside, root != nil, stack.count < rootDepth { return paths }
      case ":":
        // `alias: field`: the field is the next name.
        last = nil
      default:
        if let leaf = last, inside { paths.append(path(stack, leaf, from: rootDepth)) }
        last = token == "__typename" || stack.isEmpty ? nil : token
      }
    }
    return paths
  }

  private static func path(_ stack: [String], _ leaf: String, from depth: Int) -> String {
    (stack.dropFirst(depth) + [leaf]).joined(separator: ".")
  }

  /// Names, `{`, `}` and `:` of the text, with argument lists `(...)` and strings skipped.
  private static func tokens(_ text: String) -> [String] {
    var tokens: [String] = []
    var name = ""
    var parentheses = 0
    var inString = false
    for character in text {
      if inString {
        if character == "\"" { inString = false }
        continue
      }
      let isNameCharacter = character.isLetter || character.isNumber || character == "_"
      if parentheses == 0, isNameCharacter {
        name.append(character)
        continue
      }
      if !name.isEmpty {
        tokens.append(name)
        name = ""
      }
      switch character {
      case "\"": inString = true
      case "(": parentheses += 1
      case ")": parentheses -= 1
      case "{", "}", ":": if parentheses == 0 { tokens.append(String(character)) }
      default: break
      }
    }
    if !name.isEmpty { tokens.append(name) }
    return tokens
  }
}
