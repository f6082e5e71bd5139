import TermCore

/// Lays out `<pre>` lines: kept as written, indented by two columns (unless only that would
/// make them too wide, or the page's other `<pre>` blocks go without), and a line too long for
/// the width goes on in the next line, indented the same, behind `↪`: broken at a space or next
/// to a wide character where one is near the end (or where the cut word then fits whole), else
/// anywhere, but never inside a URL.
enum PreformattedLayout {
  /// The mark that starts a continued line.
  static let continuationMark = "↪"

  /// The indentation `source` gets at `width` on its own: two columns, or none on a narrow
  /// width or when the block fits the width only without it (an ASCII table drawn to the full
  /// width, say), so that it goes unindented rather than cut.
  static func indentation(_ source: [[Span]], width: Int) -> Int {
    guard width >= 12 else { return 0 }
    let widest = source.reduce(0) { max($0, $1.reduce(0) { $0 + TextColumns.of($1.text) }) }
    return widest > width - 2 && widest <= width ? 0 : 2
  }

  /// The lines of `source` at `width`, indented by `indent` columns (`indentation` by default).
  static func lines(_ source: [[Span]], width: Int, indent: Int? = nil) -> [StyledLine] {
    let indent = indent ?? indentation(source, width: width)
    let available = width - indent
    // Continued lines keep the indentation, then the mark; a wide character always fits after.
    let mark = available >= 8 ? continuationMark + " " : available >= 3 ? continuationMark : ""
    let markWidth = TextColumns.of(mark)
    let indentSpan = Span(String(repeating: " ", count: indent))
    let continuationSpan = Span(indentSpan.text + mark, style: .dim)
    var out: [StyledLine] = []
    var previousBlank = true
    for spans in source {
      if let fitting = plainLine(spans, available: available) {
        if fitting.isEmpty {
          if !previousBlank { out.append(StyledLine()) }
          previousBlank = true
        } else {
          out.append(StyledLine((indent > 0 ? [indentSpan] : []) + fitting))
          previousBlank = false
        }
        continue
      }
      if let lines = asciiLines(
        spans, available: available, markWidth: markWidth, first: indentSpan,
        continued: continuationSpan)
      {
        if lines.isEmpty {
          if !previousBlank { out.append(StyledLine()) }
          previousBlank = true
        } else {
          out.append(contentsOf: lines)
          previousBlank = false
        }
        continue
      }
      let characters = flatten(spans)
      if characters.isEmpty {
        if !previousBlank { out.append(StyledLine()) }
        previousBlank = true
        continue
      }
      previousBlank = false
      let total = characters.reduce(0) { $0 + $1.columns }
      if total <= available {
        out.append(line(indentSpan, characters[...]))
        continue
      }
      var start = 0
      var first = true
      while start < characters.count {
        if !first {
          while start < characters.count, characters[start].isSpace { start += 1 }
          if start == characters.count { break }
        }
        let limit = first ? available : available - markWidth
        var end = start
        var used = 0
        var lastBreak: Int?
        var usedAtBreak = 0
        while end < characters.count, used + characters[end].columns <= limit {
          if end > start, breaks(before: end, in: characters) {
            lastBreak = end
            usedAtBreak = used
          }
          used += characters[end].columns
          end += 1
        }
        if end == start { end = start + 1 }  // never happens at width >= 4; guards the loop
        if let url = urlCut(
          at: end, from: start, count: characters.count,
          isSpace: {
            characters[$0].isSpace
          }, text: { String(characters[$0].map(\.character)) })
        {
          end = url  // A URL is never cut: the line ends before it, or it goes on whole.
        } else if end < characters.count, breaks(before: end, in: characters) {
          // The line breaks right where it is full.
        } else if end < characters.count, let point = lastBreak,
          usedAtBreak * 2 >= limit
            || tokenWidth(from: point, in: characters) <= available - markWidth
        {
          // At the last break: the line is well filled, or the cut word fits whole next line.
          end = point
        }
        out.append(line(first ? indentSpan : continuationSpan, characters[start..<end]))
        start = end
        first = false
      }
    }
    while let last = out.last, last.spans.isEmpty { out.removeLast() }
    return out
  }

  /// A line of printable ASCII (the common case) broken by the same rules as `lines`, a byte
  /// per column, without building characters; nil for any other line.
  private static func asciiLines(
    _ spans: [Span], available: Int, markWidth: Int, first firstPrefix: Span, continued: Span
  ) -> [StyledLine]? {
    var bytes: [UInt8] = []
    var styles: [TextStyle] = []
    for span in spans {
      let style = span.style.union(.preformatted)
      for byte in span.text.utf8 {
        guard byte >= 0x20 && byte < 0x7F else { return nil }
        bytes.append(byte)
        styles.append(style)
      }
    }
    while bytes.last == 0x20 {
      bytes.removeLast()
      styles.removeLast()
    }
    let count = bytes.count
    var out: [StyledLine] = []
    var start = 0
    var first = true
    while start < count {
      if !first {
        while start < count, bytes[start] == 0x20 { start += 1 }
        if start == count { break }
      }
      let limit = max(1, first ? available : available - markWidth)
      var end = min(count, start + limit)
      if let url = urlCut(
        at: end, from: start, count: count, isSpace: { bytes[$0] == 0x20 },
        text: {
          HTMLText.string(bytes, $0)
        })
      {
        end = url  // A URL is never cut: the line ends before it, or it goes on whole.
      } else if end < count, bytes[end] != 0x20 {
        var point = end - 1
        while point > start, bytes[point] != 0x20 { point -= 1 }
        if point > start {
          var tokenEnd = point
          while tokenEnd < count, bytes[tokenEnd] == 0x20 { tokenEnd += 1 }
          let tokenStart = tokenEnd
          while tokenEnd < count, bytes[tokenEnd] != 0x20 { tokenEnd += 1 }
          if (point - start) * 2 >= limit || tokenEnd - tokenStart <= available - markWidth {
            end = point
          }
        }
      }
      var lineSpans: [Span] = []
      let prefix = first ? firstPrefix : continued
      if !prefix.text.isEmpty { lineSpans.append(prefix) }
      var runStart = start
      for index in start...end where index == end || styles[index] != styles[runStart] {
        if index > runStart {
          lineSpans.append(Span(HTMLText.string(bytes, runStart..<index), style: styles[runStart]))
        }
        runStart = index
      }
      out.append(StyledLine(lineSpans))
      start = end
      first = false
    }
    return out
  }

  /// Where a line from `start` cut at `end` must end instead when the cut falls inside a URL:
  /// before the URL, or, when the URL starts the line, after it (the line then wider than the
  /// width); nil when the cut is not inside a URL.
  private static func urlCut(
    at end: Int, from start: Int, count: Int, isSpace: (Int) -> Bool,
    text: (Range<Int>) -> String
  ) -> Int? {
    guard end < count, end > start, !isSpace(end), !isSpace(end - 1) else { return nil }
    var tokenStart = end
    while tokenStart > start, !isSpace(tokenStart - 1) { tokenStart -= 1 }
    var tokenEnd = end
    while tokenEnd < count, !isSpace(tokenEnd) { tokenEnd += 1 }
    guard LineWrapper.isURL([Span(text(tokenStart..<tokenEnd))]) else { return nil }
    return tokenStart > start ? tokenStart : tokenEnd
  }

  /// The line's spans as they are when they fit and need no tab or no-break-space handling.
  private static func plainLine(_ spans: [Span], available: Int) -> [Span]? {
    var total = 0
    var blank = true
    var noBreakSpaces = false
    for span in spans {
      var previous: UInt8 = 0
      for byte in span.text.utf8 {
        if byte == 0x09 || byte < 0x20 { return nil }
        if byte == 0xA0 && previous == 0xC2 { noBreakSpaces = true }
        if byte != 0x20 { blank = false }
        previous = byte
      }
      total += TextColumns.of(span.text)
      if total > available { return nil }
    }
    if blank { return [] }
    if !noBreakSpaces && spans.allSatisfy({ $0.style.contains(.preformatted) }) { return spans }
    return spans.map { span in
      let text = noBreakSpaces ? span.text.replacingNoBreakSpaces() : span.text
      return Span(text, style: span.style.union(.preformatted))
    }
  }

  /// Whether a continued line may break before `characters[index]`: at a space, or next to a
  /// wide character.
  private static func breaks(before index: Int, in characters: [StyledCharacter]) -> Bool {
    let after = characters[index]
    if after.isSpace { return true }
    let before = characters[index - 1]
    guard !before.isSpace, before.columns == 2 || after.columns == 2 else { return false }
    return LineBreaking.allowsBreak(between: before.character, and: after.character)
  }

  /// The columns of the word starting at `index` (after any spaces), up to the next break.
  private static func tokenWidth(from index: Int, in characters: [StyledCharacter]) -> Int {
    var position = index
    while position < characters.count, characters[position].isSpace { position += 1 }
    var width = 0
    while position < characters.count {
      width += characters[position].columns
      position += 1
      if position < characters.count, breaks(before: position, in: characters) { break }
    }
    return width
  }

  private struct StyledCharacter {
    let character: Character
    let style: TextStyle
    let columns: Int
    let isSpace: Bool

    init(_ character: Character, style: TextStyle, columns: Int) {
      self.character = character
      self.style = style
      self.columns = columns
      isSpace = character.asciiValue == 0x20
    }
  }

  /// The characters of a line, tabs expanded to 4-column stops and no-break spaces as spaces.
  private static func flatten(_ spans: [Span]) -> [StyledCharacter] {
    var out: [StyledCharacter] = []
    var column = 0
    for span in spans {
      let style = span.style.union(.preformatted)
      out.reserveCapacity(out.count + span.text.utf8.count)
      for character in span.text {
        if let ascii = character.asciiValue {
          if ascii == 0x09 {
            let spaces = 4 - column % 4
            for _ in 0..<spaces { out.append(StyledCharacter(" ", style: style, columns: 1)) }
            column += spaces
          } else if ascii >= 0x20 && ascii != 0x7F {
            out.append(StyledCharacter(character, style: style, columns: 1))
            column += 1
          }
          continue
        }
        if character.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
          continue
        }
        let clean: Character = character == "\u{A0}" ? " " : character
        let columns = TextColumns.of(clean)
        out.append(StyledCharacter(clean, style: style, columns: columns))
        column += columns
      }
    }
    while let last = out.last, last.isSpace { out.removeLast() }
    return out
  }

  private static func line(_ prefix: Span, _ characters: ArraySlice<StyledCharacter>) -> StyledLine {
    var spans: [Span] = prefix.text.isEmpty ? [] : [prefix]
    var text = ""
    var style: TextStyle?
    for item in characters {
      if item.style != style, let current = style {
        spans.append(Span(text, style: current))
        text = ""
      }
      style = item.style
      text.append(item.character)
    }
    if let current = style, !text.isEmpty { spans.append(Span(text, style: current)) }
    return StyledLine(spans)
  }
}
