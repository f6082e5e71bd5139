import TermCore

/// Finds an untouched template: the method a local run calls, whose body holds nothing but
/// blanks, comments or `pass`, so that it is told as such, not run to fail in every case.
///
/// Python by its indentation; C++, Java, JavaScript and Rust by the braces after the method's
/// parameters. A method not found is not empty (nothing is guessed).
public enum EmptyMethodBody {
  /// The method found empty, and the line (from 1) of `code` where it is defined.
  public struct Found: Hashable, Sendable {
    public var method: String
    public var line: Int
  }

  /// The first method of `signature` with an empty body in `code`, when every method it calls
  /// (a design problem's methods, the constructor aside) has one; else nil.
  public static func find(in code: String, signature: LocalSignature, language: HarnessLanguage) -> Found? {
    let methods: [HarnessIdentifier]
    switch signature {
    case .function(let method): methods = [method.name]
    case .design(_, _, let all): methods = all.map(\.name)
    }
    var found: [Found] = []
    for method in methods {
      let name = language == .rust ? method.snakeCase : method.text
      let line = language == .python3 ? pythonLine(of: name, in: code) : braceLine(of: name, in: code)
      guard let line else { return nil }
      found.append(Found(method: name, line: line))
    }
    return found.first
  }

  /// The line of `def name(` when its body is empty, else nil.
  static func pythonLine(of name: String, in code: String) -> Int? {
    let lines = code.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    // The name holds only ASCII letters, digits and `_`: nothing in it is a pattern.
    guard let definition = SearchPattern.make(#"^\s*def\s+"# + name + #"\s*\("#),
      let start = lines.firstIndex(where: { String($0).contains(definition) })
    else { return nil }
    let indent = lines[start].prefix { $0 == " " || $0 == "\t" }.count
    // The signature ends at the `:` after its parentheses close; what follows on that line is
    // a body written on one line.
    var depth = 0
    var opened = false
    var end = start
    var rest: Substring?
    scan: while end < lines.count {
      let line = lines[end]
      for index in line.indices {
        switch line[index] {
        case "(", "[": depth += 1; opened = true
        case ")", "]": depth -= 1
        case ":" where opened && depth == 0:
          rest = line[line.index(after: index)...]
          break scan
        default: break
        }
      }
      end += 1
    }
    guard let rest, isBlank(python: rest) else { return nil }
    for line in lines[(end + 1)...] {
      let text = line.trimmingWhitespaceAndNewlines
      if text.isEmpty || text.hasPrefix("#") { continue }
      if line.prefix(while: { $0 == " " || $0 == "\t" }).count <= indent { break }
      guard text == "pass" || text == "..." else { return nil }
    }
    return start + 1
  }

  /// Whether the rest of a Python line holds no statement (a comment at most).
  private static func isBlank(python text: Substring) -> Bool {
    let trimmed = text.trimmingWhitespaceAndNewlines
    return trimmed.isEmpty || trimmed.hasPrefix("#")
  }

  /// The line of `name(…) … {` whose braces hold nothing but blanks and comments, else nil.
  static func braceLine(of name: String, in code: String) -> Int? {
    let text = Array(code)
    var searchFrom = code.startIndex
    // `name(`, `name = function(` (JavaScript), `name<T>(` (a generic method).
    let pattern = #"\b"# + name + #"\s*(=\s*function\s*|<[^<>;{}()]*>\s*)?\("#
    guard let regex = SearchPattern.make(pattern) else { return nil }
    while let match = code[searchFrom...].firstMatch(of: regex)?.range {
      searchFrom = match.upperBound
      let open = code.distance(from: code.startIndex, to: match.upperBound) - 1
      guard let close = matching(text, from: open, "(", ")") else { return nil }
      // A definition: nothing but a return type or qualifiers between `)` and `{`.
      var brace = close + 1
      while brace < text.count, !"{};=".contains(text[brace]) { brace += 1 }
      guard brace < text.count, text[brace] == "{", let end = matching(text, from: brace, "{", "}") else {
        continue
      }
      guard withoutComments(String(text[(brace + 1)..<end])).allSatisfy(\.isWhitespace) else { return nil }
      return code[..<match.lowerBound].count { $0 == "\n" || $0 == "\r\n" } + 1
    }
    return nil
  }

  /// The index of the `close` that matches the `open` at `start`, or nil.
  private static func matching(_ text: [Character], from start: Int, _ open: Character, _ close: Character)
    -> Int?
  {
    var depth = 0
    for index in start..<text.count {
      if text[index] == open { depth += 1 }
      if text[index] == close {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }

  /// `text` without `//` and `/* */` comments.
  private static func withoutComments(_ text: String) -> String {
    SearchPattern.removing(#"//[^\n]*"#, from: SearchPattern.removing(#"/\*[\s\S]*?\*/"#, from: text))
  }
}
