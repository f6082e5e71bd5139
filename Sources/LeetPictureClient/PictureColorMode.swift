/// How many colours the terminal shows a picture in.
public enum PictureColorMode: String, Hashable, Sendable, CaseIterable {
  /// 24-bit colour (`COLORTERM=truecolor` or `24bit`).
  case trueColor = "24"
  /// The xterm 256-colour palette (cells keep the palette's exact colours; see `XtermPalette`).
  case palette256 = "256"
}
