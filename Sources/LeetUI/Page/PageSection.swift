import LeetModel
import LeetText

/// A part of a page made of sections: a notice, one entry of a list, a footer.
public struct PageSection: Hashable, Sendable {
  public var blocks: Document
  /// Whether the section is a selectable entry.
  public var isItem: Bool
  /// An entry that follows another without a blank line between (one-line entries).
  public var isCompact: Bool

  public init(_ blocks: Document, isItem: Bool = false, isCompact: Bool = false) {
    self.blocks = blocks
    self.isItem = isItem
    self.isCompact = isCompact
  }
}

extension PageLayout {
  /// Lays `sections` out at `width`, one blank line between them (none between compact entries),
  /// recording where each entry is.
  init(sections: [PageSection], width: Int) {
    var lines: [StyledLine] = []
    var offsets: [Int] = []
    var ranges: [Range<Int>] = []
    var count = 0
    var previousIsItem = false
    for section in sections {
      let part = PageLayout(document: section.blocks, width: width)
      let joined = section.isItem && section.isCompact && previousIsItem
      previousIsItem = section.isItem
      if !lines.isEmpty && !joined {
        lines.append(StyledLine())
        offsets.append(count)
      }
      let start = lines.count
      lines += part.lines
      offsets += part.textOffsets.map { $0 + count }
      count += part.lines.reduce(0) { total, line in
        total + line.text.reduce(0) { $0 + ($1.isWhitespace ? 0 : 1) }
      }
      if section.isItem { ranges.append(start..<lines.count) }
    }
    self.width = width
    self.lines = lines
    self.textOffsets = offsets
    self.itemRanges = ranges
  }
}
