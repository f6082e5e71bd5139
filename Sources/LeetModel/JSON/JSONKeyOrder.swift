/// The order Foundation's `JSONSerialization` writes an object's keys in under `.sortedKeys`.
///
/// It is a numeric, case-insensitive collation; this is it for the keys our files use: ASCII
/// letters, digits and punctuation. Runs of digits compare as numbers, letters without case and after digits, and
/// punctuation before both in the collation's order; keys equal so compare with lowercase first,
/// then by their scalars. Other scalars come after ASCII, by their value.
enum JSONKeyOrder {
  /// The punctuation of ASCII in the collation's order (space first), before digits and letters.
  private static let punctuation = Array(" _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".unicodeScalars)

  /// Whether `a` is written before `b`.
  static func precedes(_ a: String, _ b: String) -> Bool {
    let primary = compare(Array(a.unicodeScalars), Array(b.unicodeScalars))
    if primary != 0 { return primary < 0 }
    for (x, y) in zip(a.unicodeScalars, b.unicodeScalars) where x != y {
      if lowered(x) == lowered(y) { return x.value > y.value }
      break
    }
    if a.unicodeScalars.count != b.unicodeScalars.count {
      return a.unicodeScalars.count < b.unicodeScalars.count
    }
    return a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
  }

  /// -1, 0 or 1 as `a` sorts before, with or after `b` without case and with numbers as numbers.
  private static func compare(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    var i = 0
    var j = 0
    while i < a.count, j < b.count {
      if isDigit(a[i]), isDigit(b[j]) {
        let (x, nextI) = number(a, from: i)
        let (y, nextJ) = number(b, from: j)
        if x != y { return x.lexicographicallyPrecedes(y) ? -1 : 1 }
        (i, j) = (nextI, nextJ)
        continue
      }
      let x = weight(a[i])
      let y = weight(b[j])
      if x != y { return x < y ? -1 : 1 }
      i += 1
      j += 1
    }
    return i < a.count ? 1 : (j < b.count ? -1 : 0)
  }

  /// The run of digits from `start` without its leading zeros, as a key that compares as the number
  /// does (its length, then its digits), and the index after the run.
  private static func number(_ scalars: [Unicode.Scalar], from start: Int) -> ([UInt32], Int) {
    var end = start
    while end < scalars.count, isDigit(scalars[end]) { end += 1 }
    var digits = scalars[start..<end].map(\.value).drop { $0 == 0x30 }
    if digits.isEmpty { digits = [0x30] }
    return ([UInt32(digits.count)] + digits, end)
  }

  /// The place of `scalar` in the collation without case: punctuation, digits, letters, the rest.
  private static func weight(_ scalar: Unicode.Scalar) -> UInt32 {
    if let place = punctuation.firstIndex(of: scalar) { return UInt32(place) }
    if isDigit(scalar) { return 0x100 + scalar.value }
    if scalar.isASCII { return 0x200 + lowered(scalar).value }
    return 0x300 + scalar.value
  }

  /// `scalar` with an ASCII capital lowered.
  private static func lowered(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32) ?? scalar : scalar
  }

  /// Whether `scalar` is an ASCII digit.
  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}
