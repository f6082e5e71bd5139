import FoundationEssentials
import TermCore

/// How requests and drawn pictures cross the pipes between leetview and `leetview-picture`.
///
/// Requests (to the helper's stdin) are text, one a line: `<mode> <maxColumns> <maxRows> <path>`,
/// mode `24` or `256`, followed by `+` when the picture may be enlarged to fill the box, then
/// for the terminal's graphics `:png:<w>x<h>` or `:sixel:<w>x<h>` (a cell in pixels). Replies
/// (from its stdout) are binary, little-endian, one per request in order after the 4-byte magic
/// `LVP1`:
/// - `C`, u16 columns, u16 rows, u32 source width, u32 source height, then columns x rows cells
///   of 10 bytes: u32 Unicode scalar, foreground R G B, background R G B;
/// - `G`, u16 columns, u16 rows, u32 source width, u32 source height, u16 pixel width, u16 pixel
///   height, u8 format (`P` PNG, `S` sixel), then u32 length and that many bytes, once for a PNG
///   and once a row of cells for sixel (`PictureImage` checks them);
/// - `N`, u8 failure kind, u16 length, that many bytes of UTF-8 note.
public enum PictureWire {
  /// The bytes a reply stream starts with.
  public static let magic = Array("LVP1".utf8)
  /// Most columns or rows a request may ask for or a reply carry (chafa's working picture for
  /// 500 x 500 cells is 4000 x 4000 pixels, 64 MB).
  public static let maxSide = 500
  /// Most bytes of an encoded image a reply carries.
  public static let maxImageBytes = 16 << 20

  // MARK: - Requests

  /// The request line for `request`; nil when the path cannot travel on one line.
  public static func encode(_ request: PictureRequest) -> String? {
    let path = request.file.path
    guard !path.contains("\n"), !path.contains("\r"), (1...maxSide).contains(request.maxColumns),
      (1...maxSide).contains(request.maxRows)
    else { return nil }
    var mode = request.mode.rawValue + (request.enlarges ? "+" : "")
    if let graphics = request.graphics {
      mode += ":\(graphics.format.rawValue):\(graphics.cellWidth)x\(graphics.cellHeight)"
    }
    return "\(mode) \(request.maxColumns) \(request.maxRows) \(path)\n"
  }

  /// The request of one line (without its newline); nil when it is malformed.
  public static func decodeRequest(_ line: Substring) -> PictureRequest? {
    let parts = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
    let modeParts = parts.first?.split(separator: ":", omittingEmptySubsequences: false) ?? []
    let enlarges = modeParts.first?.hasSuffix("+") == true
    var graphics: PictureGraphics?
    if modeParts.count == 3 {
      let size = modeParts[2].split(separator: "x")
      guard let format = PictureGraphics.Format(rawValue: String(modeParts[1])), size.count == 2,
        let width = Int(size[0]), let height = Int(size[1]),
        (1...PictureGraphics.maxCellPixels).contains(width),
        (1...PictureGraphics.maxCellPixels).contains(height)
      else { return nil }
      graphics = PictureGraphics(format: format, cellWidth: width, cellHeight: height)
    }
    guard parts.count == 4, modeParts.count == 1 || graphics != nil,
      let mode = PictureColorMode(rawValue: String(modeParts[0].dropLast(enlarges ? 1 : 0))),
      let columns = Int(parts[1]), let rows = Int(parts[2]), (1...maxSide).contains(columns),
      (1...maxSide).contains(rows), !parts[3].isEmpty
    else { return nil }
    return PictureRequest(
      file: URL(fileURLWithPath: String(parts[3])), maxColumns: columns, maxRows: rows, mode: mode,
      enlarges: enlarges, graphics: graphics)
  }

  // MARK: - Replies

  /// Appends the reply for one outcome to `out`.
  public static func append(_ outcome: Result<PictureCells, PictureFailure>, to out: inout [UInt8]) {
    switch outcome {
    case .success(let picture):
      if let image = picture.image {
        appendImage(image, of: picture, to: &out)
        return
      }
      out.append(UInt8(ascii: "C"))
      put(UInt32(picture.columns), bytes: 2, into: &out)
      put(UInt32(picture.rows), bytes: 2, into: &out)
      put(UInt32(clamping: picture.sourceWidth), bytes: 4, into: &out)
      put(UInt32(clamping: picture.sourceHeight), bytes: 4, into: &out)
      out.reserveCapacity(out.count + picture.cells.count * 10)
      for cell in picture.cells {
        put(cell.character.value, bytes: 4, into: &out)
        out += [cell.foreground.red, cell.foreground.green, cell.foreground.blue]
        out += [cell.background.red, cell.background.green, cell.background.blue]
      }
    case .failure(let failure):
      let text = Array(failure.message.utf8.prefix(1000))
      out.append(UInt8(ascii: "N"))
      out.append(failure.kind.rawValue)
      put(UInt32(text.count), bytes: 2, into: &out)
      out += text
    }
  }

  /// Appends the `G` reply of `picture`'s encoded `image`.
  static func appendImage(_ image: PictureImage, of picture: PictureCells, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "G"))
    put(UInt32(picture.columns), bytes: 2, into: &out)
    put(UInt32(picture.rows), bytes: 2, into: &out)
    put(UInt32(clamping: picture.sourceWidth), bytes: 4, into: &out)
    put(UInt32(clamping: picture.sourceHeight), bytes: 4, into: &out)
    put(UInt32(clamping: image.pixelWidth), bytes: 2, into: &out)
    put(UInt32(clamping: image.pixelHeight), bytes: 2, into: &out)
    let parts: [[UInt8]]
    switch image.encoding {
    case .png(let bytes):
      out.append(UInt8(ascii: "P"))
      parts = [bytes]
    case .sixel(let rows):
      out.append(UInt8(ascii: "S"))
      parts = rows
    }
    for part in parts {
      put(UInt32(part.count), bytes: 4, into: &out)
      out += part
    }
  }

  /// Reads the rest of a `G` reply, after its letter.
  static func decodeImage(_ reader: inout ByteReader) throws -> PictureCells {
    let columns = Int(try reader.integer(2))
    let rows = Int(try reader.integer(2))
    let width = Int(try reader.integer(4))
    let height = Int(try reader.integer(4))
    let pixelWidth = Int(try reader.integer(2))
    let pixelHeight = Int(try reader.integer(2))
    guard (1...maxSide).contains(columns), (1...maxSide).contains(rows) else { throw malformed }
    let format = try reader.byte()
    var total = 0
    func part() throws -> [UInt8] {
      let count = Int(try reader.integer(4))
      total += count
      guard total <= maxImageBytes else { throw malformed }
      return try reader.take(count)
    }
    let encoding: TerminalPicture.Encoding
    switch format {
    case UInt8(ascii: "P"): encoding = .png(try part())
    case UInt8(ascii: "S"): encoding = .sixel(rows: try (0..<rows).map { _ in try part() })
    default: throw malformed
    }
    guard let image = PictureImage(pixelWidth: pixelWidth, pixelHeight: pixelHeight, encoding: encoding),
      let picture = PictureCells(
        columns: columns, rows: rows, image: image, sourceWidth: width, sourceHeight: height)
    else { throw malformed }
    return picture
  }

  /// Reads the replies of a whole stream: exactly `count` of them after the magic.
  /// - Throws: `PictureFailure` (`.unreadable`) when the stream is short or malformed.
  public static func decodeReplies(_ bytes: [UInt8], count: Int) throws -> [Result<
    PictureCells, PictureFailure
  >] {
    var reader = ByteReader(bytes: bytes)
    guard try reader.take(4) == magic else { throw malformed }
    var replies: [Result<PictureCells, PictureFailure>] = []
    for _ in 0..<count { replies.append(try decodeReply(&reader)) }
    return replies
  }

  /// Reads the replies a stream holds before it ends or breaks (a helper that crashed midway),
  /// at most `count`; the rest are for the caller to fail.
  public static func decodeAvailableReplies(_ bytes: [UInt8], count: Int) -> [Result<
    PictureCells, PictureFailure
  >] {
    var reader = ByteReader(bytes: bytes)
    guard (try? reader.take(4)) == magic else { return [] }
    var replies: [Result<PictureCells, PictureFailure>] = []
    while replies.count < count, let reply = try? decodeReply(&reader) { replies.append(reply) }
    return replies
  }

  /// Reads one reply.
  static func decodeReply(_ reader: inout ByteReader) throws -> Result<PictureCells, PictureFailure> {
    switch try reader.byte() {
    case UInt8(ascii: "G"):
      return .success(try decodeImage(&reader))
    case UInt8(ascii: "C"):
      let columns = Int(try reader.integer(2))
      let rows = Int(try reader.integer(2))
      let width = Int(try reader.integer(4))
      let height = Int(try reader.integer(4))
      guard (1...maxSide).contains(columns), (1...maxSide).contains(rows) else { throw malformed }
      var cells: [PictureCell] = []
      cells.reserveCapacity(columns * rows)
      for _ in 0..<columns * rows {
        guard let scalar = Unicode.Scalar(try reader.integer(4)), scalar.value >= 0x20,
          !(0x7f...0x9f).contains(scalar.value)
        else { throw malformed }
        let colors = try reader.take(6)
        cells.append(
          PictureCell(
            character: scalar, foreground: PictureColor(red: colors[0], green: colors[1], blue: colors[2]),
            background: PictureColor(red: colors[3], green: colors[4], blue: colors[5])))
      }
      guard
        let picture = PictureCells(
          columns: columns, rows: rows, cells: cells, sourceWidth: width, sourceHeight: height)
      else { throw malformed }
      return .success(picture)
    case UInt8(ascii: "N"):
      let kind = PictureFailure.Kind(rawValue: try reader.byte()) ?? .unreadable
      let length = Int(try reader.integer(2))
      let text = String(decoding: try reader.take(length), as: UTF8.self)
      let clean = String(
        String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7f }))
      return .failure(PictureFailure(kind, clean))
    default:
      throw malformed
    }
  }

  static let malformed = PictureFailure(.unreadable, "the picture helper gave an unreadable answer")

  /// Appends `value` as `bytes` little-endian bytes.
  static func put(_ value: UInt32, bytes: Int, into out: inout [UInt8]) {
    for i in 0..<bytes { out.append(UInt8((value >> (8 * UInt32(i))) & 0xff)) }
  }
}

/// Reads a reply stream front to back, failing on a short read.
struct ByteReader {
  let bytes: [UInt8]
  var offset = 0

  mutating func take(_ count: Int) throws -> [UInt8] {
    guard count >= 0, bytes.count - offset >= count else { throw PictureWire.malformed }
    defer { offset += count }
    return Array(bytes[offset..<offset + count])
  }

  mutating func byte() throws -> UInt8 { try take(1)[0] }

  mutating func integer(_ count: Int) throws -> UInt32 {
    try take(count).enumerated().reduce(0) { $0 | UInt32($1.element) << (8 * UInt32($1.offset)) }
  }
}
