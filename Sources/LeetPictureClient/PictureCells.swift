/// One colour as red, green and blue.
public struct PictureColor: Hashable, Sendable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The colour of a packed `0xRRGGBB` value.
  public init(packed: UInt32) {
    self.init(
      red: UInt8((packed >> 16) & 0xff), green: UInt8((packed >> 8) & 0xff), blue: UInt8(packed & 0xff))
  }

  /// This colour as `0xRRGGBB`.
  public var packed: UInt32 { UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }
}

/// One character cell of a picture: a block symbol drawn in `foreground` over `background`.
public struct PictureCell: Hashable, Sendable {
  public var character: Unicode.Scalar
  public var foreground: PictureColor
  public var background: PictureColor

  public init(character: Unicode.Scalar, foreground: PictureColor, background: PictureColor) {
    self.character = character
    self.foreground = foreground
    self.background = background
  }
}

/// A picture drawn as rows of character cells, each one column wide.
public struct PictureCells: Hashable, Sendable {
  /// Cells per row.
  public let columns: Int
  /// Number of rows.
  public let rows: Int
  /// The cells, row by row (`columns * rows` of them).
  public let cells: [PictureCell]
  /// The picture's natural size in pixels, as its file claims.
  public let sourceWidth: Int
  public let sourceHeight: Int
  /// The picture encoded for the terminal's graphics, over these cells (then blank), when asked.
  public let image: PictureImage?

  /// Cells of `columns` x `rows`; nil when `cells` does not have that many.
  public init?(
    columns: Int, rows: Int, cells: [PictureCell], sourceWidth: Int, sourceHeight: Int,
    image: PictureImage? = nil
  ) {
    guard columns > 0, rows > 0, cells.count == columns * rows else { return nil }
    self.image = image
    self.columns = columns
    self.rows = rows
    self.cells = cells
    self.sourceWidth = sourceWidth
    self.sourceHeight = sourceHeight
  }

  /// Blank cells of `columns` x `rows` under `image`; nil when a side is not positive.
  public init?(columns: Int, rows: Int, image: PictureImage, sourceWidth: Int, sourceHeight: Int) {
    let blank = PictureCell(
      character: " ", foreground: PictureColor(red: 0, green: 0, blue: 0),
      background: PictureColor(red: 255, green: 255, blue: 255))
    self.init(
      columns: columns, rows: rows, cells: Array(repeating: blank, count: max(0, columns * rows)),
      sourceWidth: sourceWidth, sourceHeight: sourceHeight, image: image)
  }

  /// The cells of row `row` (0-based).
  public func row(_ row: Int) -> ArraySlice<PictureCell> {
    cells[row * columns..<(row + 1) * columns]
  }
}
