import FoundationEssentials
import Glibc
import LeetPictureClient
import TermCore

/// Draws a picture file or its bytes as cells: read (bounded), decode (scaled), fit, match symbols.
public enum PictureDrawer {
  /// The largest picture file drawn, as the cache keeps them.
  public static let maxFileBytes = 8 << 20

  /// Draws the picture in `request.file`.
  public static func draw(_ request: PictureRequest) -> Result<PictureCells, PictureFailure> {
    switch read(request.file) {
    case .success(let bytes):
      draw(
        bytes, maxColumns: request.maxColumns, maxRows: request.maxRows, mode: request.mode,
        enlarges: request.enlarges, graphics: request.graphics)
    case .failure(let failure): .failure(failure)
    }
  }

  /// Draws picture bytes within `maxColumns` x `maxRows` cells (each at most `PictureWire.maxSide`),
  /// past the picture's natural size when it `enlarges`; encoded for the terminal's `graphics`
  /// when given (the same cells, blank, carrying the image).
  public static func draw(
    _ bytes: [UInt8], maxColumns: Int, maxRows: Int, mode: PictureColorMode, enlarges: Bool = false,
    graphics: PictureGraphics? = nil
  ) -> Result<PictureCells, PictureFailure> {
    guard maxColumns > 0, maxRows > 0 else { return .failure(PictureFailure(.tooLarge, "no room to draw")) }
    let maxColumns = min(maxColumns, PictureWire.maxSide)
    let maxRows = min(maxRows, PictureWire.maxSide)
    if let graphics {
      return PictureDecoder.decode(
        bytes, maxColumns: maxColumns, maxRows: maxRows, samples: graphics.cellWidth,
        samplesDown: graphics.cellHeight, enlarges: enlarges
      ).flatMap { PictureEncoder.encode($0, graphics: graphics) }
    }
    let decoded = PictureDecoder.decode(
      bytes, maxColumns: maxColumns, maxRows: maxRows, samples: ChafaCells.samplesPerCell,
      enlarges: enlarges)
    return decoded.flatMap { fitted in
      guard
        let cells = ChafaCells.cells(fitted.picture, columns: fitted.columns, rows: fitted.rows, mode: mode)
      else {
        return .failure(PictureFailure(.damaged, "could not be drawn"))
      }
      return .success(cells)
    }
  }

  /// Reads at most `maxFileBytes` of `file`; a larger file is refused, and so is one that gives no
  /// byte (empty, or a folder).
  static func read(_ file: URL) -> Result<[UInt8], PictureFailure> {
    let unreadable = PictureFailure(.unreadable, "the picture file cannot be read")
    let descriptor = open(file.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(unreadable) }
    defer { close(descriptor) }
    guard let data = FileDescriptorIO.readToEnd(descriptor, limit: maxFileBytes) else {
      return .failure(PictureFailure(.tooLarge, "larger than \(maxFileBytes >> 20) MB"))
    }
    return data.isEmpty ? .failure(unreadable) : .success([UInt8](data))
  }
}
