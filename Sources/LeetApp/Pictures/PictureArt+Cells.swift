import LeetPictureClient
import LeetText
import Synchronization
import TermCore

extension PictureArt {
  /// The art of the helper's `cells`: 24-bit colours, or palette indexes in 256-colour mode;
  /// over them, the picture in the terminal's graphics when the helper encoded one (a new id).
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
    let graphic = cells.image.flatMap {
      TerminalPicture(
        id: TerminalPictureIDs.next(), columns: cells.columns, rows: cells.rows, pixelWidth: $0.pixelWidth,
        pixelHeight: $0.pixelHeight, encoding: $0.encoding)
    }
    self.init(columns: cells.columns, rows: rows, graphic: graphic)
  }
}

/// The ids of the run's terminal pictures: each encoding its own, so a picture drawn again (a
/// new width) is never taken for the old one.
enum TerminalPictureIDs {
  /// The last id given.
  private static let last = Mutex<UInt32>(0)

  /// A new id, never 0.
  static func next() -> UInt32 {
    last.withLock { value in
      value = value == UInt32.max ? 1 : value + 1
      return value
    }
  }
}

extension PictureColorMode {
  /// 24-bit when the environment says the terminal has it (`COLORTERM=truecolor|24bit`), else 256.
  static func printed(environment: [String: String]) -> PictureColorMode {
    Surroundings(environment: environment).saysTrueColor ? .trueColor : .palette256
  }
}
