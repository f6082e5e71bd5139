import Dispatch
import LeetPictureClient
import LeetText
import LeetUI

extension EffectRunner {
  /// Fetches (offline: finds cached) and draws a statement's pictures on a background queue,
  /// in the colours the curses edge draws (`mode`), and posts `.page(.picturesDrawn)`.
  static func drawPictures(
    _ pictures: StatementPictures?, slug: String, urls: [String], box: PictureBox,
    mode: PictureColorMode, post: @escaping @Sendable (AppAction) -> Void
  ) {
    guard let pictures else {
      post(.page(.picturesDrawn(slug: slug, box, [:])))
      return
    }
    DispatchQueue.global(qos: .userInitiated).async {
      let slots = pictures.slots(
        for: urls, maxColumns: box.columns, maxRows: box.rows, mode: mode, enlarges: box.enlarges)
      post(.page(.picturesDrawn(slug: slug, box, slots)))
    }
  }
}
