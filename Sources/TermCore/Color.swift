/// A terminal colour, downsampled at the edge to what the terminal supports.
public enum Color: Hashable, Sendable {
  /// The terminal's own foreground or background.
  case `default`
  /// One of the 16 ANSI colours (0 black ... 7 white, 8-15 bright).
  case ansi(UInt8)
  /// One of the 256 xterm colours.
  case indexed(UInt8)
  /// A 24-bit colour.
  case rgb(UInt8, UInt8, UInt8)

  public static let black = Color.ansi(0)
  public static let red = Color.ansi(1)
  public static let green = Color.ansi(2)
  public static let yellow = Color.ansi(3)
  public static let blue = Color.ansi(4)
  public static let magenta = Color.ansi(5)
  public static let cyan = Color.ansi(6)
  public static let white = Color.ansi(7)
  public static let brightBlack = Color.ansi(8)
}
