import LeetModel
import TermCore

/// The shape of a JSON answer: its keys and JSON types, recursively, an array by its first element.
///
/// What `make live-contract` compares between the real site's answer and its fixture; values never
/// matter, so a shape holds none (no session, code or text can be in one).
public indirect enum JSONShape: Hashable, Sendable {
  /// `null`: a value that was absent, which any type may fill.
  case null
  case bool
  case number
  case string
  /// An array, by the shape of its first element; nil when it was empty.
  case array(JSONShape?)
  case object([String: JSONShape])

  /// The shape of `value`.
  public init(of value: JSONValue) {
    switch value {
    case .null: self = .null
    case .bool: self = .bool
    case .number: self = .number
    case .string: self = .string
    case .array(let items): self = .array(items.first.map(JSONShape.init(of:)))
    case .object(let members): self = .object(members.mapValues(JSONShape.init(of:)))
    }
  }

  /// The shape a shape file writes: each leaf a type name (`"string"`, `"number"`, `"bool"`,
  /// `"null"`), an array holding the shape of its elements (or nothing), an object its keys.
  /// - Returns: nil when a leaf is not a type name.
  public init?(notation: JSONValue) {
    switch notation {
    case .string("string"): self = .string
    case .string("number"): self = .number
    case .string("bool"): self = .bool
    case .string("null"): self = .null
    case .array(let items):
      guard let first = items.first else {
        self = .array(nil)
        return
      }
      guard let element = JSONShape(notation: first) else { return nil }
      self = .array(element)
    case .object(let members):
      var shapes: [String: JSONShape] = [:]
      for (key, member) in members {
        guard let shape = JSONShape(notation: member) else { return nil }
        shapes[key] = shape
      }
      self = .object(shapes)
    default: return nil
    }
  }

  /// The JSON type's name, as a shape file and a report write it.
  public var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "bool"
    case .number: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }

  /// How `actual` differs from this expected shape, each difference at its path (`data.question.title`,
  /// `[0]` for an array's element), in path order.
  ///
  /// A null on either side, or an empty array, matches any shape: a field may be null and a list
  /// empty on any day without the contract changing.
  public func differences(from actual: JSONShape, at path: String = "") -> [ShapeDifference] {
    switch (self, actual) {
    case (.null, _), (_, .null), (.array(nil), .array), (.array, .array(nil)):
      return []
    case (.array(let expected?), .array(let found?)):
      return expected.differences(from: found, at: path + "[0]")
    case (.object(let expected), .object(let found)):
      var list: [ShapeDifference] = []
      for key in Set(expected.keys).union(found.keys).sorted() {
        let inner = path.isEmpty ? key : path + "." + key
        switch (expected[key], found[key]) {
        case (let want?, let got?): list += want.differences(from: got, at: inner)
        case (.some, nil): list.append(ShapeDifference(path: inner, kind: .missing))
        case (nil, .some): list.append(ShapeDifference(path: inner, kind: .added))
        case (nil, nil): break
        }
      }
      return list
    default:
      guard typeName != actual.typeName else { return [] }
      return [
        ShapeDifference(path: path, kind: .changedType(expected: typeName, found: actual.typeName))
      ]
    }
  }
}

/// One way an answer's shape differs from its fixture.
public struct ShapeDifference: Hashable, Sendable {
  /// What differs.
  public enum Kind: Hashable, Sendable {
    /// A key of the fixture is not in the answer.
    case missing
    /// The answer has a key the fixture does not (new on the site, or not asked by a recording).
    case added
    /// The value's JSON type changed.
    case changedType(expected: String, found: String)
  }

  /// Where, as `data.question.topicTags[0].name` (empty for the top level).
  public var path: String
  public var kind: Kind

  public init(path: String, kind: Kind) {
    self.path = path
    self.kind = kind
  }

  /// Whether leetview's reading may break on it (a missing key or a changed type); an added key
  /// is only news.
  public var breaksContract: Bool { kind != .added }

  /// The difference as one line of the report.
  public var line: String {
    // The keys are the server's text: one line, bounded.
    let place = path.isEmpty ? "the answer" : String(TextSanitizer.oneLine(path).prefix(200))
    switch kind {
    case .missing: return "missing: \(place)"
    case .added: return "new: \(place)"
    case .changedType(let expected, let found): return "type changed: \(place) was \(expected), is \(found)"
    }
  }
}
