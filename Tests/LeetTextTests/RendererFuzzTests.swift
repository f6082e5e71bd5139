import LeetTestSupport
import Testing

@testable import LeetText

/// Random tag soup from LeetCode's constructs and worse, with a fixed seed: the output must
/// always fit its width and hold no control characters.
@Suite struct RendererFuzzTests {
  static let pieces = [
    "<p>", "</p>", "<ul>", "</ul>", "<ol start=\"-3\">", "<li>", "</li>", "<pre>", "</pre>",
    "<table>",
    "</table>", "<tr>", "<td>", "</td>", "<th>", "<sup>", "</sup>", "<sub>", "</sub>",
    "<a href=\"http://x.y/z\">", "</a>", "<img src=\"http://i/j.png\" alt=\"k\">", "<br>", "<hr>",
    "<h2>",
    "</h2>", "<blockquote>", "</blockquote>", "<div class=\"example-block\">", "</div>", "<code>",
    "</code>", "<b>", "</b>", "&nbsp;", "&lt;", "&#x1F600;", "&#0;", "&amp", "中文", "字", "word ",
    " ", "\n",
    "\t", "\r\n", "<!--", "-->", "<script>", "</script>", "<", ">", "&", "\u{1B}[31m", "\u{301}",
    "👩‍👩‍👧", "longwordlongwordlongword", "<svg><text>1</text></svg>", "<thead>", "</thead>",
    "<caption>",
    "<video><source src=\"v.mp4\"></video>", "，", "（",
  ]

  @Test func randomSoupFitsAndIsClean() {
    var generator = SeededGenerator(state: 2024)
    for _ in 0..<1500 {
      var html = ""
      for _ in 0..<Int.random(in: 1...60, using: &generator) {
        html += Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &generator)]
      }
      let width = Int.random(in: 4...90, using: &generator)
      for line in DocumentLayout.lines(HTMLReader.document(html), width: width) {
        #expect(
          line.width <= width || PrintRules.isLoneURL(line.text),
          "\(html.debugDescription) at \(width): \(line.text)")
        #expect(
          !line.text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
        )
      }
    }
  }
}
