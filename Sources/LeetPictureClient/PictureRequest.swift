import FoundationEssentials

/// One picture to draw: a file on disk and the cells it may take.
public struct PictureRequest: Hashable, Sendable {
  public var file: URL
  /// The page width in cells.
  public var maxColumns: Int
  /// The most rows the picture may take (about half the screen).
  public var maxRows: Int
  public var mode: PictureColorMode
  /// Whether a picture smaller than the box is enlarged to fill it (one picture full-screen),
  /// rather than kept at its natural size.
  public var enlarges: Bool
  /// The terminal's graphics to encode the picture for, instead of cells.
  public var graphics: PictureGraphics?

  public init(
    file: URL, maxColumns: Int, maxRows: Int, mode: PictureColorMode, enlarges: Bool = false,
    graphics: PictureGraphics? = nil
  ) {
    self.file = file
    self.maxColumns = maxColumns
    self.maxRows = maxRows
    self.mode = mode
    self.enlarges = enlarges
    self.graphics = graphics
  }
}
