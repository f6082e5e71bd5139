/// Picture references in flowing text: the label span and URL span `DocumentBuilder` marks with
/// `.picture`.
public enum PictureReferences {
  /// One reference: where its label and URL spans are.
  struct Reference {
    var label: Int
    var url: Int
  }

  /// The URLs of the pictures `document` refers to, in order, each once.
  public static func urls(in document: Document) -> [String] {
    var seen: Set<String> = []
    var out: [String] = []
    func visit(_ spans: [Span]) {
      for span in spans where isURL(span) && seen.insert(span.text).inserted {
        out.append(span.text)
      }
    }
    var stack: [Block] = document.reversed()
    while let block = stack.popLast() {
      switch block {
      case .paragraph(let spans), .heading(_, let spans): visit(spans)
      case .preformatted: break
      case .list(_, _, let items): stack.append(contentsOf: items.flatMap { $0 }.reversed())
      case .quote(let children): stack.append(contentsOf: children.reversed())
      case .table(let rows, _): rows.forEach { $0.forEach(visit) }
      case .rule: break
      }
    }
    return out
  }

  /// Whether `span` is a picture's URL.
  public static func isURL(_ span: Span) -> Bool {
    span.style.contains(.picture) && span.style.contains(.link)
  }

  /// Whether `span` is a picture's label.
  static func isLabel(_ span: Span) -> Bool {
    span.style.contains(.picture) && !span.style.contains(.link)
  }

  /// The references in `spans` whose URL is in `slots`.
  static func find(in spans: [Span], slots: PictureSlots) -> [Reference] {
    var out: [Reference] = []
    var label: Int?
    for (index, span) in spans.enumerated() {
      if isLabel(span) {
        label = index
      } else if isURL(span), let found = label {
        if slots[span.text] != nil { out.append(Reference(label: found, url: index)) }
        label = nil
      }
    }
    return out
  }

  /// `[image: tree.png]` with a note inside: `[image: tree.png (not drawn: …)]`.
  static func noted(_ label: String, note: String) -> String {
    var text = Substring(label)
    while text.last == " " { text = text.dropLast() }
    let trailing = label.dropFirst(text.count)
    guard text.last == "]" else { return label + " (\(note))" }
    return text.dropLast() + " (\(note))]" + trailing
  }
}
