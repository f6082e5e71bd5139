import Foundation
import LeetPicture
import LeetPictureClient
import LeetTestSupport
import Testing

/// Matching only the cells that are not one plain colour (packed) gives the cells matching the
/// whole picture gives.
struct CellPackingTests {
  /// Cells packed and whole, for `bytes` drawn within `maxColumns` x `maxRows`, in `mode`.
  static func both(_ bytes: [UInt8], maxColumns: Int, maxRows: Int, mode: PictureColorMode) throws -> (
    packed: PictureCells, whole: PictureCells
  ) {
    let fitted = try PictureDecoder.decode(
      bytes, maxColumns: maxColumns, maxRows: maxRows, samples: ChafaCells.samplesPerCell
    ).get()
    let packed = try #require(
      ChafaCells.cells(fitted.picture, columns: fitted.columns, rows: fitted.rows, mode: mode))
    let whole = try #require(
      ChafaCells.cells(fitted.picture, columns: fitted.columns, rows: fitted.rows, mode: mode, packed: false))
    return (packed, whole)
  }

  @Test(arguments: PictureColorMode.allCases)
  func teamPictureMatchesWhole(mode: PictureColorMode) throws {
    let drawn = try Self.both(
      PictureSamples.png(width: 320, height: 160), maxColumns: 40, maxRows: 20, mode: mode)
    #expect(drawn.packed == drawn.whole)
    #expect(drawn.packed.columns == 40 && drawn.packed.rows == 10)
  }

  @Test(.enabled(if: Corpus.directory != nil, "skipped: ../shared/corpus is absent beside the repository"))
  func corpusPicturesMatchWhole() throws {
    let images = try #require(Corpus.directory?.appendingPathComponent("images/solution"))
    let files = try #require(FileManager.default.enumerator(at: images, includingPropertiesForKeys: nil))
      .compactMap { $0 as? URL }
      .filter { ["png", "jpg", "jpeg", "gif"].contains($0.pathExtension.lowercased()) }
      .sorted { $0.path < $1.path }
    #expect(files.count > 20)
    for file in files.prefix(40) {
      let bytes = try [UInt8](Data(contentsOf: file))
      for mode in PictureColorMode.allCases {
        guard let drawn = try? Self.both(bytes, maxColumns: 80, maxRows: 20, mode: mode) else { continue }
        #expect(drawn.packed == drawn.whole, "\(file.lastPathComponent) \(mode)")
      }
    }
  }
}
