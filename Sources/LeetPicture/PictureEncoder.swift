import CPictureDecode
import LeetPictureClient
import TermCore
import TerminalGraphics

/// Encodes a decoded picture for the terminal's graphics: a PNG (libpng) or sixel rows, over the
/// cells the page gives it; never more than `PictureWire.maxImageBytes`, sixel within
/// `maxSixelBytes`.
public enum PictureEncoder {
  /// The most bytes of sixel a picture is drawn with (about a screen's worth at 1920 x 1080).
  public static let maxSixelBytes = 4 << 20

  /// `fitted` encoded in `graphics`, as blank cells carrying the image.
  public static func encode(
    _ fitted: CellPicture, graphics: PictureGraphics
  ) -> Result<PictureCells, PictureFailure> {
    let picture = fitted.picture
    // The cells' pixels exactly, the picture in them at its own aspect (the terminal's cells are
    // seldom the 1:2 the cell count assumes), centred on white.
    let width = fitted.columns * graphics.cellWidth
    let height = fitted.rows * graphics.cellHeight
    let rgb = boxed(picture, width: width, height: height)
    let image: PictureImage?
    switch graphics.format {
    case .png:
      image = png(rgb, width: width, height: height).flatMap {
        PictureImage(pixelWidth: width, pixelHeight: height, encoding: .png($0))
      }
    case .sixel:
      image = sixelRows(rgb, width: width, rowHeight: graphics.cellHeight, rows: fitted.rows).flatMap {
        PictureImage(pixelWidth: width, pixelHeight: height, encoding: .sixel(rows: $0))
      }
    }
    guard let image,
      let cells = PictureCells(
        columns: fitted.columns, rows: fitted.rows, image: image, sourceWidth: picture.sourceWidth,
        sourceHeight: picture.sourceHeight)
    else {
      return .failure(PictureFailure(.tooLarge, "too large for the terminal's graphics"))
    }
    return .success(cells)
  }

  /// RGB `pixels` as a PNG; nil when libpng fails or it is too large.
  static func png(_ pixels: [UInt8], width: Int, height: Int) -> [UInt8]? {
    var output: UnsafeMutablePointer<UInt8>?
    var count = 0
    let ok = pixels.withUnsafeBufferPointer {
      lv_picture_encode_png(
        $0.baseAddress, Int32(width), Int32(height), PictureWire.maxImageBytes, &output, &count)
    }
    defer { lv_picture_free_bytes(output) }
    guard ok == 1, let output else { return nil }
    return Array(UnsafeBufferPointer(start: output, count: count))
  }

  /// The picture as RGB on a white `width` x `height` canvas: scaled (nearest pixel) to fit it at
  /// the source's aspect, centred.
  static func boxed(_ picture: DecodedPicture, width: Int, height: Int) -> [UInt8] {
    var rgb = [UInt8](repeating: 255, count: width * height * 3)
    guard picture.width > 0, picture.height > 0 else { return rgb }
    let aspect =
      picture.sourceWidth > 0 && picture.sourceHeight > 0
      ? Double(picture.sourceWidth) / Double(picture.sourceHeight)
      : Double(picture.width) / Double(picture.height)
    let fitWidth = max(1, min(width, Int(clampingFinite: (Double(height) * aspect).rounded()) ?? width))
    let fitHeight = max(1, min(height, Int(clampingFinite: (Double(fitWidth) / aspect).rounded()) ?? height))
    let left = (width - fitWidth) / 2
    let top = (height - fitHeight) / 2
    for y in 0..<fitHeight {
      let sourceRow = min(picture.height - 1, y * picture.height / fitHeight) * picture.width
      for x in 0..<fitWidth {
        let source = 4 * (sourceRow + min(picture.width - 1, x * picture.width / fitWidth))
        let target = 3 * ((top + y) * width + left + x)
        rgb[target] = picture.pixels[source]
        rgb[target + 1] = picture.pixels[source + 1]
        rgb[target + 2] = picture.pixels[source + 2]
      }
    }
    return rgb
  }

  /// One sixel sequence per row of cells of `rgb`; nil past `maxSixelBytes`.
  static func sixelRows(_ rgb: [UInt8], width: Int, rowHeight: Int, rows: Int) -> [[UInt8]]? {
    var strips: [[UInt8]] = []
    var total = 0
    let stride = width * rowHeight * 3
    for row in 0..<rows {
      let strip = Array(rgb[(row * stride)..<((row + 1) * stride)])
      guard let sixel = SixelImage(rgb: strip, width: width, height: rowHeight) else { return nil }
      total += sixel.bytes.count
      guard total <= maxSixelBytes else { return nil }
      strips.append(sixel.bytes)
    }
    return strips
  }
}
