import TermCore

/// The xterm 256-colour palette above the 16 theme colours, for picture colours: `Palette256`,
/// the one quantiser the curses edge uses too, in `PictureColor`s.
public enum XtermPalette {
  /// The colour of palette entry `index` (16-255; entries below 16 are themed and answer nil).
  public static func color(_ index: UInt8) -> PictureColor? {
    Palette256.rgb(index).map { PictureColor(red: $0.red, green: $0.green, blue: $0.blue) }
  }

  /// The palette entry (16-255) nearest to `color`.
  public static func index(of color: PictureColor) -> UInt8 {
    Palette256.index(red: color.red, green: color.green, blue: color.blue)
  }
}
