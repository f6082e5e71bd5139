import LeetText

/// The cells a statement's pictures are drawn within: the page width, about half the screen high.
public struct PictureBox: Hashable, Sendable {
  public var columns: Int
  public var rows: Int
  /// Whether a picture smaller than the box is enlarged to fill it (one picture full-screen),
  /// rather than kept at its natural size.
  public var enlarges: Bool

  public init(columns: Int, rows: Int, enlarges: Bool = false) {
    self.columns = columns
    self.rows = rows
    self.enlarges = enlarges
  }
}

/// An open problem's statement pictures: whether they are shown, and their cells once drawn.
public struct PicturesState: Hashable, Sendable {
  /// Whether pictures can be drawn, and whether they start shown.
  public enum Availability: Hashable, Sendable {
    /// Labels only: no colour (`NO_COLOR`, a monochrome terminal).
    case none
    /// Drawn, hidden at first (`--no-images`); `i` shows them.
    case hidden
    /// Drawn.
    case shown
  }

  /// Whether the terminal can show pictures at all.
  public var available: Bool
  /// Whether they are shown (`i` toggles).
  public var shown: Bool
  /// Cells or notes by URL, as last drawn.
  public var slots: PictureSlots = [:]
  /// The box `slots` were drawn for.
  public var drawnFor: PictureBox?
  /// The box asked for and not yet answered.
  public var pending: PictureBox?
  /// One picture full-screen (`v`), over the page; nil while reading.
  public var viewer: PictureViewer?

  public init(_ availability: Availability = .none) {
    available = availability != .none
    shown = availability == .shown
  }

  /// What the page draws from: the slots while shown, else none (labels).
  public var visibleSlots: PictureSlots { available && shown ? slots : [:] }
}
