import Foundation
import LeetPicture
import LeetPictureClient
import LeetTestSupport
import Testing

/// How dark the ink of the corpus pictures is when drawn for an 80 x 24 terminal.
@Suite(.enabled(if: Corpus.isPresent, Corpus.absentReason))
struct CorpusInkTests {
  /// The corpus pictures' files, from `images/index.jsonl`.
  static func files() throws -> [URL] {
    let images = try #require(Corpus.directory?.appendingPathComponent("images"))
    let lines = try #require(Corpus.lines("images/index.jsonl"))
    return try lines.map { line in
      let entry = try JSONSerialization.jsonObject(with: line) as? [String: Any]
      let file = try #require(entry?["file"] as? String)
      return images.appendingPathComponent(file)
    }
  }

  /// The mean ink luma of the cells that show any ink (darker than near-white), over the corpus.
  @Test func inkIsDarkAt80x24() throws {
    var total = 0.0
    var count = 0
    for file in try Self.files() {
      let request = PictureRequest(file: file, maxColumns: 80, maxRows: 24, mode: .trueColor)
      guard case .success(let cells) = PictureDrawer.draw(request) else { continue }
      for cell in cells.cells {
        let ink = PictureInk.ink(cell)
        if ink < 245 {
          total += ink
          count += 1
        }
      }
    }
    let mean = total / Double(max(1, count))
    print("corpus ink at 80x24: mean luma \(Int(mean.rounded())) over \(count) cells")
    #expect(mean < 130)
  }
}
