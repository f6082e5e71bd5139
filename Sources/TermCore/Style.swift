/// How a cell looks: colours and attributes.
///
/// Pure data, mapped to curses or SGR at the edge.
public struct Style: Hashable, Sendable {
  /// Text attributes that terminals can show.
  public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let bold = Attributes(rawValue: 1 << 0)
    public static let dim = Attributes(rawValue: 1 << 1)
    public static let italic = Attributes(rawValue: 1 << 2)
    public static let underline = Attributes(rawValue: 1 << 3)
    public static let reverse = Attributes(rawValue: 1 << 4)
  }

  public var foreground: Color
  public var background: Color
  public var attributes: Attributes

  public init(foreground: Color = .default, background: Color = .default, attributes: Attributes = []) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// The terminal's default look.
  public static let plain = Style()

  /// This style with `other`'s non-default colours and attributes laid over it.
  public func merged(with other: Style) -> Style {
    Style(
      foreground: other.foreground == .default ? foreground : other.foreground,
      background: other.background == .default ? background : other.background,
      attributes: attributes.union(other.attributes))
  }
}
