import TermCore

/// A terminal picture written into printed text (`--print --images` on a terminal): the lines
/// that hold its place are printed first (blank, so the screen scrolls as it would for cells),
/// then the cursor goes back up to its first cell, the image is drawn there, and the cursor comes
/// back to the line below it, where the text goes on.
///
/// Relative moves only: printed text does not know the row it is on. The image is drawn with the
/// cursor saved around it, so no terminal's own cursor rule after an image matters.
public enum PrintedPicture {
  /// The sequence for `picture` in `graphics`, written just after its `picture.rows` lines, its
  /// first cell `column` cells from the left margin.
  public static func sequence(_ picture: TerminalPicture, column: Int, graphics: GraphicsProtocol) -> [UInt8]
  {
    let rows = picture.rows
    var output = Array("\u{1B}[\(rows)A\r".utf8)
    if column > 0 { output += Array("\u{1B}[\(column)C".utf8) }
    switch (graphics, picture.encoding) {
    case (.sixel, .sixel(let strips)):
      // One strip a row, each at its row: a strip is exactly a cell high.
      for strip in strips { output += saved(strip) + Array("\u{1B}[1B".utf8) }
    case (.kitty, .png(let png)):
      output += saved(KittyGraphics.place(png: png, id: nil, columns: picture.columns, rows: rows))
      output += Array("\u{1B}[\(rows)B".utf8)
    case (.iterm, .png(let png)):
      output += saved(ITermImage.place(png: png, columns: picture.columns, rows: rows))
      output += Array("\u{1B}[\(rows)B".utf8)
    default:
      // An encoding the protocol does not take: the blank lines stay, the cursor goes back.
      output += Array("\u{1B}[\(rows)B".utf8)
    }
    return output + Array("\r".utf8)
  }

  /// `sequence` with the cursor (and its attributes) saved before and restored after.
  private static func saved(_ sequence: [UInt8]) -> [UInt8] {
    Array("\u{1B}7".utf8) + sequence + Array("\u{1B}8".utf8)
  }
}
