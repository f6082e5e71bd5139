/// Terminal column widths of characters and strings, from the generated Unicode table.
///
/// A grapheme cluster takes the width of its first scalar that has a width; an emoji
/// presentation selector (U+FE0F) or a zero-width joiner sequence makes it 2 columns.
public enum DisplayWidth {
  /// The columns one Unicode scalar takes: 0, 1 or 2.
  ///
  /// Control characters count 0.
  @inline(__always)
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let v = scalar.value
    if v < 0x7F { return v >= 0x20 ? 1 : 0 }
    if v < 0xA0 { return 0 }
    if v < 0x300 { return 1 }
    if contains(WidthTable.zeroWidth, v) { return 0 }
    if v >= 0x1100, contains(WidthTable.doubleWidth, v) { return 2 }
    return 1
  }

  /// The columns one grapheme cluster takes.
  @inline(__always)
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    if let first = scalars.first, scalars.count == 1 { return of(first) }
    var width = 0
    var joined = false
    for scalar in scalars {
      if scalar.value == 0xFE0F || scalar.value == 0x200D { joined = true; continue }
      if width == 0 { width = of(scalar) }
    }
    if joined && width == 1 { return 2 }
    return width
  }

  /// The columns a string takes on one line: the generic form specialised for `String`, so that
  /// callers in other modules do not go through the protocol's witnesses a character at a time.
  public static func of(_ string: String) -> Int {
    var total = 0
    for byte in string.utf8 {
      if byte >= 0x80 { return string.reduce(0) { $0 + of($1) } }
      if byte >= 0x20 && byte < 0x7F { total += 1 }
    }
    return total
  }

  /// The columns a string takes on one line.
  public static func of(_ string: some StringProtocol) -> Int {
    var total = 0
    for byte in string.utf8 {
      if byte >= 0x80 { return string.reduce(0) { $0 + of($1) } }
      if byte >= 0x20 && byte < 0x7F { total += 1 }
    }
    return total
  }

  /// Whether `value` lies in one of `ranges`, given as sorted first-and-last pairs.
  private static func contains(_ ranges: [UInt32], _ value: UInt32) -> Bool {
    var low = 0
    var high = ranges.count / 2 - 1
    while low <= high {
      let mid = (low + high) / 2
      if value < ranges[2 * mid] {
        high = mid - 1
      } else if value > ranges[2 * mid + 1] {
        low = mid + 1
      } else {
        return true
      }
    }
    return false
  }
}
