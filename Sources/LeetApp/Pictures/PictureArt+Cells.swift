import LeetPictureClient
import LeetText
import TermCore

extension PictureArt {
  /// The art of the helper's `cells`: 24-bit colours, or palette indexes in 256-colour mode.
  init?(_ cells: PictureCells, mode: PictureColorMode) {
    func color(_ color: PictureColor) -> Color {
      switch mode {
      case .trueColor: .rgb(color.red, color.green, color.blue)
      case .palette256: .indexed(XtermPalette.index(of: color))
      }
    }
    let rows = (0..<cells.rows).map { row in
      cells.row(row).map {
        PictureGlyph(
          character: $0.character, foreground: color($0.foreground), background: color($0.background))
      }
    }
    self.init(columns: cells.columns, rows: rows)
  }
}

extension PictureColorMode {
  /// 24-bit when the environment says the terminal has it (`COLORTERM=truecolor|24bit`), else 256.
  static func printed(environment: [String: String]) -> PictureColorMode {
    Surroundings(environment: environment).saysTrueColor ? .trueColor : .palette256
  }
}
