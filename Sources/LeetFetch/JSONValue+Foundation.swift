import LeetModel
import TermCore

extension JSONValue {
  /// The value as Swift objects that Foundation's `JSONSerialization` writes (whole numbers as
  /// `Int`, null as an absent `Any?`), for a caller that still uses it; leetview writes JSON with
  /// `JSONWriter`.
  public var foundationObject: Any {
    switch self {
    case .null: Any?.none as Any
    case .bool(let b): b
    case .number(let n) where !n.isFinite: Any?.none as Any
    case .number(let n): n == n.rounded() && abs(n) < 1e15 ? (Int(clampingFinite: n) ?? 0) as Any : n as Any
    case .string(let s): s
    case .array(let items): items.map(\.foundationObject)
    case .object(let members): members.mapValues(\.foundationObject)
    }
  }
}
