import TermCore

/// The meaning of a run of text; a theme turns it into colours and attributes.
public struct TextStyle: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  public static let bold = TextStyle(rawValue: 1 << 0)
  public static let italic = TextStyle(rawValue: 1 << 1)
  public static let underline = TextStyle(rawValue: 1 << 2)
  public static let code = TextStyle(rawValue: 1 << 3)
  public static let link = TextStyle(rawValue: 1 << 4)
  public static let dim = TextStyle(rawValue: 1 << 5)
  public static let strikethrough = TextStyle(rawValue: 1 << 6)
  public static let heading = TextStyle(rawValue: 1 << 7)
  /// Text inside `<pre>` or a code block.
  public static let preformatted = TextStyle(rawValue: 1 << 8)
  /// Syntax colouring inside code blocks.
  public static let keyword = TextStyle(rawValue: 1 << 9)
  public static let string = TextStyle(rawValue: 1 << 10)
  public static let comment = TextStyle(rawValue: 1 << 11)
  public static let number = TextStyle(rawValue: 1 << 12)
  /// Difficulty colours and other accents.
  public static let easy = TextStyle(rawValue: 1 << 13)
  public static let medium = TextStyle(rawValue: 1 << 14)
  public static let hard = TextStyle(rawValue: 1 << 15)
  /// A search match in the page.
  public static let match = TextStyle(rawValue: 1 << 16)
  /// The current search match.
  public static let currentMatch = TextStyle(rawValue: 1 << 17)
  /// Notices such as "not cached yet" or a premium lock.
  public static let notice = TextStyle(rawValue: 1 << 18)
  /// Part of a picture reference: its label `[image: …]`, or (with `.link`) its URL.
  public static let picture = TextStyle(rawValue: 1 << 19)
}

/// A run of text in one style.
///
/// Text in a span holds no control characters.
public struct Span: Hashable, Sendable {
  public var text: String
  public var style: TextStyle

  public init(_ text: String, style: TextStyle = []) {
    self.text = text
    self.style = style
  }
}

/// One line of wrapped output: spans whose display width fits the width it was laid out for.
public struct StyledLine: Hashable, Sendable {
  public var spans: [Span]
  /// One row of a picture's cells, drawn right after the spans (which then hold only indentation).
  public var picture: [PictureGlyph]?
  /// Which row of a picture in the terminal's graphics shows over `picture` (then blank).
  public var graphic: GraphicRow?

  public init(_ spans: [Span] = [], picture: [PictureGlyph]? = nil, graphic: GraphicRow? = nil) {
    self.spans = spans
    self.picture = picture
    self.graphic = graphic
  }

  /// The line's text without styles.
  public var text: String { spans.map(\.text).concatenated() }

  /// The columns the line takes.
  public var width: Int { spans.reduce(0) { $0 + TextColumns.of($1.text) } }
}

/// A block of a document, the common form of HTML statements and Markdown articles.
public indirect enum Block: Hashable, Sendable {
  /// Flowing text, re-wrapped to the width. A span whose text is "\n" is a hard line break.
  case paragraph([Span])
  /// A heading (level 1 to 6).
  case heading(level: Int, [Span])
  /// Lines kept verbatim (`<pre>`, code blocks); each inner array is one source line.
  case preformatted(lines: [[Span]], language: String?)
  /// A list; each item is a sequence of blocks.
  case list(ordered: Bool, start: Int, items: [[Block]])
  /// A quotation, drawn with a bar.
  case quote([Block])
  /// A table; each row is cells, each cell is spans. The first row is a header when `header`.
  case table(rows: [[[Span]]], header: Bool)
  /// A horizontal rule.
  case rule
}

/// A laid-out document: blocks in order.
public typealias Document = [Block]
