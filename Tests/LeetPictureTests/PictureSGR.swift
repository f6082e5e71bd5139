import LeetPictureClient

/// Writes picture cells as text with SGR colours: the text the picture goldens are kept in.
///
/// `--print --images` writes cells through `ANSIText.pictureRow` (LeetUI), after the mapping to the
/// terminal's colours; this keeps the helper's own output readable in a golden file.
enum PictureSGR {
  /// One line per row of cells, each ending with an SGR reset.
  static func lines(_ picture: PictureCells, mode: PictureColorMode) -> [String] {
    (0..<picture.rows).map { line(picture.row($0), mode: mode) }
  }

  /// One row of cells; a colour is written only where it changes.
  static func line(_ cells: ArraySlice<PictureCell>, mode: PictureColorMode) -> String {
    var text = ""
    var current: (PictureColor, PictureColor)? = nil
    for cell in cells {
      if current.map({ $0.0 != cell.foreground || $0.1 != cell.background }) ?? true {
        text +=
          "\u{1B}[" + code(cell.foreground, ground: 38, mode: mode) + ";"
          + code(cell.background, ground: 48, mode: mode) + "m"
        current = (cell.foreground, cell.background)
      }
      text.unicodeScalars.append(cell.character)
    }
    return text + "\u{1B}[0m"
  }

  /// The SGR parameters for one colour: `38;2;R;G;B` or `38;5;N` (48 for the background).
  static func code(_ color: PictureColor, ground: Int, mode: PictureColorMode) -> String {
    switch mode {
    case .trueColor: "\(ground);2;\(color.red);\(color.green);\(color.blue)"
    case .palette256: "\(ground);5;\(XtermPalette.index(of: color))"
    }
  }
}
