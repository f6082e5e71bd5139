import CCmarkGFM
import FoundationEssentials
import TermCore

/// Reads LeetCode's Markdown (solutions, editorials, comments) into a `Document`.
///
/// The same blocks and spans as `HTMLReader`. cmark-gfm parses; this walks its tree without
/// recursion.
public enum MarkdownReader {
  /// Quotes and lists nested deeper than this are read as if they were at this depth.
  public static let maximumNesting = 8

  /// The document for `markdown`.
  public static func document(_ markdown: String) -> Document {
    let source = MarkdownSource(markdown)
    let tree = CmarkTree(source.text)
    var walker = MarkdownTreeWalker(math: source.math)
    tree.walk { walker.handle($0) }
    return walker.document
  }
}

/// Builds blocks from cmark's enter and exit events with an explicit stack of open containers.
private struct MarkdownTreeWalker {
  private let math: [MathSpan]
  private var frames: [Frame]
  /// The paragraph, heading or table cell being read.
  private var inline: InlineBuilder?

  private struct Frame {
    var node: OpaquePointer?
    var kind: Kind
    var blocks: [Block] = []
    var items: [[Block]] = []
    var rows: [[[Span]]] = []
    var cells: [[Span]] = []
    var header = false
  }

  private enum Kind {
    case document
    case quote
    case list(ordered: Bool, start: Int)
    case item(checked: Bool?)
    case paragraph
    case heading(level: Int)
    case table
    case row
    case cell
  }

  /// cmark's node type bits that tell blocks (0x8000) from inlines (0xC000).
  private static let typeClassMask: UInt32 = 0xC000
  private static let inlineClass: UInt32 = 0xC000

  init(math: [MathSpan]) {
    self.math = math
    frames = [Frame(node: nil, kind: .document)]
  }

  /// The blocks read so far.
  var document: Document { frames.first?.blocks ?? [] }

  /// How many quotes and lists are open.
  private var nesting: Int {
    frames.reduce(0) { count, frame in
      switch frame.kind {
      case .quote, .list: return count + 1
      default: return count
      }
    }
  }

  mutating func handle(_ event: CmarkTree.Event) {
    let node = event.node
    let type = node.cmarkType
    if type.rawValue & Self.typeClassMask == Self.inlineClass {
      handleInline(node, type: type, entering: event.entering)
      return
    }
    if !event.entering {
      if frames.count > 1, frames[frames.count - 1].node == node { close() }
      return
    }
    switch type {
    case CMARK_NODE_BLOCK_QUOTE:
      if nesting < MarkdownReader.maximumNesting { open(node, .quote) }
    case CMARK_NODE_LIST:
      if nesting < MarkdownReader.maximumNesting {
        let ordered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
        let start = ordered ? Int(cmark_node_get_list_start(node)) : 1
        open(node, .list(ordered: ordered, start: start))
      }
    case CMARK_NODE_ITEM:
      if case .list = frames[frames.count - 1].kind {
        let checked =
          node.cmarkTypeString == "tasklist"
          ? cmark_gfm_extensions_get_tasklist_item_checked(node) : nil
        open(node, .item(checked: checked))
      }
    case CMARK_NODE_PARAGRAPH:
      openInline(node, .paragraph)
    case CMARK_NODE_HEADING:
      openInline(node, .heading(level: Int(cmark_node_get_heading_level(node))))
    case CMARK_NODE_CODE_BLOCK:
      append(codeBlock(node))
    case CMARK_NODE_HTML_BLOCK:
      for block in MarkdownHTMLBlock.blocks(node.cmarkLiteral, math: math) { append(block) }
    case CMARK_NODE_THEMATIC_BREAK:
      append(.rule)
    default:
      switch node.cmarkTypeString {
      case "table": open(node, .table)
      case "table_row", "table_header":
        if case .table = frames[frames.count - 1].kind {
          open(node, .row)
          frames[frames.count - 1].header = node.cmarkTypeString == "table_header"
        }
      case "table_cell":
        if case .row = frames[frames.count - 1].kind { openInline(node, .cell) }
      default:
        break  // custom and footnote blocks: their children are read where they stand
      }
    }
  }

  // MARK: - Inlines

  private mutating func handleInline(_ node: OpaquePointer, type: cmark_node_type, entering: Bool) {
    guard inline != nil else { return }
    switch type {
    case CMARK_NODE_TEXT: inline?.text(node.cmarkLiteral)
    case CMARK_NODE_CODE: inline?.code(node.cmarkLiteral)
    case CMARK_NODE_SOFTBREAK: inline?.softBreak()
    case CMARK_NODE_LINEBREAK: inline?.lineBreak()
    case CMARK_NODE_HTML_INLINE: inline?.html(node.cmarkLiteral)
    case CMARK_NODE_EMPH: entering ? inline?.push(.italic) : inline?.pop()
    case CMARK_NODE_STRONG: entering ? inline?.push(.bold) : inline?.pop()
    case CMARK_NODE_LINK:
      entering ? inline?.openLink(url: node.cmarkURL) : inline?.closeLink()
    case CMARK_NODE_IMAGE:
      entering ? inline?.openImage(url: node.cmarkURL) : inline?.closeImage()
    default:
      if node.cmarkTypeString == "strikethrough" {
        entering ? inline?.push(.strikethrough) : inline?.pop()
      } else if entering, type == CMARK_NODE_FOOTNOTE_REFERENCE {
        inline?.text("[" + node.cmarkLiteral + "]")
      }
    }
  }

  // MARK: - Frames

  private mutating func open(_ node: OpaquePointer, _ kind: Kind) {
    frames.append(Frame(node: node, kind: kind))
  }

  private mutating func openInline(_ node: OpaquePointer, _ kind: Kind) {
    open(node, kind)
    inline = InlineBuilder(math: math)
  }

  /// Closes the innermost frame and hands what it built to its parent.
  private mutating func close() {
    let frame = frames.removeLast()
    switch frame.kind {
    case .document:
      break
    case .quote:
      if !frame.blocks.isEmpty { append(.quote(frame.blocks)) }
    case .list(let ordered, let start):
      if !frame.items.isEmpty { append(.list(ordered: ordered, start: start, items: frame.items)) }
    case .item(let checked):
      var blocks = frame.blocks
      if let checked { blocks = Self.marking(blocks, checked: checked) }
      frames[frames.count - 1].items.append(blocks)
    case .paragraph:
      let spans = finishInline()
      if !spans.isEmpty && !Self.isTableOfContents(spans) { append(.paragraph(spans)) }
    case .heading(let level):
      let spans = finishInline()
      if !spans.isEmpty { append(.heading(level: min(max(level, 1), 6), spans)) }
    case .table:
      if !frame.rows.isEmpty { append(.table(rows: frame.rows, header: frame.header)) }
    case .row:
      let parent = frames.count - 1
      if frames[parent].rows.isEmpty { frames[parent].header = frame.header }
      frames[parent].rows.append(frame.cells)
    case .cell:
      let spans = finishInline()
      frames[frames.count - 1].cells.append(spans)
    }
  }

  private mutating func finishInline() -> [Span] {
    let spans = inline?.finished() ?? []
    inline = nil
    return spans
  }

  /// Adds a block to the innermost container that holds blocks.
  private mutating func append(_ block: Block) {
    guard
      let index = frames.lastIndex(where: { frame in
        switch frame.kind {
        case .document, .quote, .item: return true
        default: return false
        }
      })
    else { return }
    frames[index].blocks.append(block)
  }

  // MARK: - Leaves

  private func codeBlock(_ node: OpaquePointer) -> Block {
    let info = node.cmarkFenceInfo.split(whereSeparator: { $0 == " " || $0 == "{" || $0 == "," })
    let language = info.first.map { String($0).lowercased() }.map { TextSanitizer.clean($0) }
    let builder = InlineBuilder(math: math)
    var lines = builder.restoringSource(node.cmarkLiteral)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    let clean = lines.map { TextSanitizer.clean(MarkdownReader.expandingTabs($0)) }
    let spans = SyntaxHighlighter.lines(clean, language: language)
    return .preformatted(lines: spans, language: language.flatMap { $0.isEmpty ? nil : $0 })
  }

  /// A task list item's blocks with `[x]` or `[ ]` before its first paragraph.
  private static func marking(_ blocks: [Block], checked: Bool) -> [Block] {
    let box = Span(checked ? "[x] " : "[ ] ")
    if case .paragraph(var spans)? = blocks.first {
      if spans.first?.style == [] {
        spans[0].text = box.text + spans[0].text
      } else {
        spans.insert(box, at: 0)
      }
      return [.paragraph(spans)] + blocks.dropFirst()
    }
    return [.paragraph([Span(box.text.trimmingWhitespace)])] + blocks
  }

  /// LeetCode's `[TOC]` marker, which asks for a table of contents.
  private static func isTableOfContents(_ spans: [Span]) -> Bool {
    spans.map(\.text).joined().trimmingWhitespace.uppercased() == "[TOC]"
  }
}

extension MarkdownReader {
  /// `line` with tabs expanded to stops every four columns.
  static func expandingTabs(_ line: String) -> String {
    guard line.contains("\t") else { return line }
    var out = ""
    var column = 0
    for ch in line {
      if ch == "\t" {
        let spaces = 4 - column % 4
        out += String(repeating: " ", count: spaces)
        column += spaces
      } else {
        out.append(ch)
        column += 1
      }
    }
    return out
  }
}
