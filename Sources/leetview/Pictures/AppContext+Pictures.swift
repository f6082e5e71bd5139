import Foundation
import LeetFetch
import LeetPictureClient
import LeetText

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
    let styling = printStyling
    guard options.images, options.segment == .description, styling.styled, styling.colors else {
      return [:]
    }
    let urls = PictureReferences.urls(in: document)
    guard !urls.isEmpty, let pictures = statementPictures() else { return [:] }
    return pictures.slots(
      for: urls, maxColumns: width, maxRows: Self.printedPictureRows,
      mode: .printed(environment: environment))
  }
}
