import LeetPictureClient
import Testing

/// The size in cells a picture takes: aspect kept, never enlarged, within the page.
@Suite struct PictureFitTests {
  @Test func smallPictureKeepsItsNaturalSize() {
    #expect(PictureFit.cells(width: 160, height: 160, maxColumns: 80, maxRows: 40) == (20, 10))
  }

  @Test func widePictureIsScaledToThePageWidth() {
    // 1600 px at 8 px a cell is 200 columns: scaled by 0.2 to 40 columns, 800 px tall becomes 10 rows.
    #expect(PictureFit.cells(width: 1600, height: 800, maxColumns: 40, maxRows: 40) == (40, 10))
  }

  @Test func tallPictureIsScaledToTheHeight() {
    // 400 x 3200 px: 50 x 200 cells natural; 12 rows allowed gives a scale of 0.06.
    #expect(PictureFit.cells(width: 400, height: 3200, maxColumns: 80, maxRows: 12) == (3, 12))
  }

  @Test func tinyPictureTakesAtLeastOneCell() {
    #expect(PictureFit.cells(width: 1, height: 1, maxColumns: 80, maxRows: 40) == (1, 1))
    #expect(PictureFit.cells(width: 16384, height: 3, maxColumns: 40, maxRows: 20) == (40, 1))
  }

  @Test func noRoomGivesNoCells() {
    #expect(PictureFit.cells(width: 100, height: 100, maxColumns: 0, maxRows: 10) == (0, 0))
  }
}
