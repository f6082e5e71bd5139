import Foundation
import LeetPicture
import LeetPictureClient
import TermCore
import TerminalGraphics

/// The frame cost when a picture in the terminal's graphics scrolls a line at a time: the time
/// the graphics layer takes for a frame, and the bytes it writes (kitty moves its placement,
/// sixel draws its strips again).
enum GraphicsFrameBenchmark {
  /// The frames measured: the picture scrolled up a line each, from the bottom of a 40-row page.
  static let frames = 30

  /// The figures for `picture` drawn over 40 x 10 cells of 10 x 20 pixels.
  static func run(picture: [UInt8]) -> [Figure] {
    var figures: [Figure] = []
    for (protocolName, format, graphics, bytesTarget) in [
      ("kitty", PictureGraphics.Format.png, GraphicsProtocol.kitty, 200.0),
      ("sixel", .sixel, .sixel, 64 * 1024),
    ] {
      let request = PictureGraphics(format: format, cellWidth: 10, cellHeight: 20)
      guard
        case .success(let cells) = PictureDrawer.draw(
          picture, maxColumns: 40, maxRows: 10, mode: .trueColor, graphics: request),
        let image = cells.image,
        let terminal = TerminalPicture(
          id: 1, columns: cells.columns, rows: cells.rows, pixelWidth: image.pixelWidth,
          pixelHeight: image.pixelHeight, encoding: image.encoding)
      else {
        figures.append(
          Figure(
            name: "\(protocolName): frame as a picture scrolls", median: "failed", spread: "", target: "",
            met: false))
        continue
      }
      var layer = GraphicsLayer(graphics: graphics, inTmux: false)
      _ = layer.frame([PictureSpot(picture: terminal, x: 2, y: 30, rows: 0..<terminal.rows)])
      var times: [Double] = []
      var written: [Double] = []
      for step in 1...frames {
        let y = 30 - step
        let visible = max(0, -y)..<terminal.rows
        let spot = PictureSpot(picture: terminal, x: 2, y: max(0, y), rows: visible)
        let start = now()
        let output = layer.frame(visible.isEmpty ? [] : [spot])
        times.append((now() - start) * 1_000_000)
        written.append(Double(output.before.count + output.after.count))
      }
      let time = Samples(values: times)
      let bytes = Samples(values: written)
      figures.append(
        Figure(
          name: "\(protocolName): graphics layer, a frame as a 40x10 picture scrolls",
          median: Figure.format(time.median, unit: "µs"), spread: Figure.format(time.spread, unit: "µs"),
          target: "≤ 500 µs", met: time.median <= 500))
      figures.append(
        Figure(
          name: "\(protocolName): bytes written a frame as it scrolls",
          median: Figure.format(bytes.median, unit: "B", digits: 0),
          spread: "max \(Figure.format(written.max() ?? 0, unit: "B", digits: 0))",
          target: "≤ \(Figure.format(bytesTarget, unit: "B", digits: 0))",
          met: bytes.median <= bytesTarget))
    }
    return figures
  }
}
