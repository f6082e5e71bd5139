/// A picture encoded for the terminal's own graphics (kitty, sixel, iTerm2), to be shown over
/// `columns` x `rows` cells; made only from what the picture helper encoded.
///
/// Two pictures are the same when their ids are: an id names one encoding, so frames compare
/// and hash by it without looking at the bytes.
public struct TerminalPicture: Hashable, Sendable {
  /// How the pixels travel.
  public enum Encoding: Sendable {
    /// A PNG file's bytes (kitty, iTerm2), `pixelWidth` x `pixelHeight`.
    case png([UInt8])
    /// One sixel sequence per row of cells, top to bottom, each a cell high.
    case sixel(rows: [[UInt8]])
  }

  /// The picture's id, unique in the run (kitty's image id), never 0.
  public let id: UInt32
  /// The cells it covers.
  public let columns: Int
  public let rows: Int
  /// The size of the encoded image in pixels.
  public let pixelWidth: Int
  public let pixelHeight: Int
  /// The encoded image.
  public let encoding: Encoding

  /// A picture over `columns` x `rows` cells; nil when a size is not positive or the id is 0.
  public init?(id: UInt32, columns: Int, rows: Int, pixelWidth: Int, pixelHeight: Int, encoding: Encoding) {
    guard id != 0, columns > 0, rows > 0, pixelWidth > 0, pixelHeight > 0 else { return nil }
    if case .sixel(let strips) = encoding, strips.count != rows { return nil }
    self.id = id
    self.columns = columns
    self.rows = rows
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.encoding = encoding
  }

  /// Whether `lhs` and `rhs` are the same picture over the same cells.
  public static func == (lhs: TerminalPicture, rhs: TerminalPicture) -> Bool {
    lhs.id == rhs.id && lhs.columns == rhs.columns && lhs.rows == rhs.rows
  }

  /// Hashes the id and the cells.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(columns)
    hasher.combine(rows)
  }
}

/// One row of cells of a terminal picture: which picture, and which of its rows (from 0).
public struct GraphicRow: Hashable, Sendable {
  public var picture: TerminalPicture
  public var row: Int

  public init(picture: TerminalPicture, row: Int) {
    self.picture = picture
    self.row = row
  }
}

/// A picture row placed in a grid: the row, and the column its first cell is at.
public struct PlacedGraphicRow: Hashable, Sendable {
  public var graphic: GraphicRow
  public var x: Int

  public init(graphic: GraphicRow, x: Int) {
    self.graphic = graphic
    self.x = x
  }

  /// The columns it covers.
  public var columns: Range<Int> { x..<(x + graphic.picture.columns) }
}
