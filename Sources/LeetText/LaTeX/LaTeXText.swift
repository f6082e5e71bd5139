import FoundationEssentials
import TermCore

/// Turns LaTeX math source (`\le`, `x^{2}`, `\frac{a}{b}` ...) into readable Unicode text.
///
/// The output never holds a backslash: known commands become symbols or words, unknown ones
/// their name. Groups nest at most `maximumDepth` deep; deeper braces are read flat.
enum LaTeXText {
  /// The math as lines of text; `\\` starts a new line, empty lines are dropped.
  static func lines(_ latex: String) -> [String] {
    var reader = LaTeXReader(latex)
    let text = reader.readSequence(closedBy: nil)
    return text.split(separator: "\n").map { tidy(String($0)) }.filter { !$0.isEmpty }
  }

  /// The math as one line of text (line breaks become `; `).
  static func inline(_ latex: String) -> String {
    lines(latex).joined(separator: "; ")
  }

  /// Collapses runs of spaces, removes spaces just inside brackets, trims the ends.
  private static func tidy(_ line: String) -> String {
    var out = ""
    var lastWasSpace = true
    for ch in line {
      if ch == " " {
        if !lastWasSpace { out.append(ch) }
        lastWasSpace = true
      } else {
        if (ch == ")" || ch == "]") && out.last == " " { out.removeLast() }
        out.append(ch)
        lastWasSpace = ch == "(" || ch == "["
      }
    }
    if out.last == " " { out.removeLast() }
    return out.replacing("\\", with: "")
  }
}

/// A reader over LaTeX math source that renders as it goes.
private struct LaTeXReader {
  static let maximumDepth = 32

  private let chars: [Character]
  private var index = 0
  private var depth = 0

  init(_ source: String) { chars = Array(source) }

  private var atEnd: Bool { index >= chars.count }
  private var current: Character? { atEnd ? nil : chars[index] }

  /// Renders up to the closing brace (consumed) or the end.
  mutating func readSequence(closedBy closer: Character?) -> String {
    var out = ""
    while let ch = current {
      if ch == closer {
        index += 1
        return out
      }
      index += 1
      switch ch {
      case "\\": out += readCommand(after: out)
      case "{": out += readGroup()
      case "}", "$": continue  // a stray closing brace; a dollar inside math
      case "^": out += ScriptCharacters.superscript(readArgument())
      case "_": out += ScriptCharacters.subscript(readArgument())
      case "~", "&", "\t", "\n", "\r": out += " "
      default: out.append(ch)
      }
    }
    return out
  }

  /// After `{`: the group's rendered content.
  private mutating func readGroup() -> String {
    if depth >= Self.maximumDepth { return "" }
    depth += 1
    defer { depth -= 1 }
    return readSequence(closedBy: "}")
  }

  /// One argument: a group, a command, or a single character.
  private mutating func readArgument() -> String {
    skipSpaces()
    guard let ch = current else { return "" }
    index += 1
    if depth >= Self.maximumDepth {
      // Too deep to read further arguments: a command gives its name, a brace nothing.
      guard ch == "\\" else { return ch == "{" || ch == "}" ? "" : String(ch) }
      var name = ""
      while let next = current, next.isLetter, next.isASCII {
        name.append(next)
        index += 1
      }
      return name
    }
    depth += 1
    defer { depth -= 1 }
    switch ch {
    case "{": return readGroup()
    case "}": return ""
    case "\\": return readCommand(after: "")
    default: return String(ch)
    }
  }

  /// An optional `[...]` argument, rendered, or nil.
  private mutating func readOptionalArgument() -> String? {
    skipSpaces()
    guard current == "[" else { return nil }
    index += 1
    if depth >= Self.maximumDepth { return "" }
    depth += 1
    defer { depth -= 1 }
    return readSequence(closedBy: "]")
  }

  /// The raw text of a `{...}` argument (environment names, column specs), or "".
  private mutating func readRawArgument() -> String {
    skipSpaces()
    guard current == "{" else { return "" }
    var text = ""
    index += 1
    while let ch = current, ch != "}" {
      text.append(ch)
      index += 1
    }
    if !atEnd { index += 1 }
    return text
  }

  private mutating func skipSpaces() {
    while let ch = current, ch == " " || ch == "\n" || ch == "\t" { index += 1 }
  }

  /// After a backslash: the command's rendering (`before` is the text rendered so far).
  private mutating func readCommand(after before: String) -> String {
    guard let first = current else { return "" }
    index += 1
    guard first.isLetter, first.isASCII else {
      return LaTeXSymbols.escapes[first] ?? String(first)
    }
    var name = String(first)
    while let ch = current, ch.isLetter, ch.isASCII {
      name.append(ch)
      index += 1
    }
    return render(command: name, after: before)
  }

  private mutating func render(command name: String, after before: String) -> String {
    if let symbol = LaTeXSymbols.symbols[name] { return symbol }
    if LaTeXSymbols.operators.contains(name) {
      let spaceBefore = before.last.map { $0.isLetter || $0.isNumber } ?? false
      let spaceAfter =
        current.map { $0 == "{" || $0 == "\\" || $0.isLetter || $0.isNumber } ?? false
      return (spaceBefore ? " " : "") + name + (spaceAfter ? " " : "")
    }
    if LaTeXSymbols.wrappers.contains(name) { return readArgument() }
    if LaTeXSymbols.dropped.contains(name) { return "" }
    switch name {
    case "mathbb":
      return String(readArgument().map { LaTeXSymbols.doubleStruck[$0] ?? $0 })
    case "frac", "dfrac", "tfrac", "cfrac":
      let numerator = readArgument()
      let denominator = readArgument()
      return Self.grouped(numerator) + "/" + Self.grouped(denominator)
    case "binom", "dbinom", "tbinom":
      let n = readArgument()
      let k = readArgument()
      return "C(\(n), \(k))"
    case "sqrt":
      let index = readOptionalArgument()
      let radicand = Self.grouped(readArgument())
      switch index?.trimmingWhitespace {
      case nil, "", "2": return "√" + radicand
      case "3": return "∛" + radicand
      case "4": return "∜" + radicand
      case let other?: return ScriptCharacters.superscript(other) + "√" + radicand
      }
    case "left", "right", "bigl", "bigr", "big", "Big", "bigg", "Bigg", "Bigl", "Bigr", "middle":
      if current == "." { index += 1 }
      return ""
    case "begin":
      let environment = readRawArgument()
      if environment.hasPrefix("array") || environment.hasPrefix("tabular") {
        _ = readRawArgument()
      }
      return "\n"
    case "end":
      _ = readRawArgument()
      return "\n"
    case "color":
      _ = readRawArgument()
      return ""
    case "textcolor":
      _ = readRawArgument()
      return readArgument()
    case "label", "tag", "hspace", "vspace":
      _ = readRawArgument()
      return ""
    case "bmod", "mod": return " mod "
    case "pmod": return " (mod " + readArgument() + ")"
    case "not":
      let next = readArgument()
      return LaTeXSymbols.negations[next] ?? "¬" + next
    case "newline": return "\n"
    default:
      return name  // unknown command: its name, never the backslash
    }
  }

  /// `text` bracketed when it is more than one term, for fractions and roots.
  private static func grouped(_ text: String) -> String {
    let trimmed = text.trimmingWhitespace
    let needs = trimmed.contains { " +-−*/×·÷=<>≤≥,".contains($0) }
    return needs ? "(" + trimmed + ")" : trimmed
  }
}
