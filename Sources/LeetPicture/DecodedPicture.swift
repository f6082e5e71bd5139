import CPictureDecode
import LeetPictureClient

/// A decoded picture: opaque RGBA8 pixels, already scaled down to the size it is drawn at.
public struct DecodedPicture: Sendable {
  /// The natural size, as the file claims.
  public var sourceWidth: Int
  public var sourceHeight: Int
  /// The size of `pixels`.
  public var width: Int
  public var height: Int
  /// RGBA8, row by row, `width * 4` bytes a row.
  public var pixels: [UInt8]
}

/// Decodes PNG, JPEG and GIF (first frame) by their magic bytes, within a budget: pictures that
/// claim more pixels are refused from their header, and rows are scaled down as they are read.
public enum PictureDecoder {
  /// Most pixels a picture may claim (about 8000 x 8000).
  public static let maxSourcePixels: Int64 = 64_000_000
  /// Most bytes a decoder may hold at once for a whole picture (interlaced PNG, progressive JPEG).
  public static let maxBufferBytes: Int64 = 48 << 20

  /// The format of `data` by its first bytes: `png`, `jpeg`, `gif`, or nil.
  public static func format(of data: [UInt8]) -> String? {
    switch Int32(lv_picture_sniff(data, data.count)) {
    case Int32(LV_PICTURE_PNG.rawValue): "png"
    case Int32(LV_PICTURE_JPEG.rawValue): "jpeg"
    case Int32(LV_PICTURE_GIF.rawValue): "gif"
    default: nil
    }
  }

  /// Decodes `data` scaled down to fit `boxWidth` x `boxHeight` pixels (aspect kept, never enlarged).
  public static func decode(_ data: [UInt8], boxWidth: Int, boxHeight: Int) -> Result<
    DecodedPicture, PictureFailure
  > {
    decode(
      data,
      lv_picture_target(box_width: Int32(boxWidth), box_height: Int32(boxHeight), sizer: nil, context: nil))
  }

  /// Decodes `data` for the cells `PictureFit` gives it within `maxColumns` x `maxRows`, scaled
  /// straight to `samples` x `samples` pixels a cell (what the cell matcher looks at; `samples`
  /// across and `samplesDown` down when given, a terminal's cell in pixels), or to its natural
  /// size where that is smaller and it is not `enlarges`.
  public static func decode(
    _ data: [UInt8], maxColumns: Int, maxRows: Int, samples: Int, samplesDown: Int? = nil,
    enlarges: Bool = false
  ) -> Result<CellPicture, PictureFailure> {
    var fit = CellFit(
      maxColumns: Int32(maxColumns), maxRows: Int32(maxRows), samples: Int32(samples),
      samplesDown: Int32(samplesDown ?? samples), enlarges: enlarges)
    let decoded = withUnsafeMutablePointer(to: &fit) { context in
      decode(data, lv_picture_target(box_width: 0, box_height: 0, sizer: fitCells, context: context))
    }
    return decoded.map { CellPicture(picture: $0, columns: Int(fit.columns), rows: Int(fit.rows)) }
  }

  /// Decodes `data` to the size `target` gives.
  static func decode(_ data: [UInt8], _ target: lv_picture_target) -> Result<DecodedPicture, PictureFailure> {
    var picture = lv_picture()
    let budget = lv_picture_budget(max_source_pixels: maxSourcePixels, max_buffer_bytes: maxBufferBytes)
    data.withUnsafeBufferPointer { bytes in
      lv_picture_decode_to(bytes.baseAddress, bytes.count, target, budget, &picture)
    }
    defer { lv_picture_release(&picture) }
    guard picture.status == Int32(LV_PICTURE_OK.rawValue), let pixels = picture.pixels else {
      let message = withUnsafeBytes(of: picture.message) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      return .failure(PictureFailure(kind(of: picture.status), message))
    }
    let count = Int(picture.width) * Int(picture.height) * 4
    return .success(
      DecodedPicture(
        sourceWidth: Int(picture.source_width), sourceHeight: Int(picture.source_height),
        width: Int(picture.width), height: Int(picture.height),
        pixels: Array(UnsafeBufferPointer(start: pixels, count: count))))
  }

  /// The failure kind of a decoder status.
  static func kind(of status: Int32) -> PictureFailure.Kind {
    switch status {
    case Int32(LV_PICTURE_NOT_A_PICTURE.rawValue): .notAPicture
    case Int32(LV_PICTURE_TOO_LARGE.rawValue): .tooLarge
    case Int32(LV_PICTURE_NO_MEMORY.rawValue): .tooLarge
    default: .damaged
    }
  }
}

/// A picture decoded for `columns` x `rows` cells.
public struct CellPicture: Sendable {
  public var picture: DecodedPicture
  public var columns: Int
  public var rows: Int
}

/// What the decoder's sizer is asked (the cell box, pixels sampled a cell) and answers (the cells).
struct CellFit {
  var maxColumns: Int32
  var maxRows: Int32
  var samples: Int32
  /// Pixels sampled a cell down.
  var samplesDown: Int32
  /// Whether the picture may be drawn past its natural size (one picture full-screen).
  var enlarges = false
  var columns: Int32 = 0
  var rows: Int32 = 0
}

/// The decoder's sizer for cells: fits the source into cells (PictureFit) and asks for `samples`
/// pixels a cell each way.
private let fitCells: lv_picture_sizer = { sourceWidth, sourceHeight, context, width, height in
  guard let fit = context?.assumingMemoryBound(to: CellFit.self), let width, let height else { return }
  let size = PictureFit.cells(
    width: Int(sourceWidth), height: Int(sourceHeight), maxColumns: Int(fit.pointee.maxColumns),
    maxRows: Int(fit.pointee.maxRows), enlarges: fit.pointee.enlarges)
  fit.pointee.columns = Int32(size.columns)
  fit.pointee.rows = Int32(size.rows)
  width.pointee = Int32(size.columns) * fit.pointee.samples
  height.pointee = Int32(size.rows) * fit.pointee.samplesDown
}
