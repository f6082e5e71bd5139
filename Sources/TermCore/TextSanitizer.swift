/// Removes everything from untrusted text that could act on a terminal.
///
/// Escape sequences (CSI, OSC, DCS, SOS, PM, APC, and two-byte ESC forms) are dropped whole;
/// C0 and C1 controls, DEL, bidirectional overrides and isolates, and invisible format
/// characters that can hide text are removed. Newlines are kept when asked; tabs become spaces.
/// Invalid UTF-8 never reaches here: Swift strings hold valid Unicode (decoders repair it
/// to U+FFFD).
public enum TextSanitizer {
  /// Returns `text` with every control character and escape sequence removed.
  /// - Parameters:
  ///   - keepNewlines: keep `\n` (a `\r\n` pair or lone `\r` becomes `\n`); otherwise line
  ///     breaks become spaces.
  ///   - keepTabs: keep tabs (code indented with them); otherwise they become spaces.
  public static func clean(_ text: String, keepNewlines: Bool = false, keepTabs: Bool = false)
    -> String
  {
    if isClean(text) { return text }
    var out = String.UnicodeScalarView()
    var scalars = text.unicodeScalars.makeIterator()
    var pending: Unicode.Scalar? = nil
    while let scalar = pending ?? scalars.next() {
      pending = nil
      let v = scalar.value
      switch v {
      case 0x0A:
        out.append(keepNewlines ? "\n" : " ")
      case 0x0D:
        let next = scalars.next()
        out.append(keepNewlines ? "\n" : " ")
        if next?.value != 0x0A { pending = next }
      case 0x09:
        out.append(keepTabs ? "\t" : " ")
      case 0x1B:
        pending = skipEscape(&scalars)
      case 0x9B:  // C1 CSI
        pending = skipControlSequence(&scalars)
      case 0x90, 0x9D, 0x9E, 0x9F, 0x98:  // C1 DCS, OSC, PM, APC, SOS
        skipString(&scalars)
      default:
        if isRemoved(v) { continue }
        out.append(scalar)
      }
    }
    return String(out)
  }

  /// `text` cleaned onto one line, with runs of white space collapsed and the ends trimmed: for
  /// names and messages that go into a single line such as an error.
  public static func oneLine(_ text: String) -> String {
    // A loop rather than `split` and `joined`: the generic `joined` looks its types up at run time
    // on its first call, a cost on every start-up.
    var out = ""
    var spaced = false
    for character in clean(text) {
      if character == " " {
        spaced = !out.isEmpty
      } else {
        if spaced { out.append(" ") }
        spaced = false
        out.append(character)
      }
    }
    return out
  }

  /// Whether `text` has nothing to remove (the common case, checked fast).
  public static func isClean(_ text: String) -> Bool {
    for byte in text.utf8 {
      if byte < 0x20 || byte == 0x7F { return false }
      if byte >= 0x80 { return !text.unicodeScalars.contains { isRemoved($0.value) || $0.value < 0x20 } }
    }
    return true
  }

  /// Controls and invisible characters that never reach the terminal.
  @inline(__always)
  static func isRemoved(_ v: UInt32) -> Bool {
    if v < 0x20 || (v >= 0x7F && v < 0xA0) { return true }
    switch v {
    case 0x200B, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2060...0x2064,
      0x2066...0x206F, 0xFEFF, 0xFFF9...0xFFFB, 0x061C:
      return true
    default:
      return false
    }
  }

  /// After ESC: consumes the rest of the sequence; returns a scalar read past it, if any.
  private static func skipEscape(_ it: inout String.UnicodeScalarView.Iterator) -> Unicode.Scalar? {
    guard let next = it.next() else { return nil }
    switch next {
    case "[": return skipControlSequence(&it)
    case "]", "P", "X", "^", "_":
      skipString(&it)
      return nil
    default:
      // Two- or three-byte escapes: intermediates 0x20-0x2F, then one final byte.
      var current = next
      while (0x20...0x2F).contains(current.value) {
        guard let more = it.next() else { return nil }
        current = more
      }
      return nil
    }
  }

  /// Consumes CSI parameters and intermediates up to and including the final byte.
  private static func skipControlSequence(_ it: inout String.UnicodeScalarView.Iterator) -> Unicode.Scalar? {
    while let scalar = it.next() {
      let v = scalar.value
      if (0x40...0x7E).contains(v) { return nil }
      if !(0x20...0x3F).contains(v) { return scalar.value == 0x1B ? nil : scalar }
    }
    return nil
  }

  /// Consumes an OSC, DCS, PM, APC or SOS string up to BEL, ST (ESC \) or C1 ST.
  private static func skipString(_ it: inout String.UnicodeScalarView.Iterator) {
    var sawEscape = false
    while let scalar = it.next() {
      let v = scalar.value
      if v == 0x07 || v == 0x9C { return }
      if sawEscape && v == 0x5C { return }
      sawEscape = v == 0x1B
    }
  }
}

extension String {
  /// The text without leading and trailing characters in `set` (spaces by default), in pure Swift.
  ///
  /// Foundation's `trimmingCharacters` bridges through NSString, and a `Set<Character>` or a
  /// method generic over `StringProtocol` has its conformances looked up at run time on first
  /// use: each cost the start-up path more than the trimming itself.
  public func trimmed(_ set: [Character] = [" ", "\t", "\n", "\r"]) -> String {
    guard let first = firstIndex(where: { !set.contains($0) }),
      let last = lastIndex(where: { !set.contains($0) })
    else { return "" }
    return String(self[first...last])
  }
}
