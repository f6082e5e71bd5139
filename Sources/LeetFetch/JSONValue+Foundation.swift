import Foundation
import LeetModel
import TermCore

extension JSONValue {
  /// The value as Foundation objects, for `JSONSerialization` (whole numbers as `Int`).
  public var foundationObject: Any {
    switch self {
    case .null: NSNull()
    case .bool(let b): b
    case .number(let n) where !n.isFinite: NSNull()
    case .number(let n): n == n.rounded() && abs(n) < 1e15 ? (Int(clampingFinite: n) ?? 0) as Any : n as Any
    case .string(let s): s
    case .array(let items): items.map(\.foundationObject)
    case .object(let members): members.mapValues(\.foundationObject)
    }
  }
}
