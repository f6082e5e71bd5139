import LeetText
import TermCore

extension ANSIText {
  /// One row of a picture: its characters, each run of one colour pair behind one SGR code, then a
  /// reset; the characters alone when not `styled`.
  static func pictureRow(_ glyphs: [PictureGlyph], styled: Bool) -> String {
    var out = ""
    var current: (Color, Color)?
    for glyph in glyphs {
      if styled, current.map({ $0.0 != glyph.foreground || $0.1 != glyph.background }) ?? true {
        let codes = [code(glyph.foreground, base: 30), code(glyph.background, base: 40)].compactMap { $0 }
        out += "\u{1B}[0;" + codes.joined(separator: ";") + "m"
        current = (glyph.foreground, glyph.background)
      }
      out.unicodeScalars.append(glyph.character)
    }
    return styled && !glyphs.isEmpty ? out + "\u{1B}[0m" : out
  }
}
