import LeetPicture
import LeetPictureClient
import Testing

/// Decoding every PNG, JPEG and GIF form LeetCode serves, scaled down into cells.
@Suite struct PictureDecoderTests {
  /// The average colour of a column range of a picture's cells (the foreground of a space unseen).
  static func mostly(_ cells: PictureCells, columns: Range<Int>) -> PictureColor {
    var sums = (0, 0, 0)
    var count = 0
    for y in 0..<cells.rows {
      for cell in cells.row(y)[
        (y * cells.columns + columns.lowerBound)..<(y * cells.columns + columns.upperBound)]
      {
        for color in cell.character == " " ? [cell.background] : [cell.foreground, cell.background] {
          sums.0 += Int(color.red)
          sums.1 += Int(color.green)
          sums.2 += Int(color.blue)
          count += 1
        }
      }
    }
    return PictureColor(red: UInt8(sums.0 / count), green: UInt8(sums.1 / count), blue: UInt8(sums.2 / count))
  }

  static func draw(_ bytes: [UInt8], columns: Int = 40, rows: Int = 20, mode: PictureColorMode = .trueColor)
    throws
    -> PictureCells
  {
    try PictureDrawer.draw(bytes, maxColumns: columns, maxRows: rows, mode: mode).get()
  }

  /// The sample's right quarter is blue: the last cells are bluer than they are red.
  static func checkBlueRight(_ cells: PictureCells, _ label: String) {
    let right = mostly(cells, columns: (cells.columns - 2)..<cells.columns)
    #expect(right.blue > 150 && right.red < 120, "\(label): \(right)")
  }

  @Test(arguments: [
    ("rgba", Int32(6), Int32(8), false), ("rgb", 2, 8, false), ("grey", 0, 8, false),
    ("grey-alpha", 4, 8, false),
    ("palette", 3, 8, false), ("rgba16", 6, 16, false), ("rgb-interlaced", 2, 8, true),
  ])
  func pngForms(label: String, colorType: Int32, bitDepth: Int32, interlaced: Bool) throws {
    let cells = try Self.draw(
      PictureSamples.png(colorType: colorType, bitDepth: bitDepth, interlaced: interlaced))
    #expect(cells.columns == 15 && cells.rows == 5, "\(label)")
    #expect(cells.sourceWidth == 120 && cells.sourceHeight == 80)
    if colorType != 0 && colorType != 4 { Self.checkBlueRight(cells, label) }
  }

  @Test func transparentPixelsAreWhite() throws {
    let cells = try Self.draw(PictureSamples.png(width: 160, height: 160, clearCorner: true))
    #expect(cells.row(0).first?.background == PictureColor(packed: 0xffffff))
    #expect(
      cells.row(0).first?.foreground == PictureColor(packed: 0xffffff) || cells.row(0).first?.character == " "
    )
  }

  @Test(arguments: [("baseline", false, false), ("progressive", true, false), ("grey", false, true)])
  func jpegForms(label: String, progressive: Bool, grey: Bool) throws {
    let cells = try Self.draw(PictureSamples.jpeg(progressive: progressive, grey: grey))
    #expect(cells.columns == 15 && cells.rows == 5, "\(label)")
    if !grey { Self.checkBlueRight(cells, label) }
  }

  @Test func adobeCMYKJPEGKeepsItsColours() throws {
    let cells = try Self.draw(PictureSamples.jpeg(cmyk: true))
    Self.checkBlueRight(cells, "cmyk")
    // The top-left cell is white paper, clear of the red disc and the black line (which dark
    // weighting and thickening draw a little wider into the left column).
    let corner = try #require(cells.row(0).first)
    for color in corner.character == " " ? [corner.background] : [corner.foreground, corner.background] {
      #expect(color.red > 200 && color.green > 200 && color.blue > 200, "white stays white: \(color)")
    }
  }

  @Test func largeJPEGIsDecodedScaledDown() throws {
    let decoded = try PictureDecoder.decode(
      PictureSamples.jpeg(width: 1600, height: 1200), boxWidth: 320, boxHeight: 320
    )
    .get()
    #expect(decoded.sourceWidth == 1600 && decoded.sourceHeight == 1200)
    #expect(decoded.width == 320 && decoded.height == 240)
  }

  @Test func picturesAreDecodedToThePixelsTheirCellsSample() throws {
    let decoded = try PictureDecoder.decode(
      PictureSamples.jpeg(width: 1600, height: 1200), maxColumns: 40, maxRows: 20, samples: 8
    )
    .get()
    #expect(decoded.columns == 40 && decoded.rows == 15)
    #expect(decoded.picture.width == 40 * 8 && decoded.picture.height == 15 * 8)
  }

  @Test(arguments: ["png", "jpeg", "gif"])
  func aGridRoundedUpRepeatsPixelsAtTheEdge(format: String) throws {
    // 300 x 160 pixels take 38 x 10 cells (37.5 rounded up): 304 x 80 pixels, 4 more across.
    let bytes =
      switch format {
      case "png": PictureSamples.png(width: 300, height: 160)
      case "jpeg": PictureSamples.jpeg(width: 300, height: 160)
      default: PictureSamples.gif(width: 300, height: 160)
      }
    let decoded = try PictureDecoder.decode(bytes, maxColumns: 80, maxRows: 40, samples: 8).get()
    #expect(decoded.columns == 38 && decoded.rows == 10)
    let picture = decoded.picture
    #expect(picture.width == 304 && picture.height == 80)
    let lastColumn = 4 * (picture.height / 4 * picture.width + picture.width - 1)
    let edge = Array(picture.pixels[lastColumn..<lastColumn + 3])
    #expect(edge[0] < 80 && edge[2] > 180, "the blue band reaches the edge: \(edge)")
  }

  @Test(arguments: [("plain", false, false), ("interlaced", true, false), ("transparent", false, true)])
  func gifForms(label: String, interlaced: Bool, transparent: Bool) throws {
    let cells = try Self.draw(PictureSamples.gif(interlaced: interlaced, transparent: transparent))
    #expect(cells.columns == 15 && cells.rows == 5, "\(label)")
    Self.checkBlueRight(cells, label)
  }

  @Test func paletteModeKeepsThePalettesOwnColours() throws {
    let cells = try Self.draw(PictureSamples.png(), mode: .palette256)
    for cell in cells.cells {
      for color in [cell.foreground, cell.background] {
        #expect(XtermPalette.color(XtermPalette.index(of: color)) == color)
      }
    }
  }

  @Test func formatIsSniffedFromTheBytes() {
    #expect(PictureDecoder.format(of: PictureSamples.png()) == "png")
    #expect(PictureDecoder.format(of: PictureSamples.jpeg()) == "jpeg")
    #expect(PictureDecoder.format(of: PictureSamples.gif()) == "gif")
    #expect(PictureDecoder.format(of: Array("<!DOCTYPE html>".utf8)) == nil)
  }
}
