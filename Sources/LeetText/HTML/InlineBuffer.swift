import TermCore

/// Styled text being gathered for one paragraph or table cell, with HTML white-space collapsing.
final class InlineBuffer {
  private(set) var spans: [Span] = []
  /// Whether anything but white space (spaces, newlines, no-break spaces) was added.
  private(set) var hasContent = false
  /// The buffer is empty or ends in a space or line break: white space that follows is dropped.
  private var atBreak = true

  /// Adds untrusted text: each run of HTML white space becomes one space (none at the start
  /// of a line), then `TextSanitizer` removes whatever could act on a terminal.
  func appendCollapsing(_ raw: String, style: TextStyle) {
    var text = collapse(raw)
    text = CleanText.clean(text)
    guard !text.isEmpty else { return }
    var content = false
    var sawC2 = false
    for byte in text.utf8 {
      switch byte {
      case 0x20, 0xA0: break
      case 0xC2: sawC2 = true
      default: content = true
      }
      if content { break }
    }
    if !content && sawC2 { content = hasOtherC2Character(text) }
    append(text, style: style)
    atBreak = text.utf8.last == 0x20
    hasContent = hasContent || content
  }

  /// `raw` with white-space runs as single spaces, dropping one that follows a break.
  private func collapse(_ raw: String) -> String {
    var previousSpace = atBreak
    var needed = false
    for byte in raw.utf8 {
      switch byte {
      case 0x20:
        if previousSpace { needed = true }
        previousSpace = true
      case 0x09, 0x0A, 0x0C, 0x0D:
        needed = true
      default:
        previousSpace = false
      }
      if needed { break }
    }
    if !needed { return raw }
    var out: [UInt8] = []
    out.reserveCapacity(raw.utf8.count)
    var space = atBreak
    for byte in raw.utf8 {
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0C, 0x0D:
        if !space { out.append(0x20) }
        space = true
      default:
        out.append(byte)
        space = false
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Adds text as it is (an image label, a converted superscript).
  func appendVerbatim(_ text: String, style: TextStyle) {
    guard !text.isEmpty else { return }
    append(text, style: style)
    atBreak = text.utf8.last == 0x20
    hasContent = true
  }

  /// Adds a hard line break.
  func appendLineBreak() {
    spans.append(Span("\n"))
    atBreak = true
  }

  /// Whether the buffer ends in a line break or holds nothing.
  var endsWithLineBreak: Bool { spans.last.map { $0.text == "\n" } ?? true }

  /// Takes the spans out, leaving the buffer empty.
  func take() -> [Span] {
    let taken = spans
    spans = []
    hasContent = false
    atBreak = true
    return taken
  }

  private func append(_ text: String, style: TextStyle) {
    if let last = spans.indices.last, spans[last].style == style, spans[last].text != "\n" {
      spans[last].text += text
    } else {
      spans.append(Span(text, style: style))
    }
  }

  private func hasOtherC2Character(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0.value >= 0x80 && $0.value < 0x100 && $0.value != 0xA0 }
  }
}
