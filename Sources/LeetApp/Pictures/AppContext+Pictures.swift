import FoundationEssentials
import LeetCurses
import LeetFetch
import LeetPictureClient
import LeetText
import TermCore
import TerminalGraphics

extension AppContext {
  /// The most rows a printed picture takes.
  static let printedPictureRows = 20

  /// The statement pictures for this run, or nil when the cache's mirror setting is bad.
  func statementPictures() -> StatementPictures? {
    guard
      let fetcher = try? PictureFetcher(
        location: store.location, site: site, environment: environment)
    else { return nil }
    return StatementPictures(
      fetcher: fetcher, client: PictureClient(environment: environment), offline: options.offline,
      base: URL(string: site.baseURL))
  }

  /// The pictures `--print --images` draws into the description: in the terminal's graphics when
  /// stdout is a terminal that speaks one (`printedGraphics`), else as cells when colour is on;
  /// none otherwise (and the helper never runs).
  /// - Throws: `LoadError.configuration` when the config's `pictures` is not a setting.
  func printedPictures(_ document: Document, width: Int) throws -> PrintedPictures {
    guard options.images, options.segment == .description else { return PrintedPictures() }
    let urls = PictureReferences.urls(in: document)
    guard !urls.isEmpty else { return PrintedPictures() }
    let setting = try picturesSetting()
    guard setting != .off else { return PrintedPictures() }
    if let choice = printedGraphics(setting), let pictures = statementPictures() {
      // The whole picture on screen at once: the cursor goes back up over it to draw it.
      let rows = min(Self.printedPictureRows, (TerminalProbe.rows() ?? 24) - 1)
      let slots = pictures.slots(
        for: urls, maxColumns: width, maxRows: max(1, rows), mode: .printed(environment: environment),
        graphics: choice.request)
      return PrintedPictures(slots: slots, graphics: choice.graphics)
    }
    let styling = printStyling
    guard styling.styled, styling.colors else {
      ErrorLine.print("warning: " + picturesNeedColourWarning)
      return PrintedPictures()
    }
    guard let pictures = statementPictures() else { return PrintedPictures() }
    let slots = pictures.slots(
      for: urls, maxColumns: width, maxRows: Self.printedPictureRows,
      mode: .printed(environment: environment))
    return PrintedPictures(slots: slots)
  }

  /// The terminal's graphics `--print --images` draws in for `setting`: only when stdin and
  /// stdout are a terminal (a pipe or a file never gets a graphics sequence, nor is anything
  /// asked), and not inside tmux, where printed text cannot tell the outer terminal where its
  /// cursor is; nil for cells.
  func printedGraphics(_ setting: PicturesSetting) -> PictureGraphicsChoice? {
    guard TerminalProbe.canDrawInterface(environment: environment), (environment["TMUX"] ?? "").isEmpty
    else { return nil }
    let choice = PictureGraphicsChoice.choose(setting, environment: environment)
    return choice.graphics == nil ? nil : choice
  }

  /// Why `--print --images` drew only labels, and what to change.
  var picturesNeedColourWarning: String {
    var fixes: [String] = []
    if options.color == .never { fixes.append("drop --color never") }
    if Surroundings(environment: environment).noColor { fixes.append("unset NO_COLOR") }
    let fix = fixes.joined(separator: " and ")
    return "pictures need colour, so only their labels are printed; \(fix) to draw them"
  }
}

/// What `--print --images` draws: the pictures' slots, and the terminal's graphics they are
/// drawn in (nil: cells, or labels).
struct PrintedPictures {
  var slots: PictureSlots = [:]
  var graphics: GraphicsProtocol?
}
