import FoundationEssentials
import TermCore

/// A `$...$` or `$$...$$` span cut out of the Markdown before cmark sees it.
struct MathSpan: Hashable, Sendable {
  /// The LaTeX between the dollars, as written.
  var latex: String
  /// `$$...$$`.
  var display: Bool
  /// A `$$` block on lines of its own (shown on lines of its own).
  var standsAlone: Bool
  /// The source with its dollars, for places that show source (code spans).
  var source: String
}

/// Markdown prepared for cmark, with math cut out.
///
/// Line ends normalised, legacy `\n` text turned into newlines, kramdown attributes removed,
/// and math replaced by placeholders that cmark reads as plain text (so it cannot take `_` or
/// `*` inside math for emphasis). Code is left untouched.
struct MarkdownSource {
  /// Private-use characters around a placeholder's index.
  static let placeholderOpen: Unicode.Scalar = "\u{E000}"
  static let placeholderClose: Unicode.Scalar = "\u{E001}"

  /// Whether `scalar` is one of the placeholder marks (never shown).
  static func isPlaceholderMark(_ scalar: Unicode.Scalar) -> Bool {
    scalar == placeholderOpen || scalar == placeholderClose
  }

  /// The prepared Markdown.
  private(set) var text: String
  /// The math spans, by placeholder index.
  private(set) var math: [MathSpan] = []

  init(_ raw: String) {
    let normalized = Self.legacyNewlines(Self.sanitized(Self.normalizedLineEnds(raw)))
    let codeLines = CmarkTree(normalized).codeBlockLines()
    text = ""
    text = prepare(normalized, codeLines: codeLines)
  }

  /// A piece of text from cmark: plain text or a math placeholder.
  enum Piece: Equatable {
    case text(String)
    case math(Int)
  }

  /// Splits `text` at math placeholders.
  static func pieces(_ text: String) -> [Piece] {
    guard text.unicodeScalars.contains(placeholderOpen) else { return [.text(text)] }
    var pieces: [Piece] = []
    var plain = String.UnicodeScalarView()
    var scalars = Array(text.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
      guard scalar == placeholderOpen else {
        plain.append(scalar)
        continue
      }
      var digits = ""
      while let next = scalars.first, next.properties.numericType != nil, next.isASCII {
        digits.unicodeScalars.append(next)
        scalars.removeFirst()
      }
      if scalars.first == placeholderClose, let index = Int(digits) {
        scalars.removeFirst()
        if !plain.isEmpty { pieces.append(.text(String(plain))) }
        plain = String.UnicodeScalarView()
        pieces.append(.math(index))
      } else {
        plain.append(contentsOf: digits.unicodeScalars)
      }
    }
    if !plain.isEmpty { pieces.append(.text(String(plain))) }
    return pieces
  }

  // MARK: - Whole-text steps

  private static func normalizedLineEnds(_ raw: String) -> String {
    var out = String.UnicodeScalarView()
    var previousWasCR = false
    for scalar in raw.unicodeScalars {
      defer { previousWasCR = scalar == "\r" }
      switch scalar {
      case "\r": out.append("\n")
      case "\n": if !previousWasCR { out.append("\n") }
      case placeholderOpen, placeholderClose: continue
      default: out.append(scalar)
      }
    }
    return String(out)
  }

  /// `text` without control characters or escape sequences; newlines and tabs are kept (tabs
  /// matter to Markdown and to code).
  private static func sanitized(_ text: String) -> String {
    if TextSanitizer.isClean(
      text.replacing("\t", with: " ").replacing("\n", with: " "))
    {
      return text
    }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.split(separator: "\t", omittingEmptySubsequences: false)
        .map { TextSanitizer.clean(String($0)) }.joined(separator: "\t")
    }.joined(separator: "\n")
  }

  /// LaTeX commands that begin with `\n` and so are not a legacy newline.
  private static let latexNCommands: Set<String> = [
    "ne", "neq", "nu", "nabla", "not", "notin", "neg", "ni", "nmid", "nexists", "newline",
    "nolimits", "nonumber", "notag", "nleq", "ngeq", "nparallel", "nsubseteq", "nsim",
  ]

  /// Legacy bodies are one line with `\n` written as text: those become newlines.
  private static func legacyNewlines(_ text: String) -> String {
    guard !text.contains("\n"), text.contains("\\n") else { return text }
    let scalars = Array(text.unicodeScalars)
    var out = String.UnicodeScalarView()
    var i = 0
    while i < scalars.count {
      let scalar = scalars[i]
      if scalar == "\\", i + 1 < scalars.count {
        let next = scalars[i + 1]
        if next == "\\" {
          out.append(contentsOf: [scalar, next])
          i += 2
          continue
        }
        if next == "n" || next == "r" || next == "t" {
          var name = ""
          var j = i + 1
          while j < scalars.count, scalars[j].properties.isAlphabetic, scalars[j].isASCII {
            name.unicodeScalars.append(scalars[j])
            j += 1
          }
          if !latexNCommands.contains(name) {
            if next != "r" { out.append(next == "n" ? "\n" : " ") }
            i += 2
            continue
          }
        }
      }
      out.append(scalar)
      i += 1
    }
    return String(out)
  }

  // MARK: - Line regions

  /// Copies code lines and blank lines as they are and prepares every run of other lines.
  private mutating func prepare(_ source: String, codeLines: [ClosedRange<Int>]) -> String {
    let lines = Array(source.utf8).split(
      separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    var isCode = [Bool](repeating: false, count: lines.count)
    for range in codeLines {
      for line in range where line >= 1 && line <= lines.count { isCode[line - 1] = true }
    }
    var out: [UInt8] = []
    out.reserveCapacity(source.utf8.count)
    var region: [UInt8] = []
    var regionHasLines = false
    func flush() {
      if regionHasLines {
        out += prepareRegion(region)
        out.append(UInt8(ascii: "\n"))
      }
      region.removeAll(keepingCapacity: true)
      regionHasLines = false
    }
    for (index, line) in lines.enumerated() {
      let blank = line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
      if isCode[index] || blank {
        flush()
        out += line
        out.append(UInt8(ascii: "\n"))
      } else {
        if regionHasLines { region.append(UInt8(ascii: "\n")) }
        region += line
        regionHasLines = true
      }
    }
    flush()
    if !out.isEmpty { out.removeLast() }  // the newline added after the last line
    return String(decoding: out, as: UTF8.self)
  }

  /// Replaces math with placeholders and drops kramdown attributes in one run of text lines,
  /// skipping code spans, escapes and HTML comments.
  private mutating func prepareRegion(_ r: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(r.count)
    var i = 0
    while i < r.count {
      switch r[i] {
      case Byte.backslash:
        out.append(r[i])
        if i + 1 < r.count { out.append(r[i + 1]) }
        i += 2
      case Byte.backtick:
        let end = Self.codeSpanEnd(r, from: i)
        out += r[i..<end]
        i = end
      case Byte.lessThan where Self.matches(r, at: i, "<!--"):
        let end = Self.find(r, "-->", from: i + 4).map { $0 + 3 } ?? r.count
        out += r[i..<end]
        i = end
      case Byte.openBrace where i + 1 < r.count && r[i + 1] == Byte.colon:
        if let close = Self.findOnLine(r, Byte.closeBrace, from: i + 2) {
          i = close + 1
        } else {
          out.append(r[i])
          i += 1
        }
      case Byte.star where Self.isBoldSeam(r, at: i):
        out += Array("** **".utf8)  // `**a****b**`: two bold runs written without a gap
        i += 4
      case Byte.bang where Self.matches(r, at: i, "!?!"):
        if let (end, path) = Self.slideshow(r, at: i) {
          out += Array("![slideshow](<\(path)>)".utf8)
          i = end
        } else {
          out.append(r[i])
          i += 1
        }
      case Byte.dollar:
        if let (end, span) = Self.mathSpan(r, at: i) {
          out += Array("\u{E000}\(math.count)\u{E001}".utf8)
          math.append(span)
          i = end
        } else {
          out.append(r[i])
          i += 1
        }
      default:
        out.append(r[i])
        i += 1
      }
    }
    return out
  }

  /// The index after a code span that starts at `start`, or after the backtick run when it
  /// has no closing run.
  private static func codeSpanEnd(_ r: [UInt8], from start: Int) -> Int {
    var runEnd = start
    while runEnd < r.count, r[runEnd] == Byte.backtick { runEnd += 1 }
    let length = runEnd - start
    var i = runEnd
    while i < r.count {
      if r[i] == Byte.backtick {
        var j = i
        while j < r.count, r[j] == Byte.backtick { j += 1 }
        if j - i == length { return j }
        i = j
      } else {
        i += 1
      }
    }
    return runEnd
  }

  /// Exactly four stars between two non-spaces.
  private static func isBoldSeam(_ r: [UInt8], at i: Int) -> Bool {
    guard i > 0, i + 4 < r.count, matches(r, at: i, "****") else { return false }
    return !isSpace(r[i - 1]) && r[i - 1] != Byte.star && !isSpace(r[i + 4])
      && r[i + 4] != Byte.star
  }

  /// LeetCode's slideshow marker `!?!path:width,height!?!` at `start`: the index after it and
  /// the path (shown as an image reference).
  private static func slideshow(_ r: [UInt8], at start: Int) -> (Int, String)? {
    var i = start + 3
    while i < r.count, r[i] != Byte.newline {
      if matches(r, at: i, "!?!") {
        var body = String(decoding: r[(start + 3)..<i], as: UTF8.self)
        if let colon = body.lastIndex(of: ":"),
          body[body.index(after: colon)...].allSatisfy({ $0.isNumber || $0 == "," || $0 == " " })
        {
          body = String(body[..<colon])
        }
        let path = body.filter { $0 != "<" && $0 != ">" && $0 != "\\" }
        return path.isEmpty ? nil : (i + 3, path)
      }
      i += 1
    }
    return nil
  }

  /// The math span at `start` (a `$`) and the index after it, or nil when the dollar is text.
  private static func mathSpan(_ r: [UInt8], at start: Int) -> (Int, MathSpan)? {
    if start + 1 < r.count, r[start + 1] == Byte.dollar {
      return displayMath(r, at: start)
    }
    guard start + 1 < r.count, !isSpace(r[start + 1]) else { return nil }
    var i = start + 1
    var sawCommand = false
    let limit = min(r.count, start + maximumInlineMath)
    while i < limit {
      if r[i] == Byte.backslash {
        sawCommand = true
        i += 2
        continue
      }
      if r[i] == Byte.dollar {
        let closes = !isSpace(r[i - 1]) && (i + 1 >= r.count || !isDigit(r[i + 1]))
        guard closes else {
          // `$5 and $10`: money, not math. But `$\textit{a} > $b$` (a stray dollar inside
          // LaTeX, as written in some articles) reads on to the next dollar.
          guard sawCommand else { return nil }
          i += 1
          continue
        }
        let latex = String(decoding: r[(start + 1)..<i], as: UTF8.self)
        let source = String(decoding: r[start...i], as: UTF8.self)
        return (i + 1, MathSpan(latex: latex, display: false, standsAlone: false, source: source))
      }
      i += 1
    }
    return nil
  }

  /// The longest inline math span looked for, in bytes (it may cross line breaks).
  private static let maximumInlineMath = 2_000

  private static func displayMath(_ r: [UInt8], at start: Int) -> (Int, MathSpan)? {
    var i = start + 2
    while i + 1 < r.count {
      if r[i] == Byte.backslash {
        i += 2
        continue
      }
      if r[i] == Byte.dollar && r[i + 1] == Byte.dollar { break }
      i += 1
    }
    guard i + 1 < r.count else { return nil }
    let content = r[(start + 2)..<i]
    guard content.contains(where: { !isSpace($0) && $0 != Byte.newline }) else { return nil }
    let lineStart = (r[..<start].lastIndex(of: Byte.newline) ?? -1) + 1
    let prefix = r[lineStart..<start]
    let lineEnd = r[(i + 2)...].firstIndex(of: Byte.newline) ?? r.count
    let alone =
      prefix.allSatisfy { isSpace($0) || $0 == Byte.greaterThan }
      && r[(i + 2)..<lineEnd].allSatisfy(isSpace)
    var latex = String(decoding: content, as: UTF8.self)
    if prefix.contains(Byte.greaterThan) {
      // Continuation lines of a quoted block carry the quote markers: not math.
      latex = latex.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.drop(while: { $0 == " " || $0 == ">" }) }
        .joined(separator: "\n")
    }
    let source = String(decoding: r[start..<(i + 2)], as: UTF8.self)
    return (i + 2, MathSpan(latex: latex, display: true, standsAlone: alone, source: source))
  }

  // MARK: - Byte helpers

  private enum Byte {
    static let backslash = UInt8(ascii: "\\")
    static let backtick = UInt8(ascii: "`")
    static let dollar = UInt8(ascii: "$")
    static let newline = UInt8(ascii: "\n")
    static let lessThan = UInt8(ascii: "<")
    static let greaterThan = UInt8(ascii: ">")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let colon = UInt8(ascii: ":")
    static let bang = UInt8(ascii: "!")
    static let star = UInt8(ascii: "*")
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == Byte.newline
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private static func matches(_ r: [UInt8], at i: Int, _ literal: String) -> Bool {
    var j = i
    for byte in literal.utf8 {
      guard j < r.count, r[j] == byte else { return false }
      j += 1
    }
    return true
  }

  private static func find(_ r: [UInt8], _ literal: String, from start: Int) -> Int? {
    var i = start
    while i < r.count {
      if matches(r, at: i, literal) { return i }
      i += 1
    }
    return nil
  }

  private static func findOnLine(_ r: [UInt8], _ byte: UInt8, from start: Int) -> Int? {
    var i = start
    while i < r.count, r[i] != Byte.newline {
      if r[i] == byte { return i }
      i += 1
    }
    return nil
  }
}
