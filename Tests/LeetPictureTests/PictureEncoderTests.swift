import CPictureFixtures
import Foundation
import LeetPicture
import LeetPictureClient
import TermCore
import TerminalGraphics
import Testing

/// Pictures encoded for the terminal's graphics: the same cells as the cell drawing, a PNG that
/// libpng reads back, sixel rows of a cell's pixels each, and the wire carrying them checked.
@Suite struct PictureEncoderTests {
  /// The line art of `LineArtContrastTests` as a PNG (480 x 320: 60 x 20 cells at natural size).
  static let picture = LineArtContrastTests.encoded("png")

  /// The picture drawn within 30 x 10 cells for `graphics`.
  static func encode(_ graphics: PictureGraphics?) throws -> PictureCells {
    try PictureDrawer.draw(picture, maxColumns: 30, maxRows: 10, mode: .trueColor, graphics: graphics).get()
  }

  @Test func graphicsTakeTheCellsTheCellDrawingTakes() throws {
    let cells = try Self.encode(nil)
    let png = try Self.encode(PictureGraphics(format: .png, cellWidth: 10, cellHeight: 20))
    let sixel = try Self.encode(PictureGraphics(format: .sixel, cellWidth: 10, cellHeight: 20))
    #expect(cells.image == nil)
    #expect(png.columns == cells.columns && png.rows == cells.rows)
    #expect(sixel.columns == cells.columns && sixel.rows == cells.rows)
  }

  @Test func aPNGIsWhatLibpngReadsBackAtTheCellsPixels() throws {
    let png = try Self.encode(PictureGraphics(format: .png, cellWidth: 10, cellHeight: 20))
    let image = try #require(png.image)
    guard case .png(let bytes) = image.encoding else { throw CodingError.wrongEncoding }
    // Read back by the decoder: the line across at y 100 of 320 is dark in the middle rows.
    let decoded = try PictureDecoder.decode(bytes, boxWidth: image.pixelWidth, boxHeight: image.pixelHeight)
      .get()
    #expect(decoded.width == image.pixelWidth && decoded.height == image.pixelHeight)
    #expect(image.pixelWidth <= png.columns * 10 && image.pixelHeight <= png.rows * 20)
    let row = decoded.height * 100 / 320
    let darkest = (0..<decoded.width).map { Int(decoded.pixels[4 * (row * decoded.width + $0)]) }.min() ?? 255
    #expect(darkest < 100)
  }

  @Test func sixelIsOneCheckedSequencePerRowOfCellsAtExactlyTheirPixels() throws {
    let sixel = try Self.encode(PictureGraphics(format: .sixel, cellWidth: 10, cellHeight: 20))
    let image = try #require(sixel.image)
    guard case .sixel(let rows) = image.encoding else { throw CodingError.wrongEncoding }
    #expect(rows.count == sixel.rows)
    #expect(image.pixelWidth == sixel.columns * 10 && image.pixelHeight == sixel.rows * 20)
    #expect(rows.allSatisfy { SixelImage(checking: $0) != nil })
    #expect(
      rows.allSatisfy {
        String(decoding: $0.prefix(30), as: UTF8.self).contains("\"1;1;\(sixel.columns * 10);20")
      })
  }

  @Test func theWireCarriesTheImageAndRefusesAForgedOne() throws {
    let png = try Self.encode(PictureGraphics(format: .png, cellWidth: 10, cellHeight: 20))
    var stream = PictureWire.magic
    PictureWire.append(.success(png), to: &stream)
    let back = try PictureWire.decodeReplies(stream, count: 1)[0].get()
    #expect(back.image == png.image && back.columns == png.columns && back.rows == png.rows)
    // A sixel row carrying another escape sequence is not taken off the pipe.
    var forged = PictureWire.magic
    forged += [UInt8(ascii: "G"), 1, 0, 1, 0, 8, 0, 0, 0, 8, 0, 0, 0, 8, 0, 8, 0, UInt8(ascii: "S")]
    let evil = Array("\u{1B}P0;1;0q\u{1B}]52;c;aGk=\u{07}\u{1B}\\".utf8)
    forged += [UInt8(evil.count), 0, 0, 0] + evil
    #expect(throws: PictureFailure.self) { try PictureWire.decodeReplies(forged, count: 1) }
  }

  @Test func aRequestLineCarriesTheGraphicsAndRefusesNonsense() throws {
    let graphics = PictureGraphics(format: .sixel, cellWidth: 9, cellHeight: 18)
    let request = PictureRequest(
      file: URL(fileURLWithPath: "/tmp/a b.png"), maxColumns: 40, maxRows: 10, mode: .palette256,
      graphics: graphics)
    let line = try #require(PictureWire.encode(request))
    #expect(PictureWire.decodeRequest(Substring(line.dropLast())) == request)
    for bad in ["256:sixel:0x18 4 4 /a", "256:gif:9x18 4 4 /a", "256:sixel 4 4 /a", "256:png:9x999 4 4 /a"] {
      #expect(PictureWire.decodeRequest(Substring(bad)) == nil, "\(bad)")
    }
  }

  /// A picture came back in another encoding than asked.
  enum CodingError: Error { case wrongEncoding }
}
