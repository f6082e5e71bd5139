/// Decodes HTML character references (`&lt;`, `&#39;`, `&#x27;`, `&nbsp;` ...) in UTF-8 bytes.
enum HTMLText {
  /// The text of `bytes[range]` with every character reference decoded.
  ///
  /// Named references come from the WHATWG table (`HTMLEntities`); a legacy name may lack its
  /// `;` (`&amp`), except in an attribute when a letter, digit or `=` follows. Numeric references
  /// that name no character (0, surrogates, beyond U+10FFFF) become U+FFFD; 0x80 to 0x9F map to
  /// Windows-1252 as browsers do. Anything else that is not a reference stays as written.
  static func decode(_ bytes: [UInt8], _ range: Range<Int>, inAttribute: Bool = false) -> String {
    var ampersand = range.lowerBound
    while ampersand < range.upperBound, bytes[ampersand] != UInt8(ascii: "&") { ampersand += 1 }
    if ampersand == range.upperBound { return string(bytes, range) }
    var out: [UInt8] = []
    out.reserveCapacity(range.count)
    bytes.withUnsafeBufferPointer {
      out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[range.lowerBound..<ampersand]))
    }
    var index = ampersand
    while index < range.upperBound {
      let byte = bytes[index]
      if byte != UInt8(ascii: "&") {
        out.append(byte)
        index += 1
        continue
      }
      if let (text, end) = reference(
        bytes, at: index, limit: range.upperBound, inAttribute: inAttribute)
      {
        appendUTF8(text, to: &out)
        index = end
      } else {
        out.append(byte)
        index += 1
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The text of the named references statements use most (`lt`, `gt`, `amp`, `quot`,
  /// `nbsp`), from the name's bytes, without a string or a search of the whole table.
  private static func common(_ bytes: [UInt8], _ name: Range<Int>) -> String? {
    let name = bytes[name]
    switch name.count {
    case 2 where name.last == UInt8(ascii: "t"):
      if name.first == UInt8(ascii: "l") { return "<" }
      if name.first == UInt8(ascii: "g") { return ">" }
    case 3 where name.elementsEqual("amp".utf8): return "&"
    case 4 where name.elementsEqual("quot".utf8): return "\""
    case 4 where name.elementsEqual("nbsp".utf8): return "\u{A0}"
    default: break
    }
    return nil
  }

  /// The reference starting at the `&` at `start`: its text and where it ends.
  private static func reference(
    _ bytes: [UInt8], at start: Int, limit: Int, inAttribute: Bool
  ) -> (String, Int)? {
    let first = start + 1
    guard first < limit else { return nil }
    if bytes[first] == UInt8(ascii: "#") { return numeric(bytes, from: first + 1, limit: limit) }
    var end = first
    while end < limit, end - first < 40, isAlphanumeric(bytes[end]) { end += 1 }
    guard end > first else { return nil }
    if end < limit, bytes[end] == UInt8(ascii: ";") {
      if let text = common(bytes, first..<end) { return (text, end + 1) }
      let name = string(bytes, first..<(end + 1))
      if let text = HTMLEntities.text(named: name[...]) { return (text, end + 1) }
    }
    // Legacy names without `;`: the longest one that prefixes the run.
    var length = min(end - first, HTMLEntities.longestLegacyName)
    while length >= 2 {
      let name = string(bytes, first..<(first + length))
      if let text = HTMLEntities.text(named: name[...]) {
        let after = first + length
        if inAttribute, after < limit,
          isAlphanumeric(bytes[after]) || bytes[after] == UInt8(ascii: "=")
        {
          return nil
        }
        return (text, after)
      }
      length -= 1
    }
    return nil
  }

  /// A numeric reference after `&#`: decimal, or hexadecimal after `x`.
  private static func numeric(_ bytes: [UInt8], from: Int, limit: Int) -> (String, Int)? {
    var index = from
    var hex = false
    if index < limit, bytes[index] == UInt8(ascii: "x") || bytes[index] == UInt8(ascii: "X") {
      hex = true
      index += 1
    }
    let digitsStart = index
    var value: UInt32 = 0
    while index < limit {
      let byte = bytes[index]
      let digit: UInt32
      if byte >= 48 && byte <= 57 {
        digit = UInt32(byte - 48)
      } else if hex, byte >= 97 && byte <= 102 {
        digit = UInt32(byte - 87)
      } else if hex, byte >= 65 && byte <= 70 {
        digit = UInt32(byte - 55)
      } else {
        break
      }
      if value <= 0x10FFFF { value = value * (hex ? 16 : 10) + digit }
      index += 1
    }
    guard index > digitsStart else { return nil }
    if index < limit, bytes[index] == UInt8(ascii: ";") { index += 1 }
    return (String(Character(scalar(for: value))), index)
  }

  /// The character a numeric reference names, as browsers decode it.
  static func scalar(for value: UInt32) -> Unicode.Scalar {
    let replacement: Unicode.Scalar = "\u{FFFD}"
    if value == 0 || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF) { return replacement }
    if value >= 0x80 && value <= 0x9F {
      let mapped = windows1252[Int(value - 0x80)]
      return mapped == 0 ? replacement : (Unicode.Scalar(mapped) ?? replacement)
    }
    return Unicode.Scalar(value) ?? replacement
  }

  /// What 0x80 to 0x9F mean in Windows-1252 (0: no character; the control is dropped later).
  private static let windows1252: [UInt32] = [
    0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
    0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
    0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
  ]

  /// The text of `bytes[range]` (specialised: no generic slice decoding).
  @inline(__always) static func string(_ bytes: [UInt8], _ range: Range<Int>) -> String {
    bytes.withUnsafeBufferPointer { buffer in
      String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
    }
  }

  @inline(__always) private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
  }

  private static func appendUTF8(_ text: String, to out: inout [UInt8]) {
    out.append(contentsOf: text.utf8)
  }
}
