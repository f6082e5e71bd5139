import TermCore

/// Lays a `Document` out into lines no wider than a width, in terminal columns.
///
/// Blocks are apart by exactly one blank line (inside list items only between paragraphs, and
/// between items only when some item holds two paragraphs); paragraphs re-flow;
/// lists hang their text behind `•`/`◦`/`▪` or `1.`; quotations and LeetCode's example blocks
/// are indented by two columns; `<pre>` keeps its lines (`PreformattedLayout`), tables align
/// (`TableLayout`). All `<pre>` blocks of a document are laid out alike: indented, or, when one
/// of them goes without its indentation, all without. Widths below 4 are laid out as 4.
public enum DocumentLayout {
  /// The narrowest width laid out.
  public static let minimumWidth = 4

  /// The lines of `document` wrapped to `width` columns.
  ///
  /// The pictures in `pictures` are drawn (`PictureLayout`), every other picture reference stays
  /// text. With `cutsURLs` (the interface), a URL of a paragraph wider than its lines is cut
  /// there with `…`, indented with its text, instead of taking a wider line of its own.
  public static func lines(
    _ document: Document, width: Int, pictures: PictureSlots = [:], cutsURLs: Bool = false
  ) -> [StyledLine] {
    let width = max(width, minimumWidth)
    var pass = Pass(
      minimumHanging: max(2, min(10, width / 2)), pageWidth: width, pictures: pictures,
      preIndentable: true, cutsURLs: cutsURLs)
    var lines = pass.blocks(document, width: width, depth: 0, listDepth: 0, tight: false)
    if pass.indentedPre && pass.unindentedPre {
      // One `<pre>` needs its indentation dropped to fit: lay the page out again, none indented.
      pass = Pass(
        minimumHanging: pass.minimumHanging, pageWidth: width, pictures: pictures,
        preIndentable: false, cutsURLs: cutsURLs)
      lines = pass.blocks(document, width: width, depth: 0, listDepth: 0, tight: false)
    }
    return LineFinishing.collapseBlankLines(lines.map(LineFinishing.tidy))
  }

  /// Nesting deeper than this is not indented further (nor is any once the text would get
  /// narrower than `minimumHanging`: 10 columns, or half the width when that is less).
  fileprivate static let maxIndentedDepth = 32

  /// The leaf blocks of `blocks` in order, lists and quotes unwrapped without recursion, so
  /// that nesting deeper than `maxIndentedDepth` costs neither indentation nor stack.
  fileprivate static func flattened(_ blocks: [Block]) -> [Block] {
    var out: [Block] = []
    var pending: [ArraySlice<Block>] = [blocks[...]]
    while var slice = pending.popLast() {
      guard let block = slice.popFirst() else { continue }
      pending.append(slice)
      switch block {
      case .quote(let children):
        pending.append(children[...])
      case .list(_, _, let items):
        pending.append(items.flatMap { $0 }[...])
      default:
        out.append(block)
      }
    }
    return out
  }

  fileprivate static func isParagraph(_ block: Block) -> Bool {
    if case .paragraph = block { return true }
    return false
  }

  /// Whether a list item holds two paragraphs in a row (a loose list, with blank lines).
  fileprivate static func isLoose(_ item: [Block]) -> Bool {
    zip(item, item.dropFirst()).contains { isParagraph($0) && isParagraph($1) }
  }

  fileprivate static let bullets = ["•", "◦", "▪"]
}

/// One layout of a document: what stays the same throughout, and how its `<pre>` blocks went.
private struct Pass {
  let minimumHanging: Int
  let pageWidth: Int
  let pictures: PictureSlots
  /// Whether `<pre>` blocks may be indented (false: none is).
  let preIndentable: Bool
  /// Whether a paragraph's URL wider than its lines is cut (`DocumentLayout.lines`).
  let cutsURLs: Bool
  /// A `<pre>` block was laid out indented.
  var indentedPre = false
  /// A `<pre>` block was laid out without its indentation.
  var unindentedPre = false

  mutating func blocks(
    _ blocks: [Block], width: Int, depth: Int, listDepth: Int, tight: Bool
  ) -> [StyledLine] {
    let blocks =
      depth >= DocumentLayout.maxIndentedDepth ? DocumentLayout.flattened(blocks) : blocks
    var out: [StyledLine] = []
    var previousIsParagraph = false
    for block in blocks {
      let lines = layout(block, width: width, depth: depth, listDepth: listDepth)
      if lines.isEmpty { continue }
      let isParagraph = DocumentLayout.isParagraph(block)
      if !out.isEmpty && (!tight || (previousIsParagraph && isParagraph)) {
        out.append(StyledLine())
      }
      out.append(contentsOf: lines)
      previousIsParagraph = isParagraph
    }
    return out
  }

  private mutating func layout(_ block: Block, width: Int, depth: Int, listDepth: Int)
    -> [StyledLine]
  {
    switch block {
    case .paragraph(let spans):
      guard !pictures.isEmpty else {
        return LineWrapper.wrap(spans, width: width, overflowWidth: pageWidth, cutsURLs: cutsURLs)
      }
      let (pageWidth, cutsURLs) = (pageWidth, cutsURLs)
      return PictureLayout.paragraph(spans, width: width, slots: pictures) {
        LineWrapper.wrap($0, width: width, overflowWidth: pageWidth, cutsURLs: cutsURLs)
      }
    case .heading(_, let spans):
      return LineWrapper.wrap(
        spans.map { Span($0.text, style: $0.style.union([.bold, .heading])) }, width: width,
        overflowWidth: pageWidth)
    case .preformatted(let lines, _):
      let indent = preIndentable ? PreformattedLayout.indentation(lines, width: width) : 0
      if indent > 0 { indentedPre = true } else { unindentedPre = true }
      return PreformattedLayout.lines(lines, width: width, indent: indent)
    case .list(let ordered, let start, let items):
      return list(
        ordered: ordered, start: start, items: items, width: width, depth: depth,
        listDepth: listDepth)
    case .quote(let children):
      // Indented, not barred: blank lines stay blank, and a wrapped URL stays one run of
      // characters once white space is taken out.
      let indented = width - 2 >= minimumHanging && depth < DocumentLayout.maxIndentedDepth
      let inner = blocks(
        children, width: indented ? width - 2 : width, depth: depth + 1, listDepth: listDepth,
        tight: false)
      guard indented else { return inner }
      let indent = Span("  ")
      return inner.map { LineFinishing.indented($0, by: indent) }
    case .table(let rows, let header):
      let rows =
        pictures.isEmpty ? rows : rows.map { $0.map { PictureLayout.cell($0, slots: pictures) } }
      return TableLayout.lines(rows, header: header, width: width, pageWidth: pageWidth)
    case .rule:
      return [StyledLine([Span(String(repeating: "─", count: min(width, 80)), style: .dim)])]
    }
  }

  private mutating func list(
    ordered: Bool, start: Int, items: [[Block]], width: Int, depth: Int, listDepth: Int
  ) -> [StyledLine] {
    let bullets = DocumentLayout.bullets
    var markers: [String] = []
    for index in items.indices {
      markers.append(ordered ? "\(start + index)." : bullets[listDepth % bullets.count])
    }
    let markerWidth = markers.reduce(0) { max($0, TextColumns.of($1)) } + 1
    // Hang the text behind the marker while that leaves it room; else the marker stands alone.
    let hanging =
      width - markerWidth >= minimumHanging && depth < DocumentLayout.maxIndentedDepth
    let contentWidth = hanging ? width - markerWidth : width
    let indent = Span(String(repeating: " ", count: markerWidth))
    let loose = items.contains(where: DocumentLayout.isLoose)
    var out: [StyledLine] = []
    for (index, item) in items.enumerated() {
      if loose && index > 0 { out.append(StyledLine()) }
      var marker = markers[index]
      if TextColumns.of(marker) > width { marker = bullets[0] }
      let padding = markerWidth - 1 - TextColumns.of(marker)
      let markerSpan = Span(String(repeating: " ", count: max(0, padding)) + marker + " ")
      let lines = blocks(
        item, width: contentWidth, depth: depth + 1, listDepth: listDepth + 1, tight: true)
      if !hanging {
        out.append(StyledLine([Span(marker)]))
        out.append(contentsOf: lines)
        continue
      }
      guard let first = lines.first, !LineFinishing.isOutdented(first) else {
        out.append(StyledLine([markerSpan]))
        out.append(contentsOf: lines)
        continue
      }
      out.append(StyledLine([markerSpan] + first.spans, picture: first.picture, graphic: first.graphic))
      for line in lines.dropFirst() {
        out.append(LineFinishing.indented(line, by: indent))
      }
    }
    return out
  }
}
