import LeetModel
import LeetText
import TermCore

/// A document laid out for one width: its wrapped lines, cleaned for the terminal, and where each
/// line starts in the text (to keep the same text at the top across a re-wrap).
public struct PageLayout: Hashable, Sendable {
  public let width: Int
  public let lines: [StyledLine]
  /// For each line, how many non-space characters of the document come before it.
  let textOffsets: [Int]
  /// The lines of each selectable entry, for a page made of sections (empty otherwise).
  public internal(set) var itemRanges: [Range<Int>] = []

  /// Lays `document` out at `width` columns, with `pictures` drawn.
  public init(document: Document, width: Int, pictures: PictureSlots = [:]) {
    self.width = width
    // The screen cannot show a line wider than the page: a long URL is cut there with `…`.
    let raw = DocumentLayout.lines(document, width: max(1, width), pictures: pictures, cutsURLs: true)
    var lines: [StyledLine] = []
    var offsets: [Int] = []
    var count = 0
    lines.reserveCapacity(raw.count)
    for line in raw {
      let clean = StyledLine(
        line.spans.map { Span(TextSanitizer.clean($0.text), style: $0.style) }, picture: line.picture,
        graphic: line.graphic)
      offsets.append(count)
      // A picture's URL is not counted: it is there only while the picture is not drawn.
      for span in clean.spans where !span.style.isSuperset(of: [.picture, .link]) {
        count += span.text.reduce(0) { $0 + ($1.isWhitespace ? 0 : 1) }
      }
      lines.append(clean)
    }
    while let last = lines.last, last.picture == nil, last.text.allSatisfy(\.isWhitespace),
      lines.count > 1
    {
      lines.removeLast()
      offsets.removeLast()
    }
    self.lines = lines
    textOffsets = offsets
  }

  /// The text offset of the start of line `index`.
  func textOffset(ofLine index: Int) -> Int {
    guard !textOffsets.isEmpty else { return 0 }
    return textOffsets[min(max(0, index), textOffsets.count - 1)]
  }

  /// The line holding the character at text offset `offset`: the last line starting at or before it.
  ///
  /// A blank line just above it is preferred when `keepBlankAbove` (the old top was blank).
  func line(containing offset: Int, keepBlankAbove: Bool = false) -> Int {
    var low = 0
    var high = textOffsets.count - 1
    var found = 0
    while low <= high {
      let mid = (low + high) / 2
      if textOffsets[mid] <= offset {
        found = mid
        low = mid + 1
      } else {
        high = mid - 1
      }
    }
    if keepBlankAbove, found > 0, isBlank(found - 1) {
      return found - 1
    }
    return found
  }

  /// Whether line `index` shows nothing.
  func isBlank(_ index: Int) -> Bool {
    index >= 0 && index < lines.count && lines[index].picture == nil
      && lines[index].text.allSatisfy(\.isWhitespace)
  }
}
