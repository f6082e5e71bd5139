import TermCore
import TerminalGraphics

/// A picture asked for in the terminal's own graphics rather than cells: the encoding, and the
/// size of one of the terminal's cells in pixels.
public struct PictureGraphics: Hashable, Sendable {
  /// How the helper encodes the pixels.
  public enum Format: String, Hashable, Sendable {
    /// A PNG (kitty, iTerm2).
    case png
    /// Sixel rows, one a row of cells (xterm, foot, ...).
    case sixel
  }

  /// The most pixels a side of a cell may be said to have.
  public static let maxCellPixels = 64

  public var format: Format
  public var cellWidth: Int
  public var cellHeight: Int

  /// Graphics in `format` for cells of `cellWidth` x `cellHeight` pixels, each within
  /// 1...`maxCellPixels`.
  public init(format: Format, cellWidth: Int, cellHeight: Int) {
    self.format = format
    self.cellWidth = min(Self.maxCellPixels, max(1, cellWidth))
    self.cellHeight = min(Self.maxCellPixels, max(1, cellHeight))
  }
}

/// A picture the helper encoded for the terminal's graphics, checked on arrival: a PNG by its
/// signature, each sixel row by `SixelImage(checking:)`.
public struct PictureImage: Hashable, Sendable {
  /// The size of the encoded image in pixels.
  public let pixelWidth: Int
  public let pixelHeight: Int
  public let encoding: TerminalPicture.Encoding

  /// The PNG signature.
  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// An image of `encoding`; nil when it is not what the helper's encoders write.
  public init?(pixelWidth: Int, pixelHeight: Int, encoding: TerminalPicture.Encoding) {
    guard pixelWidth > 0, pixelHeight > 0 else { return nil }
    switch encoding {
    case .png(let bytes): guard bytes.starts(with: Self.pngSignature) else { return nil }
    case .sixel(let rows):
      guard !rows.isEmpty, rows.allSatisfy({ SixelImage(checking: $0) != nil }) else { return nil }
    }
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.encoding = encoding
  }

  /// Whole encodings compare by their bytes.
  public static func == (lhs: PictureImage, rhs: PictureImage) -> Bool {
    guard lhs.pixelWidth == rhs.pixelWidth, lhs.pixelHeight == rhs.pixelHeight else { return false }
    switch (lhs.encoding, rhs.encoding) {
    case (.png(let a), .png(let b)): return a == b
    case (.sixel(let a), .sixel(let b)): return a == b
    default: return false
    }
  }

  /// Hashes the size.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(pixelWidth)
    hasher.combine(pixelHeight)
  }
}
