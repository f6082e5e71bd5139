import LeetModel

/// The strict reads of the wire's JSON: each value only as the type it was written as, as the
/// wire's first reader (`JSONSerialization`'s casts) took it, never a number from a string.
extension JSONValue {
  /// The text of a string.
  var wireText: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// A number.
  var wireNumber: Double? {
    if case .number(let number) = self { return number }
    return nil
  }

  /// A whole number that an `Int` holds.
  var wireInteger: Int? { wireNumber.flatMap { Int(exactly: $0) } }

  /// A whole number that an `Int64` holds.
  var wireInteger64: Int64? { wireNumber.flatMap { Int64(exactly: $0) } }

  /// A list of strings only; nil when it holds anything else.
  var wireTexts: [String]? {
    guard let items = array else { return nil }
    let texts = items.compactMap(\.wireText)
    return texts.count == items.count ? texts : nil
  }
}
