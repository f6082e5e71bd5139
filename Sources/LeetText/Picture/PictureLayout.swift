/// Lays out the pictures of flowing text: a drawn picture's rows in place of its reference, then
/// its label on a line of its own; a failed one keeps its reference with a note in the label.
enum PictureLayout {
  /// The lines of a paragraph holding references to pictures in `slots`.
  static func paragraph(
    _ spans: [Span], width: Int, slots: PictureSlots,
    wrap: ([Span]) -> [StyledLine]
  ) -> [StyledLine] {
    var spans = spans
    var out: [StyledLine] = []
    var start = 0
    for reference in PictureReferences.find(in: spans, slots: slots) {
      switch slots[spans[reference.url].text] {
      case .failed(let note)?, .refused(let note)?:
        spans[reference.label].text = PictureReferences.noted(spans[reference.label].text, note: note)
      case .drawn(let art)? where art.columns <= width:
        out += wrap(Array(spans[start..<reference.label]))
        out += art.lines
        var label = spans[reference.label]
        label.text = String(label.text.drop { $0 == " " })
        out.append(StyledLine([label]))
        start = reference.url + 1
      default:
        break
      }
    }
    out += wrap(Array(spans[start...]))
    return out
  }

  /// A table cell's spans with the URLs of drawn pictures taken out (the label stands for
  /// them) and failed ones noted.
  static func cell(_ spans: [Span], slots: PictureSlots) -> [Span] {
    var spans = spans
    var dropped: Set<Int> = []
    for reference in PictureReferences.find(in: spans, slots: slots) {
      switch slots[spans[reference.url].text] {
      case .failed(let note)?, .refused(let note)?:
        spans[reference.label].text = PictureReferences.noted(spans[reference.label].text, note: note)
      case .drawn?:
        dropped.insert(reference.url)
      case nil:
        break
      }
    }
    return spans.indices.filter { !dropped.contains($0) }.map { spans[$0] }
  }
}
