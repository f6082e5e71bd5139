import Testing

@testable import LeetText

/// Input built to hang or crash a parser: it must finish, keep its text, and fit the width.
@Suite struct HostileInputTests {
  static let cases: [(String, String)] = [
    (
      "nested div",
      String(repeating: "<div>", count: 10_000) + "Q" + String(repeating: "</div>", count: 10_000)
    ),
    ("nested lists", String(repeating: "<ul><li>", count: 10_000) + "Q"),
    ("nested bold", String(repeating: "<b>", count: 10_000) + "Q"),
    ("nested quotes", String(repeating: "<blockquote>", count: 10_000) + "Q"),
    ("nested tables", String(repeating: "<table><tr><td>", count: 10_000) + "Q"),
    ("nested pre", String(repeating: "<pre>", count: 10_000) + "Q"),
    ("nested sup", String(repeating: "<sup>", count: 10_000) + "Q"),
    ("nested links", String(repeating: "<a href='u'>", count: 10_000) + "Q"),
    ("one long line", "<p>" + String(repeating: "abcdefghij", count: 100_000) + "Q</p>"),
    ("one long pre line", "<pre>" + String(repeating: "abcd efgh ", count: 100_000) + "Q</pre>"),
    (
      "many entities",
      "<p>" + String(repeating: "&lt;&amp;&#39;&#x27;&nbsp;&rarr;&bogus;", count: 30_000) + "Q</p>"
    ),
    ("unclosed tags", String(repeating: "<p><a href='y'><sup>1<code>", count: 10_000) + "Q"),
    ("unterminated tags", String(repeating: "<a<b<c", count: 50_000) + "Q"),
    ("stray end tags", String(repeating: "</x></p></li></table>", count: 50_000) + "Q"),
    ("open comment", "Q<!--" + String(repeating: "-", count: 100_000)),
    ("open quote in a tag", "Q<a href=\"" + String(repeating: "y", count: 100_000)),
  ]

  @Test(arguments: cases.map(\.0))
  func finishesKeepsTextAndFits(_ name: String) throws {
    let html = try #require(Self.cases.first { $0.0 == name }?.1)
    let lines = Render.lines(html, width: 40)
    #expect(lines.allSatisfy { $0.width <= 40 })
    #expect(lines.contains { $0.text.contains("Q") }, "\(name): text lost")
  }
}
