/// A value as LeetCode writes one (JSON-like: numbers, strings, `true`, `null`, lists), read
/// without a schema; numbers keep their text so that large integers stay exact.
public indirect enum LocalValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(String)
  case string(String)
  case list([LocalValue])

  /// The value `text` holds (surrounding spaces ignored), or nil when it is not one value.
  public static func parse(_ text: String) -> LocalValue? {
    var reader = Reader(Array(text.unicodeScalars))
    guard let value = reader.value() else { return nil }
    reader.skipSpaces()
    return reader.atEnd ? value : nil
  }

  /// The value written compactly, as LeetCode shows answers: `[1,2]`, `"ab"`, `true`, `null`.
  public var text: String {
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let digits): return digits
    case .string(let value): return "\"" + Self.escaped(value) + "\""
    case .list(let items): return "[" + items.map(\.text).joined(separator: ",") + "]"
    }
  }

  /// `value` with quotes, backslashes and control characters escaped.
  static func escaped(_ value: String) -> String {
    var out = ""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default:
        if scalar.value < 0x20 {
          out +=
            "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
            + String(scalar.value, radix: 16)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  /// A recursive-descent reader over the text's scalars.
  private struct Reader {
    let scalars: [Unicode.Scalar]
    var index = 0

    init(_ scalars: [Unicode.Scalar]) {
      self.scalars = scalars
    }

    var atEnd: Bool { index >= scalars.count }

    mutating func skipSpaces() {
      while !atEnd, scalars[index].properties.isWhitespace { index += 1 }
    }

    /// The next value, or nil when the text does not hold one here.
    ///
    /// Lists nest at most 64 deep.
    mutating func value(depth: Int = 0) -> LocalValue? {
      skipSpaces()
      guard !atEnd, depth < 64 else { return nil }
      switch scalars[index] {
      case "[": return list(depth: depth)
      case "\"": return string().map(LocalValue.string)
      case "t": return word("true", .bool(true))
      case "f": return word("false", .bool(false))
      case "n": return word("null", .null)
      default: return number()
      }
    }

    private mutating func word(_ text: String, _ value: LocalValue) -> LocalValue? {
      let wanted = Array(text.unicodeScalars)
      guard index + wanted.count <= scalars.count, Array(scalars[index..<index + wanted.count]) == wanted
      else { return nil }
      index += wanted.count
      return value
    }

    private mutating func number() -> LocalValue? {
      let start = index
      while !atEnd, "+-0123456789.eE".unicodeScalars.contains(scalars[index]) { index += 1 }
      guard index > start else { return nil }
      var text = String(String.UnicodeScalarView(scalars[start..<index]))
      guard Double(text) != nil else { return nil }
      if text.hasPrefix("+") { text.removeFirst() }
      return .number(text)
    }

    private mutating func list(depth: Int) -> LocalValue? {
      index += 1
      var items: [LocalValue] = []
      skipSpaces()
      if !atEnd, scalars[index] == "]" {
        index += 1
        return .list(items)
      }
      while true {
        guard let item = value(depth: depth + 1) else { return nil }
        items.append(item)
        skipSpaces()
        guard !atEnd else { return nil }
        if scalars[index] == "," {
          index += 1
          continue
        }
        guard scalars[index] == "]" else { return nil }
        index += 1
        return .list(items)
      }
    }

    private mutating func string() -> String? {
      index += 1
      var out = String.UnicodeScalarView()
      while !atEnd {
        let scalar = scalars[index]
        index += 1
        if scalar == "\"" { return String(out) }
        guard scalar == "\\" else {
          out.append(scalar)
          continue
        }
        guard !atEnd else { return nil }
        let escape = scalars[index]
        index += 1
        switch escape {
        case "n": out.append("\n")
        case "t": out.append("\t")
        case "r": out.append("\r")
        case "b": out.append("\u{08}")
        case "f": out.append("\u{0C}")
        case "u":
          guard index + 4 <= scalars.count,
            let code = UInt32(String(String.UnicodeScalarView(scalars[index..<index + 4])), radix: 16)
          else { return nil }
          index += 4
          out.append(Unicode.Scalar(code) ?? "\u{FFFD}")
        default: out.append(escape)
        }
      }
      return nil
    }
  }
}
