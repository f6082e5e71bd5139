import TermCore

/// Small text operations the reader and the layout share.

/// Whether a scalar is white space for collapsing: HTML spaces and the no-break space.
@inline(__always) func isSpace(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x20, 0x09, 0x0A, 0x0C, 0x0D, 0xA0: return true
  default: return false
  }
}

/// `text` with white-space runs (no-break spaces included) as single spaces, trimmed.
func collapsed(_ text: String) -> String {
  var out = String.UnicodeScalarView()
  var pendingSpace = false
  for scalar in text.unicodeScalars {
    if isSpace(scalar) {
      pendingSpace = !out.isEmpty
    } else {
      if pendingSpace { out.append(" ") }
      pendingSpace = false
      out.append(scalar)
    }
  }
  return String(out)
}

extension String {
  /// The string with `%XX` escapes decoded, or itself when they do not form valid UTF-8.
  func removingPercentEncodingLeniently() -> String {
    guard utf8.contains(UInt8(ascii: "%")) else { return self }
    return percentDecoded(strictly: false) ?? self
  }

  /// The string with `%XX` escapes decoded as Foundation's `removingPercentEncoding` decodes them:
  /// nil when a `%` is not followed by two hex digits or the bytes are not UTF-8.
  var removingPercentEncodingStrictly: String? { percentDecoded(strictly: true) }

  /// The bytes with `%XX` escapes decoded as UTF-8; a `%` without two hex digits after it stays
  /// (or, `strictly`, makes the answer nil).
  private func percentDecoded(strictly: Bool) -> String? {
    var bytes: [UInt8] = []
    var iterator = Array(utf8)[...]
    while let byte = iterator.popFirst() {
      let escape = iterator.prefix(2)
      if byte == UInt8(ascii: "%"), escape.count == 2,
        !strictly || escape.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
        let value = UInt8(String(decoding: escape, as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        iterator = iterator.dropFirst(2)
      } else if strictly && byte == UInt8(ascii: "%") {
        return nil
      } else {
        bytes.append(byte)
      }
    }
    return String(validating: bytes, as: UTF8.self)
  }

  /// The string without leading and trailing characters from `set`.
  func trimmingScalars(_ set: String) -> String {
    let scalars = Set(set.unicodeScalars)
    return trimmingScalars(where: scalars.contains)
  }
}

extension String {
  /// The string with each no-break space as a plain space.
  func replacingNoBreakSpaces() -> String {
    var view = String.UnicodeScalarView()
    for scalar in unicodeScalars { view.append(scalar == "\u{A0}" ? " " : scalar) }
    return String(view)
  }
}
