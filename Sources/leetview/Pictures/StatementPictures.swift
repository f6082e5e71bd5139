import Foundation
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

  /// The slots of `urls` (as written in the document), drawn within `maxColumns` x `maxRows`.
  func slots(for urls: [String], maxColumns: Int, maxRows: Int, mode: PictureColorMode) -> PictureSlots {
    var slots: PictureSlots = [:]
    var files: [(url: String, file: URL)] = []
    // At most 32 pictures and 24 MB a statement: the rest keep their labels with a note.
    var allowance = PictureAllowance()
    for text in urls {
      guard let url = resolve(text) else { continue }
      do {
        if let file = try fetcher.fetch(url, allowance: &allowance, offline: offline) {
          files.append((text, file))
        }
      } catch let failure as PictureFetchFailure {
        slots[text] = .failed(note: "not drawn: " + failure.message)
      } catch {
        slots[text] = .failed(note: "not drawn: could not be fetched")
      }
    }
    let requests = files.map {
      PictureRequest(file: $0.file, maxColumns: maxColumns, maxRows: maxRows, mode: mode)
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
    let encoded =
      text.addingPercentEncoding(withAllowedCharacters: .urlFragmentAllowed.union(["%", "#"])) ?? text
    guard let url = URL(string: encoded, relativeTo: base)?.absoluteURL,
      let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http"
    else { return nil }
    return url
  }
}
