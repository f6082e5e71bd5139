import TermCore

/// A problem screen's fixed regions: header, tab bar, underline, content, status line.
public enum ProblemLayout {
  /// The smallest screen the interface draws on; below it a message says so.
  public static let minimumSize = Size(width: 24, height: 7)
  /// Rows above the content: header, tab labels, underline.
  public static let headerRows = 3
  /// The tab labels' row.
  public static let tabRow = 1
  /// The underline's row.
  public static let underlineRow = 2

  /// The side margin: two columns, one on narrow screens.
  public static func margin(forWidth width: Int) -> Int { width >= 40 ? 2 : 1 }

  /// The width text is wrapped to.
  public static func contentWidth(for size: Size) -> Int {
    max(1, size.width - 2 * margin(forWidth: size.width))
  }

  /// The rows of content on screen.
  public static func viewportHeight(for size: Size) -> Int {
    max(1, size.height - headerRows - 1)
  }

  /// Whether `size` is too small to draw the interface.
  public static func isTooSmall(_ size: Size) -> Bool {
    size.width < minimumSize.width || size.height < minimumSize.height
  }
}
