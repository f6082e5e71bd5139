import Foundation
import LeetPicture
import LeetPictureClient
import Testing

/// A picture asked for full-screen is enlarged to fill the box; the page's stay at their natural
/// size at most (issue 19, minor 1: a way to see one picture larger).
@Suite struct PictureEnlargeTests {
  @Test func aSmallPictureFillsTheBoxOnlyWhenAskedTo() {
    // 160 x 160 pixels: 20 x 10 cells at natural size.
    #expect(PictureFit.cells(width: 160, height: 160, maxColumns: 80, maxRows: 60) == (20, 10))
    #expect(
      PictureFit.cells(width: 160, height: 160, maxColumns: 80, maxRows: 60, enlarges: true) == (80, 40))
    // The height bounds it too, aspect kept.
    #expect(
      PictureFit.cells(width: 160, height: 160, maxColumns: 80, maxRows: 20, enlarges: true) == (40, 20))
  }

  @Test func theWireCarriesTheWish() throws {
    let request = PictureRequest(
      file: URL(fileURLWithPath: "/tmp/a b.png"), maxColumns: 100, maxRows: 87, mode: .trueColor,
      enlarges: true)
    let line = try #require(PictureWire.encode(request))
    #expect(line == "24+ 100 87 /tmp/a b.png\n")
    #expect(PictureWire.decodeRequest(line.dropLast()) == request)
    #expect(PictureWire.decodeRequest("24 100 87 /x.png")?.enlarges == false)
    #expect(PictureWire.decodeRequest("24++ 100 87 /x.png") == nil)
  }

  @Test func theHelperDrawsItLarger() throws {
    let png = PictureSamples.png(width: 64, height: 64)
    let natural = try PictureDrawer.draw(png, maxColumns: 80, maxRows: 60, mode: .trueColor).get()
    #expect((natural.columns, natural.rows) == (8, 4))
    let enlarged = try PictureDrawer.draw(png, maxColumns: 80, maxRows: 60, mode: .trueColor, enlarges: true)
      .get()
    #expect((enlarged.columns, enlarged.rows) == (80, 40))
    #expect(enlarged.cells.count == 80 * 40)
  }
}
