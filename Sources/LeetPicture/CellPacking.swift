/// The cells of a picture packed for symbol matching: every cell whose pixels are not all one
/// colour, and one cell for each colour that fills whole cells, side by side in a smaller picture.
///
/// Chafa matches each cell on its own pixels alone (no dithering, no preprocessing, no wide
/// symbols), so matching the packed picture gives every cell what matching the whole one would,
/// and a diagram, mostly plain background, costs a fraction of the work.
struct CellPacking {
  /// Cells per row and rows of the packed picture.
  let columns: Int
  let rows: Int
  /// For each cell of the picture, row by row: the cell of the packed picture that stands for it.
  let slots: [Int]
  /// The packed picture, RGBA8, `columns * side` x `rows * side` pixels.
  let pixels: [UInt8]

  /// Packs `pixels` (RGBA8, `columns * side` x `rows * side`); nil when packing would save little.
  init?(pixels: [UInt8], columns: Int, rows: Int, side: Int) {
    let rowBytes = columns * side * 4
    var slots = [Int](repeating: 0, count: columns * rows)
    var sources: [Int] = []
    var plainSlots: [UInt32: Int] = [:]
    pixels.withUnsafeBytes { raw in
      for cell in 0..<columns * rows {
        let origin = (cell / columns) * side * rowBytes + (cell % columns) * side * 4
        let first = raw.loadUnaligned(fromByteOffset: origin, as: UInt32.self)
        if Self.isPlain(raw, origin: origin, colour: first, side: side, rowBytes: rowBytes) {
          if let slot = plainSlots[first] {
            slots[cell] = slot
            continue
          }
          plainSlots[first] = sources.count
        }
        slots[cell] = sources.count
        sources.append(origin)
      }
    }
    guard sources.count * 4 <= columns * rows * 3 else { return nil }
    let packedColumns = min(columns, sources.count)
    let packedRows = (sources.count + packedColumns - 1) / packedColumns
    let packedRowBytes = packedColumns * side * 4
    var packed = [UInt8](repeating: 255, count: packedRowBytes * packedRows * side)
    packed.withUnsafeMutableBytes { target in
      pixels.withUnsafeBytes { source in
        guard let to = target.baseAddress, let from = source.baseAddress else { return }
        for (slot, origin) in sources.enumerated() {
          let corner = (slot / packedColumns) * side * packedRowBytes + (slot % packedColumns) * side * 4
          for y in 0..<side {
            (to + corner + y * packedRowBytes).copyMemory(
              from: from + origin + y * rowBytes, byteCount: side * 4)
          }
        }
      }
    }
    self.columns = packedColumns
    self.rows = packedRows
    self.slots = slots
    self.pixels = packed
  }

  /// Whether the `side` x `side` pixels at `origin` are all `colour`.
  static func isPlain(_ raw: UnsafeRawBufferPointer, origin: Int, colour: UInt32, side: Int, rowBytes: Int)
    -> Bool
  {
    for y in 0..<side {
      let row = origin + y * rowBytes
      for x in 0..<side where raw.loadUnaligned(fromByteOffset: row + x * 4, as: UInt32.self) != colour {
        return false
      }
    }
    return true
  }
}
