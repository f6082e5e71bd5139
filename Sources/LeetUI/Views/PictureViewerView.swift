import LeetText
import TermCore

/// One picture full-screen: its rows from the viewer's top, in the middle of the screen, and a
/// status line saying which picture, which rows, and the viewer's keys.
///
/// Pure: the same state always gives the same grid.
enum PictureViewerView {
  /// The screen for `state` with `viewer` open.
  static func render(_ state: ProblemState, _ viewer: PictureViewer) -> CellGrid {
    var grid = CellGrid(size: state.size)
    let visible = PictureViewer.visibleRows(for: state.size)
    let words = state.words.statusLine
    if let art = viewer.art {
      let x0 = max(0, (state.size.width - art.columns) / 2)
      let y0 = max(0, (visible - art.rows.count) / 2)
      for (row, glyphs) in art.rows.dropFirst(viewer.top).prefix(visible).enumerated() {
        var x = x0
        for glyph in glyphs where x < state.size.width {
          let style = Style(foreground: glyph.foreground, background: glyph.background)
          x += grid.put(String(Character(glyph.character)), at: Point(x: x, y: y0 + row), style: style)
        }
        if let picture = art.graphic {
          grid.place(GraphicRow(picture: picture, row: viewer.top + row), at: Point(x: x0, y: y0 + row))
        }
      }
    } else {
      let note = note(viewer, words: words)
      let x = max(0, (state.size.width - DisplayWidth.of(note)) / 2)
      grid.put(note, at: Point(x: x, y: visible / 2), style: state.theme.notice, maxWidth: state.size.width)
    }
    drawStatus(state, viewer, into: &grid)
    return grid
  }

  /// What stands in for a picture not drawn: the wait, why it failed, or that it is not cached.
  private static func note(_ viewer: PictureViewer, words: StatusLineWords) -> String {
    if viewer.drawnFor == nil { return words.drawingPicture }
    switch viewer.slots[viewer.url] {
    case .failed(let note)?, .refused(let note)?: return TextSanitizer.clean(note)
    case .drawn?, nil: return viewer.pending == nil ? words.pictureNotCached : words.drawingPicture
    }
  }

  /// The last row: `picture 2 of 3 · tree.png · line 1-7 of 20` on the left and the keys on the
  /// right, the file name and then the keys left out where they do not fit.
  private static func drawStatus(_ state: ProblemState, _ viewer: PictureViewer, into grid: inout CellGrid) {
    let theme = state.theme
    let words = state.words.statusLine
    let y = state.size.height - 1
    let width = state.size.width
    let separator = " \(theme.glyphs.separator) "
    let which = words.picture(viewer.index + 1, viewer.urls.count)
    let name = viewer.url.split(separator: "/").last.map { TextSanitizer.clean(String($0)) } ?? ""
    var rows = ""
    let visible = PictureViewer.visibleRows(for: state.size)
    if let art = viewer.art, art.rows.count > visible {
      let last = min(art.rows.count, viewer.top + visible)
      rows = separator + words.lines(viewer.top + 1, last, art.rows.count)
    }
    let full = which + (name.isEmpty ? "" : separator + name) + rows
    let hints = KeyHint.hints(
      [
        ([.lineDown, .lineUp], words.hint("scroll")),
        ([.nextPicture, .previousPicture], words.hint("next/prev")),
        ([.closePicture], words.hint("close")),
      ], in: .pictureViewer)
    let fewer = Array(hints.dropFirst())
    let fewest = Array(hints.suffix(1))
    let choices: [(String, [KeyHint])] = [
      (full, hints), (which + rows, hints), (full, fewer), (which + rows, fewer), (which + rows, fewest),
      (which, fewest), (which + rows, []), (which, []),
    ]
    let (left, shown) =
      choices.first { DisplayWidth.of($0.0) + ($0.1.isEmpty ? 0 : 2 + Self.width($0.1)) <= width }
      ?? (which, [])
    grid.put(left, at: Point(x: 0, y: y), style: theme.quiet, maxWidth: width)
    var x = width - Self.width(shown)
    for (index, hint) in shown.enumerated() {
      if index > 0 { x += 2 }
      x += grid.put(hint.key, at: Point(x: x, y: y), style: theme.keyName)
      x += grid.put(" " + hint.label, at: Point(x: x, y: y), style: theme.quiet)
    }
  }

  /// The columns a row of hints takes, two spaces between them.
  private static func width(_ hints: [KeyHint]) -> Int {
    hints.reduce(0) { $0 + DisplayWidth.of($1.key) + 1 + DisplayWidth.of($1.label) } + max(0, hints.count - 1)
      * 2
  }
}
