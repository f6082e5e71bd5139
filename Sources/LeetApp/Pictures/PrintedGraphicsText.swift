import LeetText
import LeetUI
import TerminalGraphics

/// Printed lines whose pictures are drawn in the terminal's graphics: a picture's lines are
/// printed blank (its indentation kept), then its image over them (`PrintedPicture`); every other
/// line as `ANSIText` writes it.
enum PrintedGraphicsText {
  /// The text of `lines`, the pictures in `graphics` (nil: as `ANSIText.render` writes them).
  static func render(_ lines: [StyledLine], theme: Theme, styled: Bool, graphics: GraphicsProtocol?) -> String
  {
    guard let graphics else { return ANSIText.render(lines, theme: theme, styled: styled) }
    var out = ""
    var pending: [StyledLine] = []
    for line in lines {
      guard let graphic = line.graphic else {
        pending.append(line)
        continue
      }
      pending.append(StyledLine(line.spans))
      guard graphic.row == graphic.picture.rows - 1 else { continue }
      out += ANSIText.render(pending, theme: theme, styled: styled)
      pending = []
      let image = PrintedPicture.sequence(graphic.picture, column: line.width, graphics: graphics)
      out += String(decoding: image, as: UTF8.self)
    }
    return out + ANSIText.render(pending, theme: theme, styled: styled)
  }
}
