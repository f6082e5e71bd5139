import FoundationEssentials
import TermCore

/// Any JSON value, decoded without a schema so that reads can be lenient:
/// a missing key, a null, or a value of the wrong type all read as absent.
///
/// Its numbers are finite: a number past a `Double`'s range (`1e400`) is read as null, and so is
/// a string of NaN or an infinity asked for as a `double`.
public enum JSONValue: Hashable, Sendable, Decodable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = value.isFinite ? .number(value) : .null
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// Parses JSON text.
  /// - Throws: an error describing where the data stops being JSON.
  public static func parse(_ data: Data) throws -> JSONValue {
    try JSONParser.parse(data)
  }

  /// The member `key` of an object, or `.null`.
  public subscript(key: String) -> JSONValue {
    if case .object(let members) = self { return members[key] ?? .null }
    return .null
  }

  public var string: String? {
    switch self {
    case .string(let s): s
    case .number(let n): n == n.rounded() && abs(n) < 1e15 ? String(Int(clampingFinite: n) ?? 0) : String(n)
    default: nil
    }
  }

  public var int: Int? {
    switch self {
    case .number(let n) where NumberBound.anyNumber.admits(n): Int(clampingFinite: n)
    case .string(let s): Int(s)
    default: nil
    }
  }

  public var double: Double? {
    numeral.flatMap { $0.isFinite ? $0 : nil }
  }

  /// The number a number or a string of one (`"12.5"`, `"5%"`) says, NaN and the infinities
  /// included (`"NaN"`): `double` without them, and what `bounded` refuses.
  var numeral: Double? {
    switch self {
    case .number(let n): n
    case .string(let s): Double(s.trimmed(["%", " "]))
    default: nil
    }
  }

  public var bool: Bool? {
    switch self {
    case .bool(let b): b
    case .string("true"): true
    case .string("false"): false
    default: nil
    }
  }

  public var array: [JSONValue]? {
    if case .array(let items) = self { return items }
    return nil
  }

  public var object: [String: JSONValue]? {
    if case .object(let members) = self { return members }
    return nil
  }

  public var isNull: Bool { self == .null }

  /// A value LeetCode sends either as JSON or as JSON inside a string (`stats`, `similarQuestions`).
  public var embedded: JSONValue {
    guard case .string(let text) = self else { return self }
    return (try? JSONParser.parse(text)) ?? .null
  }
}
