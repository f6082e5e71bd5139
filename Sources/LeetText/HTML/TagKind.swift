/// What the reader does with each HTML element it knows, looked up once per tag.
enum TagKind: Sendable {
  case lineBreak, rule, image
  /// `video`/`audio` (containers, with an end tag) or `source`/`embed` (void).
  case media(container: Bool)
  /// Void elements without text: `meta`, `input` ...
  case void
  /// Elements whose content is not text to show: `script`, `style` ...
  case rawText
  /// Inline elements that add a style.
  case styled(TextStyle)
  case font, anchor, paragraph, item, quote, division, pre, table, row, tableHead, figure
  case script(superscript: Bool)
  case heading(Int)
  case list(ordered: Bool)
  case cell(header: Bool)
  /// Other block-level elements: a paragraph break at each end.
  case block
  /// SVG `text`/`tspan`: positioned apart in a drawing, so words apart here.
  case separated
  /// Unknown or purely inline elements: their text flows on.
  case other

  /// The kind of the element named `name` (lower case).
  static func of(_ name: String) -> TagKind { kinds[name] ?? .other }

  /// Whether an end tag of this kind may close elements past an open block container.
  var isContainer: Bool {
    switch self {
    case .list, .item, .table, .row, .cell, .quote, .division, .pre, .tableHead: return true
    case .block: return true
    default: return false
    }
  }

  /// Where an implicit `</li>` stops looking.
  static let listScope = ["ul", "ol", "menu", "table", "blockquote"]
  /// Where an implicit `</tr>` stops looking.
  static let tableScope = ["table"]
  /// Where an implicit `</td>` stops looking.
  static let rowScope = ["tr", "table"]

  private static let kinds: [String: TagKind] = {
    var table: [String: TagKind] = [
      "br": .lineBreak, "hr": .rule, "img": .image,
      "video": .media(container: true), "audio": .media(container: true),
      "source": .media(container: false), "embed": .media(container: false),
      "font": .font, "a": .anchor, "p": .paragraph, "li": .item, "blockquote": .quote,
      "div": .division, "pre": .pre, "listing": .pre, "table": .table, "tr": .row,
      "thead": .tableHead, "svg": .figure, "math": .figure, "text": .separated, "tspan": .separated,
      "sup": .script(superscript: true), "sub": .script(superscript: false),
      "ul": .list(ordered: false), "menu": .list(ordered: false), "ol": .list(ordered: true),
      "td": .cell(header: false), "th": .cell(header: true), "caption": .cell(header: false),
    ]
    // Room for every name below at once: growing the table on the way rehashed it twice.
    table.reserveCapacity(128)
    for level in 1...6 { table["h\(level)"] = .heading(level) }
    for name in ["meta", "link", "input", "wbr", "area", "base", "col", "param", "track", "keygen"] {
      table[name] = .void
    }
    for name in [
      "script", "style", "template", "title", "textarea", "noscript", "noembed", "noframes",
      "iframe", "xmp", "plaintext",
    ] {
      table[name] = .rawText
    }
    let styles: [(TextStyle, [String])] = [
      (.bold, ["b", "strong", "mark"]),
      (.italic, ["i", "em", "cite", "dfn", "var", "italic", "address"]),
      (.underline, ["u", "ins"]),
      (.strikethrough, ["s", "strike", "del"]),
      (.code, ["code", "kbd", "samp", "tt"]),
      (.dim, ["small"]),
    ]
    for (style, names) in styles {
      for name in names { table[name] = .styled(style) }
    }
    for name in [
      "center", "section", "article", "header", "footer", "main", "nav", "aside", "figure",
      "figcaption", "details", "summary", "dl", "dt", "dd", "form", "fieldset", "legend",
      "hgroup", "body", "html", "tbody", "tfoot",
    ] {
      table[name] = .block
    }
    return table
  }()
}
