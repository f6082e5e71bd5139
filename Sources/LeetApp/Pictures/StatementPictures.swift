import FoundationEssentials
import LeetFetch
import LeetPictureClient
import LeetText

/// Fetches (or finds cached) and draws a statement's pictures: the slots a layout draws from.
///
/// Blocking: the interface calls it off its thread. Offline, an uncached picture gets no slot
/// (its label stays, without complaint); one that fails, or is past the statement's allowance
/// (`PictureAllowance`), gets a note.
struct StatementPictures: Sendable {
  var fetcher: PictureFetcher
  var client: PictureClient
  var offline: Bool
  /// Where relative picture addresses are resolved.
  var base: URL?

  /// The slots of `urls` (as written in the document), drawn within `maxColumns` x `maxRows`
  /// (enlarged to fill them when `enlarges`); the pictures are fetched a few at a time
  /// (`PictureBatch`); encoded for the terminal's `graphics` when given.
  func slots(
    for urls: [String], maxColumns: Int, maxRows: Int, mode: PictureColorMode, enlarges: Bool = false,
    graphics: PictureGraphics? = nil
  ) -> PictureSlots {
    var slots: PictureSlots = [:]
    var files: [(url: String, file: URL)] = []
    let resolved = urls.compactMap { text in resolve(text).map { (text: text, url: $0) } }
    // At most 32 pictures and 24 MB a statement: the rest keep their labels with a note.
    let outcomes = PictureBatch(fetcher: fetcher).fetch(resolved.map(\.url), offline: offline)
    for (entry, outcome) in zip(resolved, outcomes) {
      switch outcome {
      case .success(let file?): files.append((entry.text, file))
      case .success(nil): break
      case .failure(let failure):
        let note = "not drawn: " + failure.message
        slots[entry.text] = failure.refused ? .refused(note: note) : .failed(note: note)
      }
    }
    let requests = files.map {
      PictureRequest(
        file: $0.file, maxColumns: maxColumns, maxRows: maxRows, mode: mode, enlarges: enlarges,
        graphics: graphics)
    }
    for (entry, outcome) in zip(files, client.draw(requests)) {
      switch outcome {
      case .success(let cells):
        slots[entry.url] = PictureArt(cells, mode: mode).map { .drawn($0) } ?? .failed(note: "not drawn")
      case .failure(let failure):
        slots[entry.url] = .failed(note: failure.note)
      }
    }
    return slots
  }

  /// The address of a picture as the document writes it, as `PictureLinks` reads it.
  func resolve(_ text: String) -> URL? {
    PictureLinks.resolve(text, base: base)
  }
}
