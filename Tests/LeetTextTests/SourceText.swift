import TermCore

@testable import LeetText

/// What a statement's HTML says, read independently of the renderer for the corpus checks:
/// its words, `<pre>` lines and image URLs, found with a deliberately simple scan.
struct SourceText {
  /// Words of the text outside tags and tables, in order; every tag and the content of
  /// `<sup>`/`<sub>` count as a word break.
  var words: [[Unicode.Scalar]] = []
  /// The words outside `<pre>` (tables too) as a reader sees them, none to be split.
  ///
  /// Inline tags (`<code>`, `<strong>`, ...) do not break a word, other tags do; words around a
  /// `<sup>`/`<sub>` (which is rewritten) are left out.
  var unsplitWords: [[Unicode.Scalar]] = []
  /// Words inside tables (column layout interleaves wrapped cells, so order is not checked).
  var tableWords: [[Unicode.Scalar]] = []
  /// The non-blank lines of each `<pre>`, as words.
  var preLines: [[[[Unicode.Scalar]]]] = []
  /// The `src` of every `<img>`.
  var imageURLs: [String] = []
  /// The `href` of every `<a>` that names another site (`://`), shown beside its text.
  var linkURLs: [String] = []
  /// Digit-only superscripts and subscripts, such as ("10", "9", true).
  ///
  /// Each is the base run of digits or letters before the tag and the content.
  var scripts: [(base: String, content: String, superscript: Bool)] = []

  init(_ html: String) {
    let bytes = Array(html.utf8)
    var text: [UInt8] = []
    var flow: [UInt8] = []
    var pre: [UInt8]?
    var tableDepth = 0
    var index = 0
    func flushWords() {
      let decoded = TextSanitizer.clean(HTMLText.decode(text, 0..<text.count), keepNewlines: true)
      if tableDepth > 0 {
        tableWords.append(contentsOf: Self.words(decoded))
      } else {
        words.append(contentsOf: Self.words(decoded))
      }
      text.removeAll(keepingCapacity: true)
    }
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "<"), index + 1 < bytes.count else {
        text.append(byte)
        pre?.append(byte)
        if pre == nil { flow.append(byte) }
        index += 1
        continue
      }
      if starts(bytes, index, "<!--") {
        index = find(bytes, "-->", from: index + 4).map { $0 + 3 } ?? bytes.count
        continue
      }
      let next = bytes[index + 1]
      let isEnd = next == UInt8(ascii: "/")
      let nameStart = isEnd ? index + 2 : index + 1
      guard nameStart < bytes.count, isLetter(bytes[nameStart]) || next == UInt8(ascii: "!") else {
        text.append(byte)
        pre?.append(byte)
        if pre == nil { flow.append(byte) }
        index += 1
        continue
      }
      guard let close = find(bytes, ">", from: index) else {
        text.append(contentsOf: bytes[index...])
        pre?.append(contentsOf: bytes[index...])
        break
      }
      var nameEnd = nameStart
      while nameEnd < close, isLetter(bytes[nameEnd]) || isDigit(bytes[nameEnd]) { nameEnd += 1 }
      let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self).lowercased()
      let tag = String(decoding: bytes[index...close], as: UTF8.self)
      index = close + 1
      text.append(0x20)
      pre?.append(0x20)
      if name == "sup" || name == "sub" {
        flow.append(contentsOf: Self.rewritten)
      } else if !Self.inlineTags.contains(name) {
        flow.append(0x20)
      }
      switch (name, isEnd) {
      case ("table", false):
        flushWords()
        tableDepth += 1
      case ("table", true):
        flushWords()
        tableDepth = max(0, tableDepth - 1)
      case ("script", false), ("style", false):
        index = find(bytes, "</\(name)", from: index) ?? bytes.count
      case ("sup", false), ("sub", false):
        let end = find(bytes, "</\(name)>", from: index) ?? bytes.count
        let content = String(decoding: bytes[index..<end], as: UTF8.self)
        if !content.isEmpty, tableDepth == 0, content.utf8.allSatisfy(isDigit) {
          scripts.append((Self.base(before: text), content, name == "sup"))
        }
        text.append(0x20)
        pre?.append(0x20)
        index = min(bytes.count, end + name.count + 3)
      case ("pre", false):
        flushWords()
        pre = []
      case ("pre", true):
        if let content = pre { preLines.append(Self.lines(content)) }
        pre = nil
      case ("br", _):
        pre?.append(0x0A)
      case ("a", false):
        if let href = Self.attribute("href", in: tag), href.contains("://") { linkURLs.append(href) }
      case ("img", false):
        if let source = Self.attribute("src", in: tag), !source.isEmpty { imageURLs.append(source) }
      default:
        break
      }
    }
    if let content = pre { preLines.append(Self.lines(content)) }
    flushWords()
    let shown = TextSanitizer.clean(HTMLText.decode(flow, 0..<flow.count), keepNewlines: true)
    let marker: Unicode.Scalar = "\u{E000}"
    unsplitWords = Self.words(shown).filter { !$0.contains(marker) }
  }

  /// Tags that do not break a word.
  static let inlineTags: Set<String> = [
    "code", "strong", "b", "em", "i", "u", "span", "font", "s", "strike", "small", "big", "tt",
    "var", "kbd", "samp", "mark", "del", "ins",
  ]

  /// Marks a word that a `<sup>` or `<sub>` rewrites (U+E000 in UTF-8).
  static let rewritten: [UInt8] = [0xEE, 0x80, 0x80]

  /// The words of decoded text: runs between white space (no-break spaces included), without
  /// the renderer's drawing marks.
  static func words(_ text: String) -> [[Unicode.Scalar]] {
    var words: [[Unicode.Scalar]] = []
    var word: [Unicode.Scalar] = []
    for scalar in text.unicodeScalars {
      if isBreak(scalar) {
        if !word.isEmpty { words.append(word) }
        word = []
      } else if !isMark(scalar) {
        word.append(scalar)
      }
    }
    if !word.isEmpty { words.append(word) }
    return words
  }

  /// Scalars that separate words: HTML white space and the no-break space.
  static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20, 0x09, 0x0A, 0x0C, 0x0D, 0xA0: return true
    default: return false
    }
  }

  /// The layout's continuation mark: ignored in comparisons.
  static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "↪"
  }

  private static func lines(_ bytes: [UInt8]) -> [[[Unicode.Scalar]]] {
    let decoded = TextSanitizer.clean(HTMLText.decode(bytes, 0..<bytes.count), keepNewlines: true)
    return decoded.split(separator: "\n").map { words(String($0)) }.filter { !$0.isEmpty }
  }

  private static func base(before text: [UInt8]) -> String {
    var start = text.count
    while start > 0, text[start - 1] == 0x20 { start -= 1 }
    let end = start
    while start > 0, isLetter(text[start - 1]) || isDigit(text[start - 1]) { start -= 1 }
    return String(decoding: text[start..<end], as: UTF8.self)
  }

  private static func attribute(_ name: String, in tag: String) -> String? {
    guard let range = tag.range(of: " \(name)=") else { return nil }
    var rest = tag[range.upperBound...]
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
    rest = rest.dropFirst()
    guard let end = rest.firstIndex(of: quote) else { return nil }
    let raw = Array(rest[..<end].utf8)
    return TextSanitizer.clean(HTMLText.decode(raw, 0..<raw.count)).trimmingScalars(" ")
  }
}

private func starts(_ bytes: [UInt8], _ index: Int, _ prefix: String) -> Bool {
  let needle = Array(prefix.utf8)
  return index + needle.count <= bytes.count
    && Array(bytes[index..<(index + needle.count)]) == needle
}

private func find(_ bytes: [UInt8], _ needle: String, from: Int) -> Int? {
  let target = Array(needle.utf8)
  guard !target.isEmpty, from < bytes.count else { return nil }
  var index = from
  while index + target.count <= bytes.count {
    if bytes[index] == target[0] {
      var matched = true
      for offset in 1..<target.count {
        var byte = bytes[index + offset]
        if byte >= 65 && byte <= 90 { byte += 32 }
        if byte != target[offset] {
          matched = false
          break
        }
      }
      if matched { return index }
    }
    index += 1
  }
  return nil
}

private func isLetter(_ byte: UInt8) -> Bool {
  (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
}
private func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
