import FoundationEssentials

/// iTerm2's inline image (`OSC 1337 ; File=`), for iTerm2 and WezTerm.
public enum ITermImage {
  /// The sequence that draws the PNG `png` at the cursor over `columns` x `rows` cells.
  public static func place(png: [UInt8], columns: Int, rows: Int) -> [UInt8] {
    let header =
      "\u{1B}]1337;File=inline=1;size=\(png.count);width=\(max(1, columns));height=\(max(1, rows));"
      + "preserveAspectRatio=0:"
    return Array(header.utf8) + Array(Data(png).base64EncodedString().utf8) + [0x07]
  }
}
