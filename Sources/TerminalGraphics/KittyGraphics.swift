import FoundationEssentials

/// The kitty graphics protocol's commands leetview writes: an image sent and placed in one go,
/// and deleted by its id.
///
/// Every command asks for no answer (`q=2`) and leaves the cursor where it was (`C=1`), so that
/// the cells around stay curses' to draw. The payload is base64, in chunks of at most 4096 bytes.
public enum KittyGraphics {
  /// The largest base64 chunk of one command.
  public static let chunkSize = 4096

  /// The commands that send the PNG `png` as image `id` and place it at the cursor over
  /// `columns` x `rows` cells.
  public static func place(png: [UInt8], id: UInt32, columns: Int, rows: Int) -> [UInt8] {
    let payload = Array(Data(png).base64EncodedString().utf8)
    var output: [UInt8] = []
    var offset = 0
    repeat {
      let end = min(payload.count, offset + chunkSize)
      let more = end < payload.count ? 1 : 0
      let keys =
        offset == 0
        ? "a=T,f=100,t=d,i=\(id),c=\(max(1, columns)),r=\(max(1, rows)),C=1,q=2,m=\(more)" : "m=\(more),q=2"
      output += Array("\u{1B}_G\(keys);".utf8) + payload[offset..<end] + [0x1B, UInt8(ascii: "\\")]
      offset = end
    } while offset < payload.count
    return output
  }

  /// The command that deletes image `id` and frees its data.
  public static func delete(id: UInt32) -> [UInt8] {
    Array("\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\".utf8)
  }
}
