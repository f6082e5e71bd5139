import Foundation
import LeetPicture
import LeetPictureClient
import LeetTestSupport
import Testing

/// Goldens of our cells for real statement pictures, at 40 and 80 columns, 256 colours and 24-bit.
///
/// The pictures are read from ../shared/corpus/images, never copied. Escapes are shown as `\e`.
@Suite(.enabled(if: Corpus.directory != nil, "skipped: ../shared/corpus is absent beside the repository"))
struct CorpusPictureGoldenTests {
  static let pictures: [(name: String, path: String)] = [
    ("tree-png", "solution/0900-0999/0988.Smallest String Starting From Leaf/images/tree3.png"),
    ("wide-tree-png", "solution/2400-2499/2415.Reverse Odd Levels of Binary Tree/images/first_case1.png"),
    ("bst-jpeg", "solution/0400-0499/0450.Delete Node in a BST/images/del_node_supp.jpg"),
    ("skiplist-gif", "solution/1200-1299/1206.Design Skiplist/images/1702370216-mKQcTt-1506_skiplist.gif"),
  ]

  @Test(arguments: pictures.map(\.name), [40, 80])
  func golden(name: String, columns: Int) throws {
    let path = try #require(Self.pictures.first { $0.name == name }).path
    let file = try #require(Corpus.directory?.appendingPathComponent("images").appendingPathComponent(path))
    for mode in PictureColorMode.allCases {
      let request = PictureRequest(file: file, maxColumns: columns, maxRows: 20, mode: mode)
      let cells = try PictureDrawer.draw(request).get()
      #expect(cells.columns <= columns && cells.rows <= 20)
      let text = PictureSGR.lines(cells, mode: mode).joined(separator: "\n")
        .replacingOccurrences(of: "\u{1B}", with: "\\e")
      assertSnapshot(text + "\n", named: "\(name)-\(columns)-\(mode.rawValue)")
    }
  }
}
