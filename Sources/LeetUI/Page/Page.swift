import LeetModel
import LeetText

/// One segment's page: its document, its scroll position, and its layouts by width.
public struct Page: Sendable {
  /// What the page shows.
  public private(set) var document: Document
  /// Whether `document` is the real content rather than a placeholder notice.
  public private(set) var isLoaded: Bool
  /// When set, the page is these sections one after another (a list), and its layouts know
  /// where each selectable entry lies.
  public private(set) var sections: [PageSection]?
  /// The pictures drawn in the page, by URL (none: every picture is its label).
  public private(set) var pictures: PictureSlots = [:]
  /// The first wrapped line on screen.
  public var top: Int = 0
  /// The text a run of resizes keeps at the top, and the `top` it last gave: while the reader does
  /// not scroll, resizing back and forth returns to the same line instead of drifting to the start
  /// of a paragraph that was one line at some width.
  var resizeAnchor: (offset: Int, blank: Bool, top: Int)?
  /// Layouts computed so far, by width (a few are kept, so resizing back is instant).
  private var layouts: [Int: PageLayout] = [:]
  private var recentWidths: [Int] = []

  public init(document: Document, isLoaded: Bool) {
    self.document = document
    self.isLoaded = isLoaded
  }

  /// The layout at `width`, computed and cached if needed.
  public mutating func layout(width: Int) -> PageLayout {
    if let cached = layouts[width] { return cached }
    let layout =
      sections.map { PageLayout(sections: $0, width: width) }
      ?? PageLayout(document: document, width: width, pictures: pictures)
    layouts[width] = layout
    recentWidths.append(width)
    if recentWidths.count > 4 { layouts[recentWidths.removeFirst()] = nil }
    return layout
  }

  /// The cached layout at `width`, if any (for the pure renderer).
  public func cachedLayout(width: Int) -> PageLayout? { layouts[width] }

  /// Draws `pictures` in the page from now on; the old layouts are dropped.
  public mutating func show(pictures: PictureSlots) {
    self.pictures = pictures
    layouts = [:]
    recentWidths = []
  }

  /// Replaces the content; the old layouts are dropped.
  public mutating func replace(with document: Document, isLoaded: Bool) {
    self.document = document
    self.isLoaded = isLoaded
    sections = nil
    layouts = [:]
    recentWidths = []
  }

  /// Replaces the content with `sections` laid out one after another; the old layouts are dropped.
  public mutating func replace(withSections sections: [PageSection]) {
    replace(with: sections.flatMap(\.blocks), isLoaded: true)
    self.sections = sections
  }
}
