import CPictureFixtures
import LeetPicture
import LeetPictureClient
import Testing

/// Thin dark lines on white (trees, graphs) stay dark and unbroken when a picture is shrunk.
@Suite struct LineArtContrastTests {
  /// The synthetic picture's size: 60 x 20 cells at natural size, drawn here into 30 x 10.
  static let width = 480
  static let height = 320

  /// White, with 1-pixel black lines: across at y 100, down at x 250, and a diagonal.
  static func lineArt() -> [UInt8] {
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    func ink(_ x: Int, _ y: Int) {
      let i = 4 * (y * width + x)
      rgba[i] = 0
      rgba[i + 1] = 0
      rgba[i + 2] = 0
    }
    for x in 40...440 { ink(x, 100) }
    for y in 40...280 { ink(250, y) }
    for step in 0...160 { ink(40 + step, 300 - step) }
    return rgba
  }

  /// The line art as a file of `format`.
  static func encoded(_ format: String) -> [UInt8] {
    var size = 0
    let rgba = lineArt()
    let pointer =
      format == "jpeg"
      ? lv_fixture_jpeg(rgba, Int32(width), Int32(height), 0, 0, &size)
      : lv_fixture_png(rgba, Int32(width), Int32(height), 2, 8, 0, &size)
    return PictureSamples.take(pointer, size)
  }

  /// Darker than this is ink; before line art kept its contrast, these lines came out at 220-233.
  static let dark = 110.0

  static func draw(_ format: String, _ mode: PictureColorMode) throws -> PictureCells {
    let cells = try PictureDrawer.draw(encoded(format), maxColumns: 30, maxRows: 10, mode: mode).get()
    #expect(cells.columns == 30 && cells.rows == 10)
    return cells
  }

  @Test(arguments: ["png", "jpeg"], PictureColorMode.allCases)
  func aLineAcrossStaysDarkInEveryCell(format: String, mode: PictureColorMode) throws {
    let cells = try Self.draw(format, mode)
    // y 100 of 320 is pixel 25 of 80: cell row 3; x 40 ... 440 are cells 2 ... 27.
    for column in 3...26 {
      let ink = PictureInk.ink(cells, column: column, row: 3)
      #expect(ink < Self.dark, "\(format) \(mode) column \(column): \(ink)")
    }
  }

  @Test(arguments: ["png", "jpeg"], PictureColorMode.allCases)
  func aLineDownStaysDarkInEveryCell(format: String, mode: PictureColorMode) throws {
    let cells = try Self.draw(format, mode)
    // x 250 of 480 is pixel 125 of 240: cell column 15; y 40 ... 280 are cell rows 1 ... 8.
    for row in 2...7 {
      let ink = PictureInk.ink(cells, column: 15, row: row)
      #expect(ink < Self.dark, "\(format) \(mode) row \(row): \(ink)")
    }
  }

  @Test(arguments: ["png", "jpeg"], PictureColorMode.allCases)
  func aDiagonalLineIsUnbroken(format: String, mode: PictureColorMode) throws {
    let cells = try Self.draw(format, mode)
    // From (40, 300) to (200, 140): cell columns 2 ... 12, rows 9 down to 4.
    for column in 3...11 {
      let darkest = (4...9).map { PictureInk.ink(cells, column: column, row: $0) }.min() ?? 255
      #expect(darkest < Self.dark, "\(format) \(mode) column \(column): \(darkest)")
    }
  }

  @Test func whiteStaysWhite() throws {
    let cells = try Self.draw("png", .trueColor)
    // Above the line across and left of the line down: no ink.
    for row in 0...1 {
      for column in 0...12 { #expect(PictureInk.ink(cells, column: column, row: row) > 250) }
    }
  }
}
