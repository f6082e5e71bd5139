/// Reads LeetCode's statement HTML into a `Document`.
///
/// Why by hand: a tolerant tokenizer for LeetCode's HTML subset is fast, iterative (nesting is
/// capped, no recursion), linear on hostile input, and needs no C library. Named entities: the
/// whole WHATWG table, generated into `HTMLEntities.swift` by `Scripts/generate-entities.py`;
/// numeric ones too (invalid → U+FFFD). All text is cleaned of controls and escape sequences.
public enum HTMLReader {
  /// The document for `html`.
  public static func document(_ html: String) -> Document {
    let bytes = Array(html.utf8)
    var tokenizer = HTMLTokenizer(bytes)
    var builder = DocumentBuilder()
    while let token = tokenizer.next() {
      switch token {
      case .text(let range):
        builder.text(HTMLText.decode(bytes, range))
      case .startTag(let name, let attributes, let selfClosing):
        if builder.start(name: name, attributes: attributes, selfClosing: selfClosing)
          == .skipRawText
        {
          tokenizer.skipRawText(of: name)
        }
      case .endTag(let name):
        builder.end(name: name)
      }
    }
    return builder.finish()
  }
}
