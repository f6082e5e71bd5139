/// Whether a case's value is one of its parameter's type, as every harness reads it.
extension LocalValue {
  /// The first part of this value (itself, or an item in it) that is not of `type`, with the
  /// type it should be; nil when the whole value is one.
  ///
  /// An integer is a JSON integer in 32 bits, a long one in 64; a double any JSON number; a
  /// character a string of one ASCII character; a `ListNode` a list of integers; a `TreeNode` a
  /// list of integers and nulls. A list is never `null`.
  public func firstMismatch(_ type: LocalType) -> (part: LocalValue, type: LocalType)? {
    switch (type, self) {
    case (.integer, .number(let text)):
      return Self.isInteger(text) && Int32(text) != nil ? nil : (self, type)
    case (.long, .number(let text)):
      return Self.isInteger(text) && Int64(text) != nil ? nil : (self, type)
    case (.double, .number(let text)):
      return Self.isJSONNumber(text) ? nil : (self, type)
    case (.boolean, .bool), (.string, .string):
      return nil
    case (.character, .string(let text)):
      let scalars = text.unicodeScalars
      return scalars.count == 1 && scalars.allSatisfy(\.isASCII) ? nil : (self, type)
    case (.list(let element, _), .list(let items)):
      return items.lazy.compactMap { $0.firstMismatch(element) }.first
    case (.listNode, .list(let items)):
      return items.lazy.compactMap { $0.firstMismatch(.integer) }.first
    case (.treeNode, .list(let items)):
      return items.lazy.filter { $0 != .null }.compactMap { $0.firstMismatch(.integer) }.first
    default:
      return (self, type)
    }
  }

  /// Whether `text` is an integer as JSON writes one: an optional `-`, then `0` or digits not
  /// starting with `0`.
  static func isInteger(_ text: String) -> Bool {
    let digits = text.hasPrefix("-") ? text.utf8.dropFirst() : text.utf8[...]
    guard let first = digits.first, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return false }
    return first != 0x30 || digits.count == 1
  }

  /// Whether `text` is a number as JSON writes one (`-1.5e3`, not `.5`, `5.` or `01`).
  static func isJSONNumber(_ text: String) -> Bool {
    var rest = text.utf8[...]
    /// Drops the ASCII digits at the front of `rest`; how many there were.
    func digits() -> Int {
      let count = rest.prefix { (0x30...0x39).contains($0) }.count
      rest = rest.dropFirst(count)
      return count
    }
    if rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
    let leadingZero = rest.first == UInt8(ascii: "0")
    let whole = digits()
    guard whole > 0, !leadingZero || whole == 1 else { return false }
    if rest.first == UInt8(ascii: ".") {
      rest = rest.dropFirst()
      guard digits() > 0 else { return false }
    }
    if rest.first == UInt8(ascii: "e") || rest.first == UInt8(ascii: "E") {
      rest = rest.dropFirst()
      if rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
      guard digits() > 0 else { return false }
    }
    return rest.isEmpty
  }
}
