import FoundationEssentials

/// The kitty graphics protocol's commands leetview writes: an image sent and placed in one go,
/// a placement moved, and an image deleted by its id.
///
/// Every command asks for no answer (`q=2`) and leaves the cursor where it was (`C=1`), so that
/// the cells around stay curses' to draw. The payload is base64, in chunks of at most 4096 bytes.
public enum KittyGraphics {
  /// The largest base64 chunk of one command.
  public static let chunkSize = 4096

  /// The part of an image shown, in its pixels: rows `y ..< y + height`, all its width.
  public struct Crop: Hashable, Sendable {
    public var y: Int
    public var height: Int
    public var width: Int
    /// Whether it is the whole image (no source rectangle is then written).
    public var isWhole: Bool

    public init(y: Int, height: Int, width: Int, isWhole: Bool) {
      self.y = y
      self.height = height
      self.width = width
      self.isWhole = isWhole
    }

    /// The keys of the source rectangle, with a leading comma; none for the whole image.
    var keys: String { isWhole ? "" : ",x=0,y=\(max(0, y)),w=\(max(1, width)),h=\(max(1, height))" }
  }

  /// The commands that send the PNG `png` as image `id` and place it at the cursor over
  /// `columns` x `rows` cells (as placement `placement` when given, only the `crop` of it when
  /// given); without an id, an image no later command names (printed text keeps it).
  public static func place(
    png: [UInt8], id: UInt32?, placement: UInt32? = nil, columns: Int, rows: Int, crop: Crop? = nil
  ) -> [UInt8] {
    let payload = Array(Data(png).base64EncodedString().utf8)
    var output: [UInt8] = []
    var offset = 0
    let named = id.map { ",i=\($0)" } ?? ""
    let placed = placement.map { ",p=\($0)" } ?? ""
    repeat {
      let end = min(payload.count, offset + chunkSize)
      let more = end < payload.count ? 1 : 0
      let keys =
        offset == 0
        ? "a=T,f=100,t=d\(named)\(placed),c=\(max(1, columns)),r=\(max(1, rows))\(crop?.keys ?? ""),C=1,q=2,m=\(more)"
        : "m=\(more),q=2"
      output += Array("\u{1B}_G\(keys);".utf8) + payload[offset..<end] + [0x1B, UInt8(ascii: "\\")]
      offset = end
    } while offset < payload.count
    return output
  }

  /// The command that places image `id`, already sent, at the cursor over `columns` x `rows`
  /// cells: placement `placement` moves there when it was elsewhere.
  public static func move(id: UInt32, placement: UInt32, columns: Int, rows: Int, crop: Crop? = nil)
    -> [UInt8]
  {
    let keys = "a=p,i=\(id),p=\(placement),c=\(max(1, columns)),r=\(max(1, rows))\(crop?.keys ?? ""),C=1,q=2"
    return Array("\u{1B}_G\(keys)\u{1B}\\".utf8)
  }

  /// The command that deletes every image placed on the screen and frees their data (what a
  /// signal handler writes, not knowing the ids: on the alternate screen they are all ours).
  public static let deleteAllShown = Array("\u{1B}_Ga=d,d=A,q=2\u{1B}\\".utf8)

  /// The command that deletes image `id` and frees its data.
  public static func delete(id: UInt32) -> [UInt8] {
    Array("\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\".utf8)
  }
}
