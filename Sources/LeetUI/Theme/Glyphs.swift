import LeetModel

/// The characters the interface draws for itself, in Unicode or in plain ASCII.
public struct Glyphs: Hashable, Sendable {
  /// A whole cell of underline, and the left and right halves (nil when halves cannot be drawn).
  public var underline: String
  public var underlineLeftHalf: String?
  public var underlineRightHalf: String?
  /// Marks for tabs hidden to the left and right of an overflowing bar.
  public var hiddenLeft: String
  public var hiddenRight: String
  /// Box drawing for the help overlay: horizontal, vertical, and the four corners.
  public var horizontal: String
  public var vertical: String
  public var corners: (topLeft: String, topRight: String, bottomLeft: String, bottomRight: String) {
    (cornerSet[0], cornerSet[1], cornerSet[2], cornerSet[3])
  }
  private var cornerSet: [String]
  /// The separator between parts of the status line.
  public var separator: String
  /// The marks of a problem the user solved and one they attempted (LeetCode's own meaning of ✓).
  public var solved: String
  public var attempted: String
  /// The sign of a problem whose statement is cached for offline reading.
  public var offline: String

  /// Heavy box-drawing halves `╺━╸` for half-cell precision.
  public static let unicode = Glyphs(
    underline: "━", underlineLeftHalf: "╸", underlineRightHalf: "╺", hiddenLeft: "‹",
    hiddenRight: "›",
    horizontal: "─", vertical: "│", cornerSet: ["╭", "╮", "╰", "╯"], separator: "·", solved: "✓",
    attempted: "◐", offline: "↓")

  /// Plain ASCII for terminals without UTF-8.
  public static let ascii = Glyphs(
    underline: "^", underlineLeftHalf: nil, underlineRightHalf: nil, hiddenLeft: "<",
    hiddenRight: ">",
    horizontal: "-", vertical: "|", cornerSet: ["+", "+", "+", "+"], separator: "|", solved: "v",
    attempted: "~", offline: "c")

  /// The sign drawn for `mark`, or nil for an untouched problem.
  public func sign(for mark: SolvedMark) -> String? {
    switch mark {
    case .solved: solved
    case .attempted: attempted
    case .untouched: nil
    }
  }

  /// Whether the underline can be drawn at half-cell precision.
  public var hasHalfCells: Bool { underlineLeftHalf != nil && underlineRightHalf != nil }
}
