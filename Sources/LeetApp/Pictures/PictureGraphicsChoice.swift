import LeetCurses
import LeetFetch
import LeetPictureClient
import TermCore
import TerminalGraphics

/// The terminal's graphics this run draws statement pictures in: the setting (`--pictures`, else
/// the config's `pictures`, else `auto`), and for `auto` what the terminal answers when asked.
struct PictureGraphicsChoice {
  /// The protocol, or nil for cells (or no pictures, with `off`).
  var graphics: GraphicsProtocol?
  /// Whether leetview runs inside tmux (every sequence then goes through its passthrough).
  var inTmux: Bool
  /// What the picture helper is asked for, with the terminal's cell size in pixels.
  var request: PictureGraphics?
  /// Whether pictures are off altogether (their labels only).
  var off: Bool

  /// A cell's pixels when the terminal does not say: kitty's and xterm's usual at 11-12 points.
  static let usualCell = (width: 10, height: 20)

  /// The choice for `setting` on this process's terminal; `ask` asks it (only for `auto`, and
  /// `GraphicsProbe` writes nothing unless stdin and stdout are a terminal).
  static func choose(
    _ setting: PicturesSetting, environment: [String: String],
    ask: () -> GraphicsAnswers? = { GraphicsProbe.ask() },
    cellPixels: () -> (width: Int, height: Int)? = { GraphicsProbe.cellPixels() }
  ) -> PictureGraphicsChoice {
    let inTmux = !(environment["TMUX"] ?? "").isEmpty
    // Inside tmux without passthrough nothing could be drawn, and a bare query there is taken
    // for a pane title: nothing is asked.
    let asks = setting == .auto && !inTmux
    let answers = asks ? (ask() ?? GraphicsAnswers()) : GraphicsAnswers()
    let graphics = GraphicsChoice.choose(
      setting, answers: answers, termProgram: environment["TERM_PROGRAM"], inTmux: inTmux, passthrough: false)
    let cell = cellPixels() ?? usualCell
    let request = graphics.map {
      PictureGraphics(format: $0 == .sixel ? .sixel : .png, cellWidth: cell.width, cellHeight: cell.height)
    }
    return PictureGraphicsChoice(graphics: graphics, inTmux: inTmux, request: request, off: setting == .off)
  }
}

extension AppContext {
  /// How statement pictures are drawn: `--pictures`, else the config's `pictures`, else `auto`.
  /// - Throws: `LoadError.configuration` when the config names no such setting.
  func picturesSetting() throws -> PicturesSetting {
    if let given = options.pictures { return given }
    guard let written = session.config?.pictures else { return .auto }
    guard let setting = PicturesSetting(rawValue: written) else {
      let names = PicturesSetting.allCases.map(\.rawValue).joined(separator: ", ")
      throw LoadError.configuration(
        "the config key pictures must be one of \(names), not '\(TextSanitizer.clean(written))'")
    }
    return setting
  }
}
