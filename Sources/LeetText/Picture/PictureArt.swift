import TermCore

/// One cell of a drawn picture: a block symbol in `foreground` over `background`.
public struct PictureGlyph: Hashable, Sendable {
  public var character: Unicode.Scalar
  public var foreground: Color
  public var background: Color

  public init(character: Unicode.Scalar, foreground: Color, background: Color) {
    self.character = character
    self.foreground = foreground
    self.background = background
  }
}

/// A picture drawn as rows of one-column cells, ready to lay out in a page.
public struct PictureArt: Hashable, Sendable {
  /// Cells per row.
  public let columns: Int
  /// The rows, each `columns` cells.
  public let rows: [[PictureGlyph]]
  /// The picture in the terminal's graphics shown over the rows (then blank), when it has one.
  public let graphic: TerminalPicture?

  /// Art of `rows`, under `graphic`; nil when empty, when the rows are not all `columns` wide,
  /// or when `graphic` covers other cells.
  public init?(columns: Int, rows: [[PictureGlyph]], graphic: TerminalPicture? = nil) {
    guard columns > 0, !rows.isEmpty, rows.allSatisfy({ $0.count == columns }) else { return nil }
    if let graphic, graphic.columns != columns || graphic.rows != rows.count { return nil }
    self.columns = columns
    self.rows = rows
    self.graphic = graphic
  }

  /// The lines of the picture's rows, each knowing its row of the graphic.
  public var lines: [StyledLine] {
    rows.enumerated().map { index, row in
      StyledLine([], picture: row, graphic: graphic.map { GraphicRow(picture: $0, row: index) })
    }
  }
}

/// What the layout knows of one picture, by its URL: drawn cells, or why it is not drawn.
public enum PictureSlot: Hashable, Sendable {
  /// Drawn: the cells replace the URL, the label follows them.
  case drawn(PictureArt)
  /// Not drawn, and worth asking again (`r`): the label carries this short note.
  case failed(note: String)
  /// Not drawn by leetview's rules (not https, a private address, past a cap): the label
  /// carries this short note, and asking again would change nothing.
  case refused(note: String)

  /// Whether asking again may draw it: it failed, it was not refused.
  public var isRetryable: Bool {
    if case .failed = self { return true }
    return false
  }
}

/// The pictures a layout may draw, by the URL written in the document.
public typealias PictureSlots = [String: PictureSlot]
