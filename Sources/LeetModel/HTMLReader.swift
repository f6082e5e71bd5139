/// Reads LeetCode's statement HTML into a `Document`. (Interim: paragraphs only; the full reader
/// replaces this.)
public enum HTMLReader {
  /// The document for `html`.
  public static func document(_ html: String) -> Document {
    var text = ""
    var inTag = false
    for ch in html {
      if ch == "<" { inTag = true; continue }
      if ch == ">" { inTag = false; continue }
      if !inTag { text.append(ch) }
    }
    return text.split(separator: "\n", omittingEmptySubsequences: true).map {
      .paragraph([Span(String($0))])
    }
  }
}
