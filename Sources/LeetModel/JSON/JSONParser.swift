import FoundationEssentials
import Glibc

/// A small, fast JSON reader over bytes, with a nesting limit, that repairs invalid UTF-8.
///
/// Foundation's decoders either lose the difference between `true` and `1` (JSONSerialization on
/// Linux) or are slow for schema-less trees (JSONDecoder). This reads RFC 8259 JSON straight into
/// `JSONValue`, and can also walk a document without building it (`skipValue`), which the problem
/// list's id lookup uses.
struct JSONParser {
  /// Why the bytes are not JSON, with the byte offset where reading stopped.
  typealias Failure = JSONParseFailure

  static let maximumDepth = JSONParseFailure.maximumDepth

  private let bytes: UnsafeBufferPointer<UInt8>
  private(set) var position = 0
  private var depth = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int = 0) {
    self.bytes = bytes
    self.position = position
  }

  /// Parses a whole document.
  /// - Throws: `Failure` for anything that is not exactly one JSON value.
  static func parse(_ data: Data) throws -> JSONValue {
    try data.withUnsafeBytes { raw in try parse(raw.bindMemory(to: UInt8.self)) }
  }

  /// Parses a whole document held in a string (JSON inside JSON, such as a question's `stats`),
  /// from its own UTF-8 rather than a `Data` copy.
  /// - Throws: `Failure` for anything that is not exactly one JSON value.
  static func parse(_ text: String) throws -> JSONValue {
    var text = text
    return try text.withUTF8 { try parse($0) }
  }

  /// Parses a whole document of `bytes`.
  /// - Throws: `Failure` for anything that is not exactly one JSON value.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws -> JSONValue {
    var parser = JSONParser(bytes)
    let value = try parser.parseValue()
    parser.skipWhitespace()
    guard parser.position == parser.bytes.count else { throw parser.failure("trailing characters") }
    return value
  }

  func failure(_ reason: String) -> Failure { Failure(reason: reason, offset: position) }

  var atEnd: Bool { position >= bytes.count }

  /// The next byte after whitespace, without consuming it.
  mutating func peek() -> UInt8? {
    skipWhitespace()
    return atEnd ? nil : bytes[position]
  }

  mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x0A, 0x0D, 0x09: position += 1
      default: return
      }
    }
  }

  /// Consumes `byte` (after whitespace) or throws.
  mutating func expect(_ byte: UInt8) throws {
    guard peek() == byte else { throw failure("expected '\(Character(Unicode.Scalar(byte)))'") }
    position += 1
  }

  /// Consumes `byte` (after whitespace) when it is next.
  mutating func consume(_ byte: UInt8) -> Bool {
    guard peek() == byte else { return false }
    position += 1
    return true
  }

  mutating func parseValue() throws -> JSONValue {
    guard let byte = peek() else { throw failure("unexpected end of data") }
    switch byte {
    case UInt8(ascii: "{"):
      try enter()
      defer { depth -= 1 }
      position += 1
      var members: [String: JSONValue] = [:]
      if consume(UInt8(ascii: "}")) { return .object(members) }
      repeat {
        guard peek() == UInt8(ascii: "\"") else { throw failure("expected a key") }
        let key = try parseString()
        try expect(UInt8(ascii: ":"))
        members[key] = try parseValue()
      } while consume(UInt8(ascii: ","))
      try expect(UInt8(ascii: "}"))
      return .object(members)
    case UInt8(ascii: "["):
      try enter()
      defer { depth -= 1 }
      position += 1
      var items: [JSONValue] = []
      if consume(UInt8(ascii: "]")) { return .array(items) }
      repeat { items.append(try parseValue()) } while consume(UInt8(ascii: ","))
      try expect(UInt8(ascii: "]"))
      return .array(items)
    case UInt8(ascii: "\""):
      return .string(try parseString())
    case UInt8(ascii: "t"):
      try literal("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try literal("null")
      return .null
    default:
      // Past a Double's range (`1e400`) strtod gives an infinity: read as absent, as JSONValue's
      // numbers are finite.
      let number = try parseNumber()
      return number.isFinite ? .number(number) : .null
    }
  }

  /// Walks over one value without building it.
  mutating func skipValue() throws {
    guard let byte = peek() else { throw failure("unexpected end of data") }
    switch byte {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      let close = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
      try enter()
      defer { depth -= 1 }
      position += 1
      if consume(close) { return }
      repeat {
        if close == UInt8(ascii: "}") {
          try skipString()
          try expect(UInt8(ascii: ":"))
        }
        try skipValue()
      } while consume(UInt8(ascii: ","))
      try expect(close)
    case UInt8(ascii: "\""):
      try skipString()
    case UInt8(ascii: "t"):
      try literal("true")
    case UInt8(ascii: "f"):
      try literal("false")
    case UInt8(ascii: "n"):
      try literal("null")
    default:
      let start = position
      while position < bytes.count, Self.isNumberByte(bytes[position]) { position += 1 }
      guard position > start else { throw failure("invalid value") }
    }
  }

  /// Reads an object key and tells which of `candidates` (UTF-8 bytes) it is, if any, without
  /// building a string unless the key holds escapes.
  mutating func readKey(matching candidates: [[UInt8]]) throws -> Int? {
    guard peek() == UInt8(ascii: "\"") else { throw failure("expected a key") }
    let start = position + 1
    var end = start
    while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\") { end += 1 }
    guard end < bytes.count else { throw failure("unterminated string") }
    if bytes[end] == UInt8(ascii: "\\") {
      let key = Array(try parseString().utf8)
      return candidates.firstIndex(of: key)
    }
    position = end + 1
    let key = UnsafeBufferPointer(rebasing: bytes[start..<end])
    return candidates.firstIndex { $0.count == key.count && $0.elementsEqual(key) }
  }

  private mutating func enter() throws {
    depth += 1
    if depth > Self.maximumDepth {
      var tooDeep = failure("nested deeper than \(Self.maximumDepth) levels")
      tooDeep.isNestedTooDeep = true
      throw tooDeep
    }
  }

  private mutating func literal(_ word: StaticString) throws {
    let count = word.utf8CodeUnitCount
    guard position + count <= bytes.count else { throw failure("unexpected end of data") }
    for i in 0..<count where bytes[position + i] != word.utf8Start[i] {
      throw failure("invalid literal")
    }
    position += count
  }

  private mutating func parseNumber() throws -> Double {
    let start = position
    while position < bytes.count, Self.isNumberByte(bytes[position]) { position += 1 }
    guard position > start, position - start < 400 else { throw failure("invalid value") }
    var text = [CChar](repeating: 0, count: position - start + 1)
    for i in start..<position { text[i - start] = CChar(bitPattern: bytes[i]) }
    var end: UnsafeMutablePointer<CChar>? = nil
    let value = text.withUnsafeMutableBufferPointer { buffer -> Double in
      guard let base = buffer.baseAddress else { return .nan }
      let v = strtod(base, &end)
      if end != base + (position - start) { return .nan }
      return v
    }
    guard !value.isNaN, bytes[start] != UInt8(ascii: "+") else { throw failure("invalid number") }
    return value
  }

  private static func isNumberByte(_ b: UInt8) -> Bool {
    (b >= 0x30 && b <= 0x39) || b == 0x2D || b == 0x2B || b == 0x2E || b == 0x65 || b == 0x45
  }

  /// Reads a string, decoding escapes; invalid UTF-8 and lone surrogates become U+FFFD.
  mutating func parseString() throws -> String {
    try expect(UInt8(ascii: "\""))
    let start = position
    // Fast path: no escapes.
    while position < bytes.count {
      let b = bytes[position]
      if b == UInt8(ascii: "\"") {
        let slice = UnsafeBufferPointer(rebasing: bytes[start..<position])
        position += 1
        return String(decoding: slice, as: UTF8.self)
      }
      if b == UInt8(ascii: "\\") || b < 0x20 { break }
      position += 1
    }
    var buffer = [UInt8]()
    buffer.reserveCapacity(position - start + 256)
    buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<position]))
    while position < bytes.count {
      // The plain bytes up to the next quote, backslash or control character, copied at once.
      let run = position
      while position < bytes.count {
        let b = bytes[position]
        if b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") || b < 0x20 { break }
        position += 1
      }
      if position > run { buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<position])) }
      guard position < bytes.count else { break }
      let b = bytes[position]
      position += 1
      switch b {
      case UInt8(ascii: "\""):
        return String(decoding: buffer, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard position < bytes.count else { throw failure("unterminated string") }
        let escape = bytes[position]
        position += 1
        switch escape {
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: "\""): buffer.append(escape)
        case UInt8(ascii: "u"):
          var scalar = try hex4()
          if (0xD800...0xDBFF).contains(scalar), position + 1 < bytes.count,
            bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
          {
            let save = position
            position += 2
            let low = try hex4()
            if (0xDC00...0xDFFF).contains(low) {
              scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else {
              position = save
            }
          }
          let value = Unicode.Scalar(scalar) ?? "\u{FFFD}"
          UTF8.encode(value) { buffer.append($0) }
        default:
          throw failure("invalid escape")
        }
      default:
        if b < 0x20 { throw failure("control character in string") }
        buffer.append(b)
      }
    }
    throw failure("unterminated string")
  }

  private mutating func skipString() throws {
    guard peek() == UInt8(ascii: "\"") else { throw failure("expected a string") }
    position += 1
    while position < bytes.count {
      let b = bytes[position]
      position += 1
      if b == UInt8(ascii: "\\") {
        position += 1
      } else if b == UInt8(ascii: "\"") {
        return
      }
    }
    throw failure("unterminated string")
  }

  private mutating func hex4() throws -> UInt32 {
    guard position + 4 <= bytes.count else { throw failure("invalid \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let b = bytes[position]
      position += 1
      let digit: UInt32
      switch b {
      case 0x30...0x39: digit = UInt32(b - 0x30)
      case 0x41...0x46: digit = UInt32(b - 0x41 + 10)
      case 0x61...0x66: digit = UInt32(b - 0x61 + 10)
      default: throw failure("invalid \\u escape")
      }
      value = value * 16 + digit
    }
    return value
  }
}
