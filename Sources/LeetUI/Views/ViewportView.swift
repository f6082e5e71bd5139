import LeetModel
import LeetText
import TermCore

/// The page: the selected segment's wrapped lines from its top line, with search matches marked.
enum ViewportView {
  static func draw(_ state: ProblemState, into grid: inout CellGrid) {
    let layout = state.currentLayout
    let margin = ProblemLayout.margin(forWidth: state.size.width)
    let width = state.contentWidth
    let matchesByLine = Dictionary(
      grouping: (state.search?.matches ?? []).enumerated(), by: { $0.element.line })
    let current = state.search?.current
    let selected = state.selectedItemLines
    let bar = state.theme.glyphs.hasHalfCells ? "▌" : "|"
    for row in 0..<state.viewportHeight {
      let index = state.top + row
      guard index < layout.lines.count else { break }
      let y = ProblemLayout.headerRows + row
      if let selected, selected.contains(index) {
        // The selected entry of a list: a bar in the margin beside each of its lines.
        grid.put(bar, at: Point(x: margin - 1, y: y), style: state.theme.keyName)
      }
      var marks: [(range: Range<Int>, current: Bool)] = []
      for (offset, match) in matchesByLine[index] ?? [] {
        marks.append((match.range, offset == current))
      }
      drawLine(
        layout.lines[index], marks: marks, at: Point(x: margin, y: y), width: width,
        theme: state.theme, into: &grid)
    }
  }

  /// One styled line; characters inside a mark get the match (or current match) style.
  private static func drawLine(
    _ line: StyledLine, marks: [(range: Range<Int>, current: Bool)], at point: Point, width: Int,
    theme: Theme,
    into grid: inout CellGrid
  ) {
    var x = point.x
    var characterIndex = 0
    let limit = point.x + width
    for span in line.spans {
      if marks.isEmpty {
        x += grid.put(
          span.text, at: Point(x: x, y: point.y), style: theme.style(for: span.style),
          maxWidth: limit - x)
        characterIndex += span.text.count
        continue
      }
      for character in span.text {
        var textStyle = span.style
        if let mark = marks.first(where: { $0.range.contains(characterIndex) }) {
          textStyle.insert(mark.current ? [.match, .currentMatch] : .match)
        }
        x += grid.put(
          String(character), at: Point(x: x, y: point.y), style: theme.style(for: textStyle),
          maxWidth: limit - x)
        characterIndex += 1
      }
    }
    let pictureX = x
    for glyph in line.picture ?? [] where x < limit {
      let style = Style(foreground: glyph.foreground, background: glyph.background)
      x += grid.put(
        String(Character(glyph.character)), at: Point(x: x, y: point.y), style: style, maxWidth: limit - x)
    }
    // The picture in the terminal's graphics over the blank cells just drawn.
    if let graphic = line.graphic, pictureX + graphic.picture.columns <= limit {
      grid.place(graphic, at: Point(x: pictureX, y: point.y))
    }
  }
}
