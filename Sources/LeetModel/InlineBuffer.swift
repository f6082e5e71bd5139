/// Styled text being gathered for one paragraph or table cell, with HTML white-space collapsing.
final class InlineBuffer {
  private(set) var spans: [Span] = []
  /// Whether anything but white space (spaces, newlines, no-break spaces) was added.
  private(set) var hasContent = false
  /// The buffer is empty or ends in a space or line break: white space that follows is dropped.
  private var atBreak = true

  /// Adds text, collapsing each run of HTML white space to one space.
  func appendCollapsing(_ text: String, style: TextStyle) {
    var needsCollapse = false
    var content = false
    var previousSpace = atBreak
    for byte in text.utf8 {
      switch byte {
      case 0x20:
        if previousSpace { needsCollapse = true }
        previousSpace = true
      case 0x09, 0x0A, 0x0C, 0x0D:
        needsCollapse = true
        previousSpace = true
      case 0xC2, 0xA0:
        previousSpace = false
      default:
        content = true
        previousSpace = false
      }
    }
    // A lead byte 0xC2 with a continuation other than 0xA0 is not a no-break space.
    if !content && text.utf8.contains(0xC2) { content = hasOtherC2Character(text) }
    if !needsCollapse {
      if !text.isEmpty { append(text, style: style) }
      atBreak = previousSpace
      hasContent = hasContent || content
      return
    }
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count)
    var space = atBreak
    for byte in text.utf8 {
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0C, 0x0D:
        if !space { out.append(0x20) }
        space = true
      default:
        out.append(byte)
        space = false
      }
    }
    if !out.isEmpty { append(String(decoding: out, as: UTF8.self), style: style) }
    atBreak = space
    hasContent = hasContent || content
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
