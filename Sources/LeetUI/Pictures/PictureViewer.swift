import LeetText
import TermCore

/// One statement picture shown full-screen (`v`): which of the problem's pictures, how far it is
/// scrolled, and the cells of them all drawn for the screen.
///
/// The pictures are asked for together at the screen's width, as the page asks for its own, so
/// `n` and `p` move between them without waiting; each is enlarged to fill the screen's width
/// unless that makes it more than `screens` screens tall.
public struct PictureViewer: Hashable, Sendable {
  /// The most screens high a full-screen picture is drawn: beyond that it fits the height.
  public static let screens = 3
  /// The most rows a picture is drawn in (what the picture helper draws at most).
  public static let maxRows = 500

  /// The problem's pictures, in the order of the statement.
  public let urls: [String]
  /// The one shown, an index into `urls`.
  public private(set) var index: Int
  /// The first row of the picture on screen.
  public var top = 0
  /// Cells or notes by URL, as drawn for `drawnFor`.
  public var slots: PictureSlots = [:]
  /// The box `slots` were drawn for.
  public var drawnFor: PictureBox?
  /// The box asked for and not yet answered.
  public var pending: PictureBox?

  /// A viewer showing `urls[index]`; nil when there are no pictures.
  public init?(urls: [String], index: Int) {
    guard !urls.isEmpty else { return nil }
    self.urls = urls
    self.index = min(max(0, index), urls.count - 1)
  }

  /// The URL of the picture shown.
  public var url: String { urls[index] }

  /// The picture's cells, once drawn.
  public var art: PictureArt? {
    if case .drawn(let art)? = slots[url] { return art }
    return nil
  }

  /// Shows the picture `offset` places on, wrapping around, from its top.
  public mutating func move(by offset: Int) {
    index = ((index + offset) % urls.count + urls.count) % urls.count
    top = 0
  }

  /// The box the pictures are drawn in on a screen of `size`: its width, and rows to scroll,
  /// small pictures enlarged to fill it.
  public static func box(for size: Size) -> PictureBox {
    PictureBox(
      columns: min(maxRows, max(1, size.width)), rows: min(maxRows, screens * visibleRows(for: size)),
      enlarges: true)
  }

  /// The rows of picture on a screen of `size`: all but the status line.
  public static func visibleRows(for size: Size) -> Int { max(1, size.height - 1) }

  /// The largest useful `top` on a screen of `size`.
  public func maxTop(for size: Size) -> Int {
    max(0, (art?.rows.count ?? 0) - Self.visibleRows(for: size))
  }
}
