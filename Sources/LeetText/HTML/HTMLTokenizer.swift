/// One piece of HTML as the tokenizer sees it.
enum HTMLToken {
  /// Character data between tags, as a byte range of the input (entities not yet decoded).
  case text(Range<Int>)
  /// A start tag with its lower-cased name and the attributes the reader uses.
  case startTag(name: String, attributes: [HTMLAttribute], selfClosing: Bool)
  /// An end tag with its lower-cased name.
  case endTag(name: String)
}

/// One attribute of a start tag, its value with entities decoded.
struct HTMLAttribute: Sendable {
  let name: String
  let value: String
}

/// A tolerant, iterative HTML tokenizer over UTF-8 bytes.
///
/// Follows the HTML5 rules where they matter for statements: a tag starts with `<` and a letter,
/// comments, doctypes and processing instructions are skipped, `<` before anything else is text.
/// An unterminated tag makes the rest of the input text (one scan, so time stays linear).
struct HTMLTokenizer {
  private let bytes: [UInt8]
  private var position = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The input the token ranges refer to.
  var input: [UInt8] { bytes }

  /// The next token, or nil at the end of the input.
  mutating func next() -> HTMLToken? {
    while position < bytes.count {
      if bytes[position] != UInt8(ascii: "<") { return .text(scanText(from: position)) }
      let start = position
      switch markup(at: start) {
      case .token(let token): return token
      case .skipped: continue
      case .notMarkup: return .text(scanText(from: start + 1, textStart: start))
      case .unterminated:
        position = bytes.count
        return .text(start..<bytes.count)
      }
    }
    return nil
  }

  /// Moves past the content of a raw-text element (`script`, `style`) up to its end tag.
  mutating func skipRawText(of name: String) {
    let needle = Array(name.utf8)
    var index = position
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "/"), matches(needle, at: index + 2)
      {
        let after = index + 2 + needle.count
        if after >= bytes.count || isTagEnd(bytes[after]) {
          position = index
          return
        }
      }
      index += 1
    }
    position = bytes.count
  }

  // MARK: - Text

  /// The range of text from `from` up to the next `<`; `textStart` is where it began.
  private mutating func scanText(from: Int, textStart: Int? = nil) -> Range<Int> {
    var index = from
    while index < bytes.count, bytes[index] != UInt8(ascii: "<") { index += 1 }
    position = index
    return (textStart ?? from)..<index
  }

  // MARK: - Markup

  private enum Markup {
    case token(HTMLToken)
    case skipped
    case notMarkup
    case unterminated
  }

  /// Reads the markup starting at the `<` at `start`.
  private mutating func markup(at start: Int) -> Markup {
    let next = start + 1
    guard next < bytes.count else { return .notMarkup }
    let byte = bytes[next]
    if byte == UInt8(ascii: "!") {
      if next + 2 < bytes.count, bytes[next + 1] == UInt8(ascii: "-"),
        bytes[next + 2] == UInt8(ascii: "-")
      {
        skipComment(from: next + 3)
      } else {
        skipPast(UInt8(ascii: ">"), from: next)
      }
      return .skipped
    }
    if byte == UInt8(ascii: "?") {
      skipPast(UInt8(ascii: ">"), from: next)
      return .skipped
    }
    if byte == UInt8(ascii: "/") {
      guard next + 1 < bytes.count else { return .notMarkup }
      if !isLetter(bytes[next + 1]) {
        if bytes[next + 1] == UInt8(ascii: ">") {
          position = next + 2
          return .skipped
        }
        skipPast(UInt8(ascii: ">"), from: next)
        return .skipped
      }
      let (name, afterName) = readName(from: next + 1)
      guard let close = find(UInt8(ascii: ">"), from: afterName) else { return .unterminated }
      position = close + 1
      return .token(.endTag(name: name))
    }
    guard isLetter(byte) else { return .notMarkup }
    let (name, afterName) = readName(from: next)
    return startTag(name: name, from: afterName)
  }

  /// Reads the attributes of a start tag up to its `>`.
  private mutating func startTag(name: String, from: Int) -> Markup {
    var attributes: [HTMLAttribute] = []
    var index = from
    var selfClosing = false
    while true {
      while index < bytes.count, isSpace(bytes[index]) { index += 1 }
      guard index < bytes.count else { return .unterminated }
      let byte = bytes[index]
      if byte == UInt8(ascii: ">") {
        position = index + 1
        return .token(.startTag(name: name, attributes: attributes, selfClosing: selfClosing))
      }
      if byte == UInt8(ascii: "/") {
        selfClosing = true
        index += 1
        continue
      }
      selfClosing = false
      let nameStart = index
      index += 1
      while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "="),
        bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/")
      {
        index += 1
      }
      let attributeName = lowercased(nameStart..<index)
      while index < bytes.count, isSpace(bytes[index]) { index += 1 }
      guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
      index += 1
      while index < bytes.count, isSpace(bytes[index]) { index += 1 }
      guard index < bytes.count else { return .unterminated }
      let valueRange: Range<Int>
      let quote = bytes[index]
      if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
        guard let close = find(quote, from: index + 1) else { return .unterminated }
        valueRange = (index + 1)..<close
        index = close + 1
      } else {
        let valueStart = index
        while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") {
          index += 1
        }
        valueRange = valueStart..<index
      }
      if Self.keptAttributes.contains(attributeName) {
        let value = HTMLText.decode(bytes, valueRange, inAttribute: true)
        attributes.append(HTMLAttribute(name: attributeName, value: value))
      }
    }
  }

  /// Attributes the reader looks at; the rest are skipped without decoding.
  private static let keptAttributes: Set<String> = [
    "href", "src", "alt", "class", "start", "face", "title", "type", "colspan",
  ]

  /// Skips a comment body up to `-->` (or `--!>`), or to the end of the input.
  private mutating func skipComment(from: Int) {
    var index = from
    // `<!-->` and `<!--->` end at once.
    if index < bytes.count, bytes[index] == UInt8(ascii: ">") {
      position = index + 1
      return
    }
    if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "-"),
      bytes[index + 1] == UInt8(ascii: ">")
    {
      position = index + 2
      return
    }
    while index + 2 < bytes.count {
      if bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "-") {
        if bytes[index + 2] == UInt8(ascii: ">") {
          position = index + 3
          return
        }
        if bytes[index + 2] == UInt8(ascii: "!"), index + 3 < bytes.count,
          bytes[index + 3] == UInt8(ascii: ">")
        {
          position = index + 4
          return
        }
      }
      index += 1
    }
    position = bytes.count
  }

  private mutating func skipPast(_ byte: UInt8, from: Int) {
    position = (find(byte, from: from) ?? (bytes.count - 1)) + 1
  }

  private func find(_ byte: UInt8, from: Int) -> Int? {
    var index = from
    while index < bytes.count {
      if bytes[index] == byte { return index }
      index += 1
    }
    return nil
  }

  /// A tag name: everything up to white space, `/` or `>`, lower-cased.
  private func readName(from: Int) -> (String, Int) {
    var index = from
    while index < bytes.count, !isTagEnd(bytes[index]) { index += 1 }
    return (lowercased(from..<index), index)
  }

  private func lowercased(_ range: Range<Int>) -> String {
    var needsLowering = false
    for index in range where bytes[index] >= UInt8(ascii: "A") && bytes[index] <= UInt8(ascii: "Z") {
      needsLowering = true
      break
    }
    if !needsLowering { return HTMLText.string(bytes, range) }
    return String(
      decoding: bytes[range].map { ($0 >= 65 && $0 <= 90) ? $0 + 32 : $0 }, as: UTF8.self)
  }

  private func matches(_ needle: [UInt8], at index: Int) -> Bool {
    guard index + needle.count <= bytes.count else { return false }
    for offset in 0..<needle.count {
      var byte = bytes[index + offset]
      if byte >= 65 && byte <= 90 { byte += 32 }
      if byte != needle[offset] { return false }
    }
    return true
  }

  @inline(__always) private func isLetter(_ byte: UInt8) -> Bool {
    (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
  }

  @inline(__always) private func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
  }

  @inline(__always) private func isTagEnd(_ byte: UInt8) -> Bool {
    isSpace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
  }
}
