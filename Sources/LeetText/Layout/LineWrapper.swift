import TermCore

/// Fills lines greedily with the words of styled text, no line wider than a width.
///
/// Words are runs between spaces (a no-break space counts as a space and prints as one);
/// runs of spaces collapse; a newline is a hard break. A word that holds wide (CJK) characters
/// may also break next to them (`LineBreaking`). A word wider than the width but not than the
/// page goes on a line of its own without indentation; a word wider still is broken between
/// characters, at the start of a fresh line, except a URL, which is never broken: it takes a
/// line of its own without indentation, however wide. A lone `·` between words (a separator,
/// as in `Easy · Array · 55.9%`) never ends a wrapped line: it goes with the word after it.
struct LineWrapper {
  /// Whether `text` is the separator kept with the word after it: `·` (UTF-8 C2 B7).
  @inline(__always) static func isSeparator(_ text: String) -> Bool {
    let utf8 = text.utf8
    return utf8.count == 2 && utf8.first == 0xC2 && utf8.last == 0xB7
  }

  private let width: Int
  /// The columns a word may take on a line of its own, written without the indentation of
  /// the blocks around it (`TextStyle.outdented` marks such a line); at least `width`.
  private let overflowWidth: Int
  /// A URL wider than the width is cut there with `…`, indented like the text around it (the
  /// interface, which cannot show a wider line), rather than kept whole on a line of its own.
  private let cutsURLs: Bool
  private var lines: [StyledLine] = []
  private var line: [Span] = []
  private var lineWidth = 0
  private var word: [Span] = []
  private var wordWidth = 0
  /// The word may hold wide characters, next to which it may break.
  private var wordMayHoldWide = false
  /// The style of the space before the word being read, when one was seen.
  private var spaceStyle: TextStyle?
  /// A hard line break was read (blank lines may need collapsing).
  private var sawLineBreak = false
  /// A separator read after some words, waiting to be placed with the next word, and the
  /// style of the space before it.
  private var separator: (pieces: [Span], spaceStyle: TextStyle?)?

  private init(width: Int, overflowWidth: Int, cutsURLs: Bool) {
    self.width = max(width, 2)
    self.overflowWidth = max(self.width, overflowWidth)
    self.cutsURLs = cutsURLs
  }

  /// The lines of `spans` at `width` columns; no leading, trailing or doubled blank lines.
  static func wrap(
    _ spans: [Span], width: Int, overflowWidth: Int = 0, cutsURLs: Bool = false
  ) -> [StyledLine] {
    var wrapper = LineWrapper(width: width, overflowWidth: overflowWidth, cutsURLs: cutsURLs)
    for span in spans { wrapper.read(span) }
    wrapper.finishWord()
    wrapper.placeSeparator()
    wrapper.endLine()
    return wrapper.sawLineBreak ? LineFinishing.collapseBlankLines(wrapper.lines) : wrapper.lines
  }

  /// The widest line of `spans` when nothing wraps.
  static func naturalWidth(_ spans: [Span]) -> Int {
    var widest = 0
    for line in wrap(spans, width: Int.max / 4) { widest = max(widest, line.width) }
    return widest
  }

  /// The columns of the widest unit of `spans` that no line break may split: a word, or a
  /// segment of one that holds wide characters; a URL counts whole.
  static func widestWord(_ spans: [Span]) -> Int {
    var widest = 0
    for line in wrap(spans, width: 2, overflowWidth: Int.max / 4) { widest = max(widest, line.width) }
    return widest
  }

  /// Whether a word is a URL, which is never broken: after any opening punctuation (`(`, `“`),
  /// a scheme of letters and `://`.
  static func isURL(_ pieces: [Span]) -> Bool {
    guard pieces.contains(where: { $0.text.contains("://") }) else { return false }
    let word = pieces.map(\.text).joined()
    let body = word.drop { !$0.isLetter }
    let scheme = body.prefix { $0.isASCII && $0.isLetter }
    return !scheme.isEmpty && body.dropFirst(scheme.count).hasPrefix("://")
  }

  private mutating func read(_ span: Span) {
    let text = CleanText.clean(span.text, keepNewlines: true)
    let utf8 = text.utf8
    var pieceStart = utf8.startIndex
    var index = pieceStart
    while index != utf8.endIndex {
      let byte = utf8[index]
      var next = utf8.index(after: index)
      if byte == 0xC2 {
        guard next != utf8.endIndex, utf8[next] == 0xA0 else {
          index = next
          continue
        }
        next = utf8.index(after: next)
      } else if byte != 0x20 && byte != 0x0A {
        index = next
        continue
      }
      if pieceStart < index {
        addPiece(Substring(text.unicodeScalars[pieceStart..<index]), span.style)
      }
      finishWord()
      if byte == 0x0A {
        placeSeparator()
        sawLineBreak = true
        endLine(keepEmpty: true)
        spaceStyle = nil
      } else if spaceStyle == nil {
        spaceStyle = span.style
      }
      pieceStart = next
      index = next
    }
    if pieceStart < utf8.endIndex {
      addPiece(Substring(text.unicodeScalars[pieceStart...]), span.style)
    }
  }

  private mutating func addPiece(_ piece: Substring, _ style: TextStyle) {
    wordWidth += TextColumns.of(piece)
    if !wordMayHoldWide, LineBreaking.mayHoldWide(piece) { wordMayHoldWide = true }
    if let last = word.indices.last, word[last].style == style {
      word[last].text += piece
    } else {
      word.append(Span(String(piece), style: style))
    }
  }

  private mutating func finishWord() {
    guard !word.isEmpty else { return }
    defer {
      word.removeAll(keepingCapacity: true)
      wordWidth = 0
      wordMayHoldWide = false
      spaceStyle = nil
    }
    if wordWidth == 1, lineWidth > 0, word.count == 1, Self.isSeparator(word[0].text) {
      placeSeparator()
      separator = (word, spaceStyle)
      return
    }
    if separator != nil { placeSeparator(before: wordWidth) }
    let fitsOnLine = lineWidth == 0 ? wordWidth <= width : lineWidth + 1 + wordWidth <= width
    if !fitsOnLine && wordMayHoldWide && !Self.isURL(word) {
      placeSegments()
      return
    }
    place(word, columns: wordWidth, spaced: true)
  }

  /// Places the waiting separator, if any: on this line when the word of `columns` after it
  /// fits there too (or no word follows), else at the start of the next line, or nowhere when
  /// the word would not fit behind it there either.
  private mutating func placeSeparator(before columns: Int? = nil) {
    guard let (pieces, separatorSpace) = separator else { return }
    separator = nil
    guard let columns, lineWidth + 3 + columns > width else {
      let wordSpace = spaceStyle
      spaceStyle = separatorSpace
      place(pieces, columns: 1, spaced: true)
      spaceStyle = wordSpace
      return
    }
    endLine()
    guard 2 + columns <= width else { return }
    for piece in pieces { append(piece.text, piece.style, columns: 1) }
  }

  /// Places pieces as one unbreakable unit (unless wider than the width), after a space when
  /// `spaced` and the line is not empty.
  private mutating func place(_ pieces: [Span], columns: Int, spaced: Bool) {
    if lineWidth > 0 {
      let gap = spaced ? 1 : 0
      if lineWidth + gap + columns <= width {
        if spaced { append(" ", spaceStyle ?? [], columns: 1) }
        for piece in pieces { append(piece.text, piece.style, columns: 0) }
        lineWidth += columns
        return
      }
      endLine()
    }
    if columns <= width {
      for piece in pieces { append(piece.text, piece.style, columns: 0) }
      lineWidth += columns
      return
    }
    if cutsURLs, Self.isURL(pieces) {
      lines.append(StyledLine(Self.cut(pieces, to: width)))
      return
    }
    if columns <= overflowWidth || Self.isURL(pieces) {
      lines.append(StyledLine([Span("", style: .outdented)] + pieces))
      return
    }
    breakWord(pieces)
  }

  /// Places a word that holds wide characters in segments, breaking next to them.
  private mutating func placeSegments() {
    var segment: [Span] = []
    var segmentWidth = 0
    var previous: Character?
    var first = true
    for piece in word {
      for character in piece.text {
        if let before = previous, LineBreaking.allowsBreak(between: before, and: character) {
          place(segment, columns: segmentWidth, spaced: first)
          first = false
          segment.removeAll(keepingCapacity: true)
          segmentWidth = 0
        }
        if let last = segment.indices.last, segment[last].style == piece.style {
          segment[last].text.append(character)
        } else {
          segment.append(Span(String(character), style: piece.style))
        }
        segmentWidth += TextColumns.of(character)
        previous = character
      }
    }
    if !segment.isEmpty { place(segment, columns: segmentWidth, spaced: first) }
  }

  /// The first `width - 1` columns of `pieces`, then `…` in the style of the last piece kept.
  static func cut(_ pieces: [Span], to width: Int) -> [Span] {
    var out: [Span] = []
    var columns = 0
    for piece in pieces {
      var text = ""
      for character in piece.text {
        let next = TextColumns.of(character)
        guard columns + next < width else { break }
        text.append(character)
        columns += next
      }
      if !text.isEmpty { out.append(Span(text, style: piece.style)) }
      guard columns + 1 < width, text.count == piece.text.count else { break }
    }
    out.append(Span("…", style: out.last?.style ?? pieces.first?.style ?? []))
    return out
  }

  /// Places a word wider than the width, a character at a time.
  private mutating func breakWord(_ pieces: [Span]) {
    for piece in pieces {
      for character in piece.text {
        let columns = TextColumns.of(character)
        if lineWidth + columns > width, lineWidth > 0 { endLine() }
        append(String(character), piece.style, columns: columns)
      }
    }
  }

  private mutating func append(_ text: String, _ style: TextStyle, columns: Int) {
    if let last = line.indices.last, line[last].style == style {
      line[last].text += text
    } else {
      line.append(Span(text, style: style))
    }
    lineWidth += columns
  }

  private mutating func endLine(keepEmpty: Bool = false) {
    if line.isEmpty && !keepEmpty { return }
    lines.append(StyledLine(line))
    line = []
    lineWidth = 0
  }
}

extension TextStyle {
  /// Layout-internal: the line is written without the indentation of the blocks around it.
  ///
  /// Its carrier is an empty span, dropped when lines are tidied.
  static let outdented = TextStyle(rawValue: 1 << 31)
}

/// Tidying of laid-out lines.
enum LineFinishing {
  /// Whether the line is to be written without indentation.
  static func isOutdented(_ line: StyledLine) -> Bool {
    line.spans.first.map { $0.text.isEmpty && $0.style.contains(.outdented) } ?? false
  }

  /// `line` behind `indent`; a blank or outdented line stays as it is.
  static func indented(_ line: StyledLine, by indent: Span) -> StyledLine {
    guard line.picture != nil || !(line.spans.isEmpty || isOutdented(line)) else { return line }
    return StyledLine([indent] + line.spans, picture: line.picture, graphic: line.graphic)
  }

  /// Whether a line shows nothing.
  static func isBlank(_ line: StyledLine) -> Bool {
    line.picture == nil
      && line.spans.allSatisfy { span in span.text.utf8.allSatisfy { $0 == 0x20 } }
  }

  /// Whether `tidy` would leave the line as it is.
  private static func isTidy(_ line: StyledLine) -> Bool {
    var previous: TextStyle?
    for span in line.spans {
      if span.text.isEmpty || span.style == previous { return false }
      previous = span.style
    }
    return line.spans.last.map { $0.text.utf8.last != 0x20 } ?? true
  }

  /// Drops leading and trailing blank lines and keeps at most one blank line in a row.
  static func collapseBlankLines(_ lines: [StyledLine]) -> [StyledLine] {
    var out: [StyledLine] = []
    out.reserveCapacity(lines.count)
    var previousBlank = true
    for line in lines {
      let blank = isBlank(line)
      if blank && previousBlank { continue }
      out.append(blank ? StyledLine() : line)
      previousBlank = blank
    }
    if let last = out.last, isBlank(last) { out.removeLast() }
    return out
  }

  /// The line with adjacent spans of one style merged, empty spans and trailing spaces dropped.
  static func tidy(_ line: StyledLine) -> StyledLine {
    if line.picture != nil || isTidy(line) { return line }
    var spans: [Span] = []
    spans.reserveCapacity(line.spans.count)
    for span in line.spans where !span.text.isEmpty {
      if let last = spans.indices.last, spans[last].style == span.style {
        spans[last].text += span.text
      } else {
        spans.append(span)
      }
    }
    while let last = spans.indices.last {
      let text = spans[last].text
      guard text.utf8.last == 0x20 else { break }
      var trimmed = Substring(text)
      while trimmed.utf8.last == 0x20 { trimmed = trimmed.dropLast() }
      if trimmed.isEmpty {
        spans.removeLast()
      } else {
        spans[last].text = String(trimmed)
        break
      }
    }
    return StyledLine(spans)
  }
}
