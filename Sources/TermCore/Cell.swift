/// One terminal cell: a grapheme and its style.
///
/// A wide glyph (width 2) sits in its leading cell; the cell to its right is a continuation cell
/// (`symbol` empty) that is never drawn on its own.
public struct Cell: Hashable, Sendable {
  /// The grapheme shown, or "" for the continuation of a wide glyph.
  public var symbol: String
  public var style: Style

  public init(_ symbol: String, style: Style = .plain) {
    self.symbol = symbol
    self.style = style
  }

  /// A space in the default style.
  public static let blank = Cell(" ")

  /// Whether this cell is the right half of a wide glyph.
  public var isContinuation: Bool { symbol.isEmpty }

  /// The columns the symbol takes: 2 for a wide glyph, 0 for a continuation, else 1.
  public var width: Int {
    guard let first = symbol.first else { return 0 }
    return DisplayWidth.of(first) == 2 ? 2 : 1
  }
}
