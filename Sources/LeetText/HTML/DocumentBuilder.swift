import TermCore

/// Builds a `Document` from HTML tokens: keeps the open elements and the frames (blocks under
/// construction), and handles LeetCode's tag subset and the usual sloppiness around it.
///
/// Element nesting is capped (`maxElements`), and block nesting more tightly (`maxFrames`):
/// deeper tags still keep their text, so hostile input stays linear and shallow.
struct DocumentBuilder {
  /// What a start tag asks of the tokenizer.
  enum Next { case proceed, skipRawText }

  private enum Role {
    case inline
    /// A paragraph-like block (`p`, `div` ...): ends the paragraph being gathered at both ends.
    case boundary
    case heading
    case script(superscript: Bool)
    case link(href: String)
    case row
    case head
    case cell(header: Bool)
    case frameOwner
    /// Text apart from its neighbours by a space at both ends.
    case separated
  }

  private struct OpenElement {
    let name: String
    /// The style of text inside, including every enclosing element's.
    let style: TextStyle
    let role: Role
    /// How many frames the element opened (closed with it).
    var frames: Int = 0
  }

  static let maxElements = 512
  static let maxFrames = 24

  private var elements: [OpenElement] = []
  private var frames: [DocumentFrame]
  private let root = FlowFrame(.root)
  /// `<sup>`/`<sub>` text being gathered, and the index of the element gathering it.
  private var scriptText = ""
  private var scriptOwner: Int?
  /// The text of the outermost open link, to tell whether it is its own URL.
  private var linkText = ""
  private var linkOwner: Int?

  init() { frames = [.flow(root)] }

  /// The finished document; closes whatever is still open.
  mutating func finish() -> Document {
    while !elements.isEmpty { pop() }
    while frames.count > 1 { closeFrame(header: false) }
    root.flush()
    return root.blocks
  }

  // MARK: - Text

  /// Adds decoded character data.
  mutating func text(_ text: String) {
    if scriptOwner != nil {
      scriptText += text
      return
    }
    if linkOwner != nil, linkText.utf8.count < 4096 { linkText += text }
    let style = currentStyle
    switch frames[frames.count - 1] {
    case .flow(let flow): flow.inline.appendCollapsing(text, style: style)
    case .cell(let cell): cell.appendCollapsing(text, style: style)
    case .pre(let pre):
      // Tabs survive cleaning here, to be expanded to tab stops in the line.
      var cleaned = CleanText.clean(text, keepNewlines: true)
      if text.utf8.contains(0x09) {
        let pieces = text.split(separator: "\t", omittingEmptySubsequences: false)
        cleaned = pieces.map { CleanText.clean(String($0), keepNewlines: true) }
          .joined(separator: "\t")
      }
      pre.append(cleaned, style: style.union(.preformatted))
    case .list, .table:
      if isWhiteSpace(text) { return }
      openImplicitContainer()
      self.text(text)
    }
  }

  /// Adds text that is not collapsed: image labels, converted superscripts, URLs.
  private mutating func verbatim(_ text: String, style: TextStyle) {
    switch frames[frames.count - 1] {
    case .flow(let flow): flow.inline.appendVerbatim(text, style: style)
    case .cell(let cell): cell.appendVerbatim(text, style: style)
    case .pre(let pre): pre.add(text, style: style.union(.preformatted))
    case .list, .table:
      openImplicitContainer()
      verbatim(text, style: style)
    }
  }

  private var currentStyle: TextStyle { elements.last?.style ?? [] }

  // MARK: - Start tags

  /// Handles a start tag; says when the tokenizer must skip the element's raw text.
  mutating func start(name: String, attributes: [HTMLAttribute], selfClosing: Bool) -> Next {
    let kind = TagKind.of(name)
    switch kind {
    case .lineBreak:
      lineBreak()
      return .proceed
    case .rule:
      rule()
      return .proceed
    case .image:
      media(label: "image", attributes)
      return .proceed
    case .media(let container):
      media(label: name == "audio" ? "audio" : "video", attributes)
      if !container { return .proceed }
    case .void:
      return .proceed
    case .rawText:
      return .skipRawText
    default:
      break
    }
    guard elements.count < Self.maxElements else { return .proceed }
    open(name: name, kind: kind, attributes: attributes)
    if selfClosing, !elements.isEmpty, elements[elements.count - 1].name == name { pop() }
    return .proceed
  }

  private mutating func open(name: String, kind: TagKind, attributes: [HTMLAttribute]) {
    switch kind {
    case .styled, .font, .script, .anchor, .separated, .other, .media: break
    default: flushScript()  // a superscript ends where a block starts
    }
    let style = currentStyle
    switch kind {
    case .styled(let added): push(name, style.union(added))
    case .font:
      let face = attribute("face", attributes)?.lowercased() ?? ""
      push(name, face.contains("mono") || face.contains("courier") ? style.union(.code) : style)
    case .script(let superscript):
      if scriptOwner == nil {
        scriptOwner = elements.count
        scriptText = ""
        push(name, style, role: .script(superscript: superscript))
      } else {
        push(name, style)
      }
    case .anchor:
      let href = CleanText.clean(attribute("href", attributes) ?? "")
        .trimmingScalars(" \u{A0}")
      if linkOwner == nil, !href.isEmpty {
        linkOwner = elements.count
        linkText = ""
        push(name, style.union(.link), role: .link(href: href))
      } else {
        push(name, style.union(.link))
      }
    case .paragraph:
      closeOpen("p", alsoClosing: nil, stoppingAt: nil)
      boundary()
      push(name, style, role: .boundary)
    case .heading(let level):
      openHeading(name, level: level)
    case .list(let ordered):
      openList(name, ordered: ordered, attributes)
    case .item:
      openItem()
    case .quote:
      openQuote(name)
    case .division:
      let classes = attribute("class", attributes) ?? ""
      if classes.split(separator: " ").contains("example-block") {
        openQuote(name)
      } else {
        boundary()
        push(name, style, role: .boundary)
      }
    case .pre:
      openPre(name)
    case .table:
      openTable()
    case .row:
      openRow()
    case .cell(let header):
      openCell(name, header: header)
    case .tableHead:
      if case .table(let table) = frames[frames.count - 1] {
        table.inHead = true
        push(name, style, role: .head)
      } else {
        push(name, style)
      }
    case .figure:
      boundary()
      verbatim("[figure] ", style: style.union(.dim))
      push(name, style, role: .boundary)
    case .block:
      boundary()
      push(name, style, role: .boundary)
    case .separated:
      text(" ")
      push(name, style, role: .separated)
    case .media, .other, .lineBreak, .rule, .image, .void, .rawText:
      push(name, style)
    }
  }

  private mutating func push(
    _ name: String, _ style: TextStyle, role: Role = .inline, frames: Int = 0
  ) {
    elements.append(OpenElement(name: name, style: style, role: role, frames: frames))
  }

  private mutating func openHeading(_ name: String, level: Int) {
    if case .flow(let flow) = frames[frames.count - 1] {
      flow.flush()
      flow.headingLevel = level
      push(name, currentStyle, role: .heading)
    } else {
      boundary()
      push(name, currentStyle.union(.bold), role: .boundary)
    }
  }

  private mutating func openList(_ name: String, ordered: Bool, _ attributes: [HTMLAttribute]) {
    let start = attribute("start", attributes).flatMap { Int($0.trimmingScalars(" ")) } ?? 1
    guard let flow = flowForBlock() else {
      boundary()
      push(name, currentStyle, role: .boundary)
      return
    }
    flow.flush()
    frames.append(.list(ListFrame(ordered: ordered, start: max(-999_999, min(start, 999_999)))))
    push(name, currentStyle, role: .frameOwner, frames: 1)
  }

  private mutating func openItem() {
    closeOpen("li", alsoClosing: nil, stoppingAt: TagKind.listScope)
    switch frames[frames.count - 1] {
    case .list where frames.count < Self.maxFrames:
      frames.append(.flow(FlowFrame(.item)))
      push("li", currentStyle, role: .frameOwner, frames: 1)
    case .flow(let flow) where frames.count + 1 < Self.maxFrames:
      flow.flush()
      frames.append(.list(ListFrame(ordered: false, start: 1)))
      frames.append(.flow(FlowFrame(.item)))
      push("li", currentStyle, role: .frameOwner, frames: 2)
    default:
      boundary()
      push("li", currentStyle, role: .boundary)
    }
  }

  private mutating func openQuote(_ name: String) {
    openFramed(name, .flow(FlowFrame(.quote)))
  }

  private mutating func openPre(_ name: String) {
    openFramed(name, .pre(PreFrame()))
  }

  /// Opens a block that gathers its content in a frame of its own (a quote, a `<pre>`); where no
  /// block may start, the element only bounds the text around it.
  private mutating func openFramed(_ name: String, _ frame: @autoclosure () -> DocumentFrame) {
    guard let flow = flowForBlock() else {
      boundary()
      push(name, currentStyle, role: .boundary)
      return
    }
    flow.flush()
    frames.append(frame())
    push(name, currentStyle, role: .frameOwner, frames: 1)
  }

  private mutating func openTable() {
    guard let flow = flowForBlock() else {
      boundary()
      push("table", currentStyle, role: .boundary)
      return
    }
    flow.flush()
    frames.append(.table(TableFrame()))
    push("table", currentStyle, role: .frameOwner, frames: 1)
  }

  private mutating func openRow() {
    closeOpen("tr", alsoClosing: nil, stoppingAt: TagKind.tableScope)
    if case .table(let table) = frames[frames.count - 1] {
      table.startRow()
      push("tr", currentStyle, role: .row)
    } else {
      boundary()
      push("tr", currentStyle, role: .boundary)
    }
  }

  private mutating func openCell(_ name: String, header: Bool) {
    closeOpen("td", alsoClosing: "th", stoppingAt: TagKind.rowScope)
    let style = header ? currentStyle.union(.bold) : currentStyle
    if case .table = frames[frames.count - 1], frames.count < Self.maxFrames {
      frames.append(.cell(InlineBuffer()))
      push(name, style, role: .cell(header: header), frames: 1)
    } else {
      text(" ")
      push(name, style)
    }
  }

  /// The flow a new block container goes into, opening an implicit list item or table cell
  /// first; nil when the container cannot nest here (inside a cell or `<pre>`, or too deep).
  private mutating func flowForBlock() -> FlowFrame? {
    if case .list = frames[frames.count - 1] { openImplicitContainer() }
    if case .table = frames[frames.count - 1] { openImplicitContainer() }
    guard frames.count < Self.maxFrames, case .flow(let flow) = frames[frames.count - 1] else {
      return nil
    }
    return flow
  }

  /// Opens a list item in a list, or a cell in a table, for content that came without one.
  private mutating func openImplicitContainer() {
    switch frames[frames.count - 1] {
    case .list:
      frames.append(.flow(FlowFrame(.item)))
      push("li", currentStyle, role: .frameOwner, frames: 1)
    case .table:
      frames.append(.cell(InlineBuffer()))
      push("td", currentStyle, role: .cell(header: false), frames: 1)
    default:
      break
    }
  }

  // MARK: - Void elements

  private mutating func lineBreak() {
    if scriptOwner != nil {
      scriptText += " "
      return
    }
    switch frames[frames.count - 1] {
    case .flow(let flow): flow.inline.appendLineBreak()
    case .cell(let cell): cell.appendLineBreak()
    case .pre(let pre): pre.newLine()
    case .list, .table: break
    }
  }

  private mutating func rule() {
    if case .cell = frames[frames.count - 1] {
      boundary()
    } else if let flow = flowForBlock() {
      flow.append(.rule)
    }
  }

  /// An image or video: `[image: alt, else file name]` and its URL.
  private mutating func media(label: String, _ attributes: [HTMLAttribute]) {
    var source = CleanText.clean(attribute("src", attributes) ?? "")
      .trimmingScalars(" \u{A0}")
    var alt = collapsed(CleanText.clean(attribute("alt", attributes) ?? ""))
    // A `data:` URI holds the picture itself: name its type instead of printing the data.
    if source.lowercased().hasPrefix("data:") {
      let type = source.dropFirst(5).prefix { $0 != ";" && $0 != "," }.prefix(40)
      if alt.isEmpty { alt = "embedded \(type.isEmpty ? "data" : String(type))" }
      source = ""
    }
    if source.isEmpty && alt.isEmpty { return }
    let name = alt.isEmpty ? Self.fileName(of: source) : alt
    // A URL is one word, never split: its spaces are written as `%20`, as a browser sends them.
    source = source.split(separator: " ", omittingEmptySubsequences: false).joined(separator: "%20")
    let style = label == "image" ? currentStyle.union(.picture) : currentStyle
    let label = name.isEmpty ? "[\(label)]" : "[\(label): \(name)]"
    // In a `<pre>`, the reference goes between two parts of it, so its URL wraps as a word
    // and is not cut behind continuation marks.
    if case .pre(let pre) = frames[frames.count - 1], frames.count >= 2,
      case .flow(let parent) = frames[frames.count - 2]
    {
      let lines = pre.finish()
      if !lines.isEmpty { parent.append(.preformatted(lines: lines, language: nil)) }
      pre.atStart = true
      var spans = [
        Span(label + (source.isEmpty ? "" : " "), style: style.subtracting(.preformatted))
      ]
      if !source.isEmpty { spans.append(Span(source, style: style.union([.link, .dim]))) }
      parent.append(.paragraph(spans))
      return
    }
    if scriptOwner != nil { scriptText += " " }
    text(" ")
    verbatim(label, style: style)
    if !source.isEmpty {
      text(" ")
      verbatim(source, style: style.union([.link, .dim]))
    }
    text(" ")
  }

  /// The last path component of a URL, percent-decoded when that gives clean text.
  static func fileName(of url: String) -> String {
    var path = Substring(url)
    if let cut = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<cut] }
    while path.hasSuffix("/") { path = path.dropLast() }
    let last = path.split(separator: "/").last.map(String.init) ?? ""
    let decoded = last.removingPercentEncodingLeniently()
    return collapsed(CleanText.clean(decoded))
  }

  // MARK: - End tags

  /// Handles an end tag: closes the nearest open element of that name (and what it encloses).
  ///
  /// End tags of inline elements and paragraphs do not reach past an open block container, so
  /// a stray `</b>` inside a list item cannot close the list.
  mutating func end(name: String) {
    switch name {
    case "br":
      lineBreak()
      return
    case "p" where !elements.contains(where: { $0.name == "p" }):
      boundary()
      return
    default:
      break
    }
    let reachesPastFrames = TagKind.of(name).isContainer
    var index = elements.count - 1
    while index >= 0 {
      if elements[index].name == name {
        while elements.count > index { pop() }
        return
      }
      if !reachesPastFrames && elements[index].frames > 0 { return }
      index -= 1
    }
  }

  /// Closes the nearest open element named `name` (or `other`), unless an element named in
  /// `stop` (or, when `stop` is nil, any block container) comes first.
  private mutating func closeOpen(
    _ name: String, alsoClosing other: String?, stoppingAt stop: [String]?
  ) {
    var index = elements.count - 1
    while index >= 0 {
      let element = elements[index]
      if element.name == name || element.name == other {
        while elements.count > index { pop() }
        return
      }
      if let stop {
        if stop.contains(element.name) { return }
      } else if element.frames > 0 {
        return
      }
      index -= 1
    }
  }

  private mutating func pop() {
    let element = elements.removeLast()
    switch element.role {
    case .inline, .frameOwner, .cell:
      break
    case .boundary:
      boundary()
    case .separated:
      text(" ")
    case .heading:
      if case .flow(let flow) = frames[frames.count - 1] {
        flow.flush()
        flow.headingLevel = nil
      }
    case .script:
      if scriptOwner == elements.count { emitScript(element) }
    case .link(let href):
      if linkOwner == elements.count { emitLink(href, style: element.style) }
    case .row:
      if case .table(let table) = frames[frames.count - 1] { table.endRow() }
    case .head:
      if case .table(let table) = frames[frames.count - 1] { table.inHead = false }
    }
    var header = false
    if case .cell(let isHeader) = element.role { header = isHeader }
    for _ in 0..<element.frames where frames.count > 1 { closeFrame(header: header) }
  }

  /// Closes the innermost frame and hands what it built to the frame around it.
  private mutating func closeFrame(header: Bool) {
    let frame = frames.removeLast()
    switch frame {
    case .flow(let flow):
      flow.flush()
      if flow.kind == .item {
        if case .list(let list) = frames[frames.count - 1] {
          list.items.append(flow.blocks)
        } else {
          appendBlock(.list(ordered: false, start: 1, items: [flow.blocks]))
        }
      } else if !flow.blocks.isEmpty {
        appendBlock(.quote(flow.blocks))
      }
    case .list(let list):
      if !list.items.isEmpty {
        appendBlock(.list(ordered: list.ordered, start: list.start, items: list.items))
      }
    case .table(let table):
      table.endRow()
      if !table.rows.isEmpty {
        appendBlock(
          .table(rows: table.rows, header: table.firstRowIsHeader && table.rows.count > 1))
      }
    case .cell(let cell):
      if case .table(let table) = frames[frames.count - 1] {
        table.appendCell(cell.take(), header: header)
      }
    case .pre(let pre):
      let lines = pre.finish()
      if !lines.isEmpty { appendBlock(.preformatted(lines: lines, language: nil)) }
    }
  }

  private mutating func appendBlock(_ block: Block) {
    switch frames[frames.count - 1] {
    case .flow(let flow): flow.append(block)
    case .list(let list): list.items.append([block])
    default: break
    }
  }

  /// Ends the paragraph being gathered (a line break inside a table cell).
  private mutating func boundary() {
    flushScript()
    switch frames[frames.count - 1] {
    case .flow(let flow): flow.flush()
    case .cell(let cell): if cell.hasContent && !cell.endsWithLineBreak { cell.appendLineBreak() }
    default: break
    }
  }

  // MARK: - Superscripts and links

  /// Ends the superscript or subscript being gathered, if any, before its end tag.
  private mutating func flushScript() {
    guard let owner = scriptOwner, owner < elements.count else { return }
    emitScript(elements[owner])
  }

  private mutating func emitScript(_ element: OpenElement) {
    guard case .script(let superscript) = element.role else { return }
    let style = element.style
    scriptOwner = nil
    let raw = CleanText.clean(scriptText)
    scriptText = ""
    let inner = collapsed(raw)
    let leading = raw.unicodeScalars.first.map(isSpace) ?? false
    let trailing = raw.unicodeScalars.last.map(isSpace) ?? false
    if leading { text(" ") }
    if !inner.isEmpty {
      let converted = superscript ? ScriptForms.superscript(inner) : ScriptForms.subscript(inner)
      verbatim(converted, style: style)
      if linkOwner != nil { linkText += inner }
    }
    if trailing { text(" ") }
  }

  private mutating func emitLink(_ href: String, style: TextStyle) {
    linkOwner = nil
    let shown = collapsed(CleanText.clean(linkText))
    linkText = ""
    if shown == href || href.hasPrefix("javascript:") || href.hasPrefix("#") { return }
    text(" ")
    verbatim("(\(href))", style: style.subtracting([.link, .bold, .italic, .code]).union(.dim))
  }

  // MARK: - Helpers

  private func attribute(_ name: String, _ attributes: [HTMLAttribute]) -> String? {
    attributes.first { $0.name == name }?.value
  }

  private func isWhiteSpace(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy(isSpace)
  }
}
