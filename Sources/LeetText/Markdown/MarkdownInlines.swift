import FoundationEssentials
import TermCore

/// Collects the spans of one paragraph, heading or table cell.
///
/// Reads cmark's inline nodes and inline HTML tags. All text is sanitised on the way in.
struct InlineBuilder {
  private(set) var spans: [Span] = []
  private let math: [MathSpan]
  /// Styles of the open Markdown nodes (emphasis, strong, links ...), each including its outer.
  private var markdownStyles: [TextStyle] = []
  /// Styles of the open inline HTML tags (`<b>`, `<code>` ...), each with the union up to it.
  private var htmlStyles: [(tag: String, style: TextStyle, union: TextStyle)] = []
  /// Open links, images and scripts: what to do with the spans since `start` when they close.
  private var marks: [Mark] = []

  private enum Mark {
    case link(start: Int, url: String, htmlTag: Bool)
    case image(start: Int, url: String)
    case script(start: Int, superscript: Bool)
  }

  init(math: [MathSpan]) { self.math = math }

  /// The style of text added now.
  var style: TextStyle {
    (markdownStyles.last ?? []).union(htmlStyles.last?.union ?? [])
  }

  // MARK: - Text

  /// Plain text, with math placeholders turned into Unicode math.
  mutating func text(_ text: String) {
    for piece in MarkdownSource.pieces(text) {
      switch piece {
      case .text(let plain): append(plain, style: style)
      case .math(let index): appendMath(index)
      }
    }
  }

  /// Inline code: verbatim (math placeholders go back to their source).
  mutating func code(_ text: String) {
    append(restoringSource(text), style: style.union(.code))
  }

  /// A soft line break: a space (the layout re-flows).
  mutating func softBreak() { append(" ", style: style) }

  /// A hard line break: the `"\n"` span of the model.
  mutating func lineBreak() { spans.append(Span("\n")) }

  /// `text` with placeholders replaced by the math source they stand for.
  func restoringSource(_ text: String) -> String {
    MarkdownSource.pieces(text).map { piece in
      switch piece {
      case .text(let plain): return plain
      case .math(let index): return math.indices.contains(index) ? math[index].source : ""
      }
    }.joined()
  }

  /// `text` with placeholders replaced by their math as one line (for raw HTML).
  func resolvingMath(_ text: String) -> String {
    MarkdownSource.pieces(text).map { piece in
      switch piece {
      case .text(let plain): return plain
      case .math(let index):
        return math.indices.contains(index) ? LaTeXText.inline(math[index].latex) : ""
      }
    }.joined()
  }

  private mutating func appendMath(_ index: Int) {
    guard math.indices.contains(index) else { return }
    let span = math[index]
    if span.display && span.standsAlone {
      let lines = LaTeXText.lines(span.latex)
      guard !lines.isEmpty else { return }
      lineBreak()
      for (number, line) in lines.enumerated() {
        if number > 0 { lineBreak() }
        append(line, style: style)
      }
      lineBreak()
    } else {
      append(LaTeXText.inline(span.latex), style: style)
    }
  }

  private mutating func append(_ text: String, style: TextStyle) {
    var clean = TextSanitizer.clean(text)
    if clean.unicodeScalars.contains(where: MarkdownSource.isPlaceholderMark) {
      clean.unicodeScalars.removeAll(where: MarkdownSource.isPlaceholderMark)
    }
    if clean.isEmpty { return }
    spans.append(Span(clean, style: style))  // merged in `finished()`: marks index spans
  }

  // MARK: - Markdown containers

  /// Opens emphasis, strong or strikethrough.
  mutating func push(_ added: TextStyle) {
    markdownStyles.append((markdownStyles.last ?? []).union(added))
  }

  /// Closes the innermost `push`.
  mutating func pop() {
    if !markdownStyles.isEmpty { markdownStyles.removeLast() }
  }

  /// Opens a Markdown link; its text is styled as a link.
  mutating func openLink(url: String) {
    marks.append(.link(start: spans.count, url: restoringSource(url), htmlTag: false))
    push(.link)
  }

  /// Closes a Markdown link: its URL follows unless the text already shows it.
  mutating func closeLink() {
    pop()
    closeMark { if case .link(_, _, false) = $0 { return true } else { return false } }
  }

  /// Opens a Markdown image; what follows until `closeImage` is its alt text.
  mutating func openImage(url: String) {
    marks.append(.image(start: spans.count, url: restoringSource(url)))
  }

  /// Closes a Markdown image: its alt text becomes `[image: alt]` and the URL.
  mutating func closeImage() {
    closeMark { if case .image = $0 { return true } else { return false } }
  }

  // MARK: - Inline HTML

  /// One inline HTML node: a tag or a comment.
  mutating func html(_ literal: String) {
    let literal = resolvingMath(literal)
    guard let tag = InlineHTMLTag(literal) else {
      if !literal.hasPrefix("<!") && !literal.hasPrefix("<?") { text(literal) }
      return
    }
    html(tag)
  }

  /// An HTML tag met in running text.
  mutating func html(_ tag: InlineHTMLTag) {
    if !InlineHTMLTag.knownNames.contains(tag.name) {
      text(tag.source)  // `List<Integer>` in prose: not HTML
      return
    }
    if tag.closing {
      closeHTML(tag.name)
      return
    }
    if let added = InlineHTMLTag.styles[tag.name] {
      if !tag.selfClosing { pushHTMLStyle(tag.name, added) }
      return
    }
    switch tag.name {
    case "br", "p", "div", "hr", "center", "tr", "li":
      lineBreak()
    case "sup", "sub":
      marks.append(.script(start: spans.count, superscript: tag.name == "sup"))
    case "a":
      let url = tag.attributes["href"] ?? ""
      marks.append(.link(start: spans.count, url: restoringSource(url), htmlTag: true))
      pushHTMLStyle("a", .link)
    case "img":
      appendImage(alt: tag.attributes["alt"] ?? "", url: tag.attributes["src"] ?? "")
    case "iframe":
      appendEmbed(url: tag.attributes["src"] ?? "")
    default:
      break  // span, font, table parts ...: the text inside is what matters
    }
  }

  private mutating func closeHTML(_ name: String) {
    switch name {
    case "p", "div", "center", "tr", "li":
      lineBreak()
    case "sup", "sub":
      closeMark { if case .script = $0 { return true } else { return false } }
    case "a":
      removeLastHTMLStyle(named: "a")
      closeMark { if case .link(_, _, true) = $0 { return true } else { return false } }
    default:
      removeLastHTMLStyle(named: name)
    }
  }

  private mutating func pushHTMLStyle(_ tag: String, _ style: TextStyle) {
    htmlStyles.append((tag, style, (htmlStyles.last?.union ?? []).union(style)))
  }

  private mutating func removeLastHTMLStyle(named name: String) {
    guard let index = htmlStyles.lastIndex(where: { $0.tag == name }) else { return }
    htmlStyles.remove(at: index)
    for i in index..<htmlStyles.count {
      let outer = i > 0 ? htmlStyles[i - 1].union : []
      htmlStyles[i].union = outer.union(htmlStyles[i].style)
    }
  }

  // MARK: - Marks

  /// Closes the innermost open mark that `matches`, rewriting the spans added since it opened.
  private mutating func closeMark(where matches: (Mark) -> Bool) {
    guard let index = marks.lastIndex(where: matches) else { return }
    let mark = marks.remove(at: index)
    switch mark {
    case .link(let start, let url, _):
      let start = min(start, spans.count)
      let label = spans[start...].map(\.text).joined()
      if Self.showsURL(url, label: label) {
        // As the HTML reader shows links: the URL in brackets, dim, after the text.
        append(" ", style: style)
        append("(\(url))", style: style.subtracting([.link, .bold, .italic, .code]).union(.dim))
      }
    case .image(let start, let url):
      // An image inside another's alt text gives only its own alt text.
      if marks.contains(where: { if case .image = $0 { return true } else { return false } }) {
        return
      }
      let start = min(start, spans.count)
      let alt = spans[start...].map(\.text).joined()
      spans.removeSubrange(start...)
      appendImage(alt: alt, url: url)
    case .script(let start, let superscript):
      // A script inside another is raised with it.
      if marks.contains(where: { if case .script = $0 { return true } else { return false } }) {
        return
      }
      let start = min(start, spans.count)
      let inner = spans[start...].filter { $0.text != "\n" }
      let text = inner.map(\.text).joined()
      let spanStyle = inner.first?.style ?? style
      spans.removeSubrange(start...)
      let raised =
        superscript ? ScriptCharacters.superscript(text) : ScriptCharacters.subscript(text)
      append(raised, style: spanStyle)
    }
  }

  /// Whether a link's URL is worth showing after its text.
  private static func showsURL(_ url: String, label: String) -> Bool {
    let label = label.trimmingWhitespace
    if url.isEmpty || url.hasPrefix("#") || url.hasPrefix("javascript:") { return false }
    for prefix in ["", "http://", "https://", "mailto:"] where prefix + label == url {
      return false
    }
    return true
  }

  /// `[image: alt]` and the URL; the file name stands in for a missing alt text.
  private mutating func appendImage(alt: String, url: String) {
    let url = TextSanitizer.clean(url).trimmingWhitespace
    var label = TextSanitizer.clean(alt).trimmingWhitespace
    if label.isEmpty {
      let name = url.split(separator: "/").last.map(String.init) ?? ""
      let base = name.split(separator: "?").first.map(String.init) ?? name
      label = base.removingPercentEncodingStrictly ?? base
    }
    append(label.isEmpty ? "[image]" : "[image: \(label)]", style: style)
    if !url.isEmpty {
      append(" ", style: style)
      append(url, style: style.union([.link, .dim]))
    }
  }

  /// A playground (or other) `<iframe>` as a labelled link.
  private mutating func appendEmbed(url: String) {
    let url = TextSanitizer.clean(url).trimmingWhitespace
    guard !url.isEmpty else { return }
    let kind = url.contains("playground") ? "playground" : "embedded page"
    append("[\(kind): ", style: style)
    append(url, style: style.union(.link))
    append("]", style: style)
  }

  // MARK: - Result

  /// The spans, tidied: merged, no spaces around line breaks, no breaks or spaces at the ends.
  func finished() -> [Span] {
    var out: [Span] = []
    for span in spans {
      if span.text == "\n" {
        if let last = out.last, last.text != "\n" {
          out[out.count - 1].text = Self.trimmingTrailingSpaces(last.text)
          if out[out.count - 1].text.isEmpty { out.removeLast() }
        }
        // At most one blank line in a row.
        if out.count >= 2, out[out.count - 1].text == "\n", out[out.count - 2].text == "\n" {
          continue
        }
        if !out.isEmpty { out.append(span) }
        continue
      }
      var span = span
      let afterSpace = out.last.map { $0.text == "\n" || $0.text.last == " " } ?? true
      if !span.style.contains(.code) {
        span.text = Self.collapsingSpaces(span.text, afterSpace: afterSpace)
      } else if out.isEmpty || out.last?.text == "\n" {
        span.text = String(span.text.drop(while: { $0 == " " }))
      }
      if span.text.isEmpty { continue }
      if let last = out.last, last.style == span.style, last.text != "\n" {
        out[out.count - 1].text += span.text
      } else {
        out.append(span)
      }
    }
    while let last = out.last {
      if last.text == "\n" {
        out.removeLast()
        continue
      }
      let trimmed = Self.trimmingTrailingSpaces(last.text)
      if trimmed.isEmpty {
        out.removeLast()
        continue
      }
      out[out.count - 1].text = trimmed
      break
    }
    return out
  }

  /// Runs of spaces as one space (as HTML shows prose); no leading space after a space.
  private static func collapsingSpaces(_ text: String, afterSpace: Bool) -> String {
    guard text.contains(" ") else { return text }
    var out = ""
    var lastWasSpace = afterSpace
    for ch in text {
      if ch == " " {
        if !lastWasSpace { out.append(ch) }
        lastWasSpace = true
      } else {
        out.append(ch)
        lastWasSpace = false
      }
    }
    return out
  }

  private static func trimmingTrailingSpaces(_ text: String) -> String {
    var text = text
    while text.last == " " { text.removeLast() }
    return text
  }
}
