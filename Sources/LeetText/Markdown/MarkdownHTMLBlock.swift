import TermCore

/// Reads a raw HTML block of a Markdown article: comments dropped, simple markup (paragraphs,
/// images, playground frames, styled text) read here, anything richer through `HTMLReader`.
enum MarkdownHTMLBlock {
  /// The blocks of `html`; math placeholders are resolved with `math`.
  static func blocks(_ html: String, math: [MathSpan]) -> [Block] {
    let html = InlineBuilder(math: math).resolvingMath(withoutComments(html))
    if html.allSatisfy(\.isWhitespace) { return [] }
    let tokens = tokens(html)
    let simple = tokens.allSatisfy { token in
      guard case .tag(let tag) = token else { return true }
      return InlineHTMLTag.simpleBlockNames.contains(tag.name)
        || !InlineHTMLTag.knownNames.contains(tag.name)
    }
    if simple { return paragraphs(tokens, math: math) }
    return HTMLReader.document(TextSanitizer.clean(html, keepNewlines: true))
  }

  private enum Token {
    case text(String)
    case tag(InlineHTMLTag)
  }

  /// Paragraphs split at `<p>`, `<div>` and `<hr>`; `<br>` breaks lines.
  private static func paragraphs(_ tokens: [Token], math: [MathSpan]) -> [Block] {
    var blocks: [Block] = []
    var inline = InlineBuilder(math: math)
    func flush() {
      let spans = inline.finished()
      if !spans.isEmpty { blocks.append(.paragraph(spans)) }
      inline = InlineBuilder(math: math)
    }
    for token in tokens {
      switch token {
      case .text(let text):
        inline.text(collapsingWhitespace(InlineHTMLEntities.decode(text)))
      case .tag(let tag):
        switch tag.name {
        case "p", "div", "center", "section", "article", "figure", "details":
          flush()
        case "hr":
          flush()
          if !tag.closing { blocks.append(.rule) }
        default:
          inline.html(tag)
        }
      }
    }
    flush()
    return blocks
  }

  /// Whitespace runs (newlines included) as one space, as HTML shows them.
  private static func collapsingWhitespace(_ text: String) -> String {
    var out = ""
    var lastWasSpace = false
    for ch in text {
      if ch.isWhitespace {
        if !lastWasSpace { out.append(" ") }
        lastWasSpace = true
      } else {
        out.append(ch)
        lastWasSpace = false
      }
    }
    return out
  }

  /// `html` without `<!-- ... -->` (an unclosed comment runs to the end).
  static func withoutComments(_ html: String) -> String {
    guard html.contains("<!--") else { return html }
    var out = ""
    var rest = Substring(html)
    while let open = rest.firstRange(of: "<!--") {
      out += rest[..<open.lowerBound]
      guard let close = rest[open.upperBound...].firstRange(of: "-->") else { return out }
      rest = rest[close.upperBound...]
    }
    return out + rest
  }

  /// Text and tags; a `<` that does not start a tag is text.
  private static func tokens(_ html: String) -> [Token] {
    var tokens: [Token] = []
    var text = ""
    var rest = Substring(html)
    while let open = rest.firstIndex(of: "<") {
      text += rest[..<open]
      let candidate = rest[open...]
      if let close = tagEnd(candidate), let tag = InlineHTMLTag(String(candidate[...close])) {
        if !text.isEmpty { tokens.append(.text(text)) }
        text = ""
        tokens.append(.tag(tag))
        rest = candidate[candidate.index(after: close)...]
      } else {
        text += "<"
        rest = candidate.dropFirst()
      }
    }
    text += rest
    if !text.isEmpty { tokens.append(.text(text)) }
    return tokens
  }

  /// The index of the `>` that ends the tag starting `text`, skipping quoted attribute values.
  private static func tagEnd(_ text: Substring) -> Substring.Index? {
    var quote: Character? = nil
    var index = text.index(after: text.startIndex)
    while index < text.endIndex {
      let ch = text[index]
      if let open = quote {
        if ch == open { quote = nil }
      } else if ch == "\"" || ch == "'" {
        quote = ch
      } else if ch == ">" {
        return index
      } else if ch == "<" {
        return nil
      }
      index = text.index(after: index)
    }
    return nil
  }
}
