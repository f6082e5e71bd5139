import Dispatch
import LeetPictureClient
import LeetText
import LeetUI

/// Fetches (offline: finds cached) and draws a statement's pictures, in the colours the curses
/// edge draws, answering with `.picturesDrawn`.
struct PictureRunner: Sendable {
  /// The statement pictures of the run, nil when the cache's mirror setting is bad (none drawn).
  let pictures: StatementPictures?
  /// The colours pictures are drawn in: the terminal's (24-bit under a `-direct` entry).
  let mode: PictureColorMode
  /// The terminal's graphics pictures are drawn in instead of cells, when it speaks one.
  var graphics: PictureGraphics? = nil

  /// Draws the pictures at `urls` of the problem `slug` for `box` off the loop's thread, and posts
  /// `.picturesDrawn`; without pictures, at once with none.
  func start(slug: String, urls: [String], box: PictureBox, post: @escaping @Sendable (AppAction) -> Void) {
    guard pictures != nil else { return post(drawn(slug: slug, urls: urls, box: box)) }
    DispatchQueue.global(qos: .userInitiated).async {
      post(drawn(slug: slug, urls: urls, box: box))
    }
  }

  /// `.picturesDrawn` with the slot of each of `urls` drawn for `box`; blocks while it fetches
  /// and draws.
  func drawn(slug: String, urls: [String], box: PictureBox) -> AppAction {
    guard let pictures else { return .page(.picturesDrawn(slug: slug, box, [:])) }
    let slots = pictures.slots(
      for: urls, maxColumns: box.columns, maxRows: box.rows, mode: mode, enlarges: box.enlarges,
      graphics: graphics)
    return .page(.picturesDrawn(slug: slug, box, slots))
  }
}
