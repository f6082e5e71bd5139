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

  /// The kind of the element named `name` (lower case), by bisecting `named`.
  ///
  /// A sorted table: building a dictionary of the names at start cost the print path more than
  /// all its lookups.
  static func of(_ name: String) -> TagKind {
    var low = 0
    var high = named.count
    while low < high {
      let middle = (low + high) / 2
      let entry = named[middle]
      if entry.name == name { return entry.kind }
      if entry.name < name { low = middle + 1 } else { high = middle }
    }
    return .other
  }

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
}
