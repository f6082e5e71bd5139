/// Reads LeetCode's statement HTML into a `Document`.
///
/// A hand-written tolerant tokenizer for LeetCode's HTML subset: fast, iterative (no recursion,
/// nesting capped), linear on hostile input, and with no C dependency. Named entities come from
/// the whole WHATWG table, generated into `HTMLEntities.swift` by `Scripts/generate-entities.py`;
/// numeric ones are decoded too (invalid → U+FFFD). All text goes through `TextSanitizer`.
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
        if builder.start(name: name, attributes: attributes, selfClosing: selfClosing) == .skipRawText {
          tokenizer.skipRawText(of: name)
        }
      case .endTag(let name):
        builder.end(name: name)
      }
    }
    return builder.finish()
  }
}
