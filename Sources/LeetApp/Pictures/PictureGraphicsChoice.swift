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
  /// Inside tmux, where the pane's corner is in the outer terminal.
  var paneOrigin = Point(x: 0, y: 0)

  /// A cell's pixels when the terminal does not say: kitty's and xterm's usual at 11-12 points.
  static let usualCell = (width: 10, height: 20)

  /// The choice for `setting` on this process's terminal; `ask` asks it the query given (only
  /// for `auto`, and `GraphicsProbe` writes nothing unless stdin and stdout are a terminal).
  ///
  /// Inside tmux, `tmux` says whether the pane passes graphics on: when it does not, cells and
  /// nothing asked; when it does, the query goes through the passthrough. When tmux cannot be
  /// asked, the query through it is the test: an answer means the passthrough is on.
  static func choose(
    _ setting: PicturesSetting, environment: [String: String],
    ask: ([UInt8]) -> GraphicsAnswers? = { GraphicsProbe.ask(query: $0) },
    cellPixels: () -> (width: Int, height: Int)? = { GraphicsProbe.cellPixels() },
    tmux: () -> TmuxPaneGraphics? = { nil }
  ) -> PictureGraphicsChoice {
    let inTmux = !(environment["TMUX"] ?? "").isEmpty
    var answers = GraphicsAnswers()
    var passthrough = false
    var origin = Point(x: 0, y: 0)
    if inTmux, setting != .cells, setting != .off {
      let pane = tmux()
      origin = pane?.origin ?? origin
      if pane?.passthrough != false, setting == .auto || pane == nil {
        answers = ask(GraphicsQuery.throughTmux) ?? GraphicsAnswers()
      }
      passthrough = pane?.passthrough ?? answers.complete
    } else if setting == .auto {
      answers = ask(GraphicsQuery.bytes) ?? GraphicsAnswers()
    }
    let graphics = GraphicsChoice.choose(
      setting, answers: answers, termProgram: environment["TERM_PROGRAM"], inTmux: inTmux,
      passthrough: passthrough)
    let cell = cellPixels() ?? usualCell
    let request = graphics.map {
      PictureGraphics(format: $0 == .sixel ? .sixel : .png, cellWidth: cell.width, cellHeight: cell.height)
    }
    return PictureGraphicsChoice(
      graphics: graphics, inTmux: inTmux, request: request, off: setting == .off, paneOrigin: origin)
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
