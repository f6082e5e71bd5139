import Dispatch
import LeetPictureClient
import LeetText
import LeetUI

extension EffectRunner {
  /// Fetches (offline: finds cached) and draws a statement's pictures on a background queue,
  /// in the colours the curses edge draws (`mode`) or its `graphics`, and posts `.picturesDrawn`.
  static func drawPictures(
    _ pictures: StatementPictures?, slug: String, urls: [String], box: PictureBox,
    mode: PictureColorMode, graphics: PictureGraphics? = nil, post: @escaping @Sendable (AppAction) -> Void
  ) {
    guard let pictures else {
      post(.picturesDrawn(slug: slug, box, [:]))
      return
    }
    DispatchQueue.global(qos: .userInitiated).async {
      let slots = pictures.slots(
        for: urls, maxColumns: box.columns, maxRows: box.rows, mode: mode, enlarges: box.enlarges,
        graphics: graphics)
      post(.picturesDrawn(slug: slug, box, slots))
    }
  }
}
