import FoundationEssentials
import LeetFetch
import LeetPictureClient
import LeetText
import TermCore

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

  /// The pictures `--print --images` draws into the description, when colour is on; none otherwise
  /// (and the helper never runs).
  func printedPictures(_ document: Document, width: Int) -> PictureSlots {
    guard options.images, options.segment == .description else { return [:] }
    let urls = PictureReferences.urls(in: document)
    guard !urls.isEmpty else { return [:] }
    let styling = printStyling
    guard styling.styled, styling.colors else {
      ErrorLine.print("warning: " + picturesNeedColourWarning)
      return [:]
    }
    guard let pictures = statementPictures() else { return [:] }
    return pictures.slots(
      for: urls, maxColumns: width, maxRows: Self.printedPictureRows,
      mode: .printed(environment: environment))
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
