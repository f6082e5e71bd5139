import LeetPicture
import LeetPictureClient

/// libFuzzer entry: bytes as a picture file and as a reply from the picture helper.
///
/// Drawn in both colour modes at two sizes; whatever draws must be well formed.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPictures(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
  let data = Array(UnsafeBufferPointer(start: bytes, count: count))
  for (columns, rows, mode) in [(40, 12, PictureColorMode.trueColor), (7, 3, .palette256)] {
    if case .success(let cells) = PictureDrawer.draw(data, maxColumns: columns, maxRows: rows, mode: mode) {
      precondition(
        cells.columns <= columns && cells.rows <= rows && cells.cells.count == cells.columns * cells.rows)
      // No cell is a control character: what print writes between its colour codes.
      precondition(!cells.cells.contains { $0.character.value < 0x20 })
    }
  }
  if let replies = try? PictureWire.decodeReplies(data, count: 2) {
    for case .success(let cells) in replies { precondition(cells.cells.count == cells.columns * cells.rows) }
  }
  return 0
}
