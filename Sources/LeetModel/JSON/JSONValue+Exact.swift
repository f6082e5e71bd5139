import TermCore

/// Reads that take a value only in its own JSON type, as a cast of a `JSONSerialization` object
/// did (`as? String`, `as? Bool`): a number is not read as its digits, nor a string as a number.
extension JSONValue {
  /// The string, when the value is a JSON string.
  public var exactString: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The number, when the value is a JSON number.
  public var exactNumber: Double? {
    if case .number(let number) = self { return number }
    return nil
  }

  /// The number, when the value is a JSON number that is whole and fits an `Int`.
  public var exactInt: Int? {
    guard let number = exactNumber, number == number.rounded() else { return nil }
    return Int(clampingFinite: number)
  }

  /// The number, when the value is a JSON number that an `Int` holds exactly (nil past its range).
  public var exactWholeInt: Int? { exactNumber.flatMap { Int(exactly: $0) } }

  /// The number, when the value is a JSON number that an `Int64` holds exactly.
  public var exactWholeInt64: Int64? { exactNumber.flatMap { Int64(exactly: $0) } }

  /// The truth value, when the value is `true` or `false`.
  public var exactBool: Bool? {
    if case .bool(let truth) = self { return truth }
    return nil
  }

  /// The strings of an array that holds strings only; nil for anything else.
  public var exactStrings: [String]? {
    guard let items = array else { return nil }
    let strings = items.compactMap(\.exactString)
    return strings.count == items.count ? strings : nil
  }
}
