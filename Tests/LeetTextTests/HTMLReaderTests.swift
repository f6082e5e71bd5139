import Testing

@testable import LeetText

/// The reader's document structure, entity decoding and styles.
@Suite struct HTMLReaderTests {
  @Test func entityTableIsTheWholeWHATWGTable() {
    #expect(HTMLEntities.count == 2231)
    #expect(HTMLEntities.text(named: "amp;") == "&")
    #expect(HTMLEntities.text(named: "amp") == "&")
    #expect(HTMLEntities.text(named: "NotEqualTilde;") == "\u{2242}\u{338}")
    #expect(HTMLEntities.text(named: "zwnj;") == "\u{200C}")
    #expect(HTMLEntities.text(named: "AElig") == "\u{C6}")
    #expect(HTMLEntities.text(named: "nosuch;") == nil)
  }

  /// The names decoded without the table decode as the table says, and their neighbours
  /// still go through the table.
  @Test func commonNamesDecodeAsTheTableSays() {
    for name in ["lt", "gt", "amp", "quot", "nbsp", "le", "ge", "nlt", "ampx", "quo", "nbspx"] {
      let bytes = Array("&\(name);".utf8)
      let expected = HTMLEntities.text(named: "\(name);"[...]) ?? "&\(name);"
      if name == "ampx" || name == "nbspx" {
        // A legacy name followed by more letters: the legacy part, then the rest.
        #expect(HTMLText.decode(bytes, 0..<bytes.count).hasSuffix("x;"), "\(name)")
        continue
      }
      #expect(HTMLText.decode(bytes, 0..<bytes.count) == expected, "\(name)")
    }
  }

  @Test(arguments: [
    ("&lt;&gt;&amp;&quot;&#39;&apos;", "<>&\"''"),
    ("&#x27;&#X41;&#65;&#0065;", "'AAA"),
    ("&nbsp;", "\u{A0}"),
    ("&#0;&#xD800;&#x110000;&#99999999999999;", "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}"),
    ("&#150;&#128;", "\u{2013}\u{20AC}"),
    ("&copy 2024 &ampx &notit;", "© 2024 &x ¬it;"),
    ("&unknown; &; &# &#x; AT&T", "&unknown; &; &# &#x; AT&T"),
    ("&rarr;&le;&Sigma;&lfloor;", "→≤Σ⌊"),
  ])
  func decodesCharacterReferences(_ source: String, _ expected: String) {
    let bytes = Array(source.utf8)
    #expect(HTMLText.decode(bytes, 0..<bytes.count) == expected)
  }

  @Test func attributesKeepLegacyNamesFollowedByLettersOrEquals() {
    let bytes = Array("?a=1&copy=2&amp;b&lt".utf8)
    #expect(HTMLText.decode(bytes, 0..<bytes.count, inAttribute: true) == "?a=1&copy=2&b<")
  }

  @Test func paragraphsAndSpacersBecomeBlocks() {
    let document = HTMLReader.document("<p>One\r\n two</p>\n<p>&nbsp;</p><p> </p>\n<p>Three</p>")
    #expect(document == [.paragraph([Span("One two")]), .paragraph([Span("Three")])])
  }

  @Test func stylesCarryIntoSpans() {
    let document = HTMLReader.document(
      "<p><strong>B</strong> <em>I</em> <u>U</u> <code>C</code> <b><i>BI</i></b>"
        + " <font face=\"monospace\">M</font> <s>S</s></p>")
    guard case .paragraph(let spans) = document.first else {
      Issue.record("not a paragraph: \(document)")
      return
    }
    let styles = Dictionary(
      spans.map { ($0.text.trimmingScalars(" "), $0.style) }, uniquingKeysWith: { a, _ in a })
    #expect(styles["B"] == .bold)
    #expect(styles["I"] == .italic)
    #expect(styles["U"] == .underline)
    #expect(styles["C"] == .code)
    #expect(styles["BI"] == [.bold, .italic])
    #expect(styles["M"] == .code)
    #expect(styles["S"] == .strikethrough)
  }

  @Test func linksShowTheirURLDimUnlessTheTextIsTheURL() {
    let document = HTMLReader.document(
      "<p><a href=\"https://x.org/a\">guide</a> <a href=\"https://x.org/b\">https://x.org/b</a></p>"
    )
    guard case .paragraph(let spans) = document.first else {
      Issue.record("not a paragraph")
      return
    }
    #expect(spans.contains(Span("guide", style: .link)))
    #expect(spans.contains(Span("(https://x.org/a)", style: .dim)))
    #expect(!spans.contains { $0.text.contains("(https://x.org/b)") })
  }

  @Test func listsNestAndNumber() {
    let document = HTMLReader.document(
      "<ol start=\"3\"><li>a<ul><li>b</li></ul></li><li>c</ol>")
    #expect(
      document == [
        .list(
          ordered: true, start: 3,
          items: [
            [
              .paragraph([Span("a")]),
              .list(ordered: false, start: 1, items: [[.paragraph([Span("b")])]]),
            ],
            [.paragraph([Span("c")])],
          ])
      ])
  }

  @Test func preKeepsLinesAndStyles() {
    let document = HTMLReader.document("<pre>\n<strong>In:</strong> a  b\n\tc\n</pre>")
    #expect(
      document == [
        .preformatted(
          lines: [
            [Span("In:", style: [.bold, .preformatted]), Span(" a  b", style: .preformatted)],
            [Span("    c", style: .preformatted)],
          ], language: nil)
      ])
  }

  @Test func tablesHaveRowsCellsAndAHeader() {
    let document = HTMLReader.document(
      "<table><thead><tr><th>k</th><th>v</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>"
    )
    #expect(
      document == [
        .table(
          rows: [
            [[Span("k", style: .bold)], [Span("v", style: .bold)]], [[Span("1")], [Span("2")]],
          ],
          header: true)
      ])
  }

  @Test func exampleBlocksAndBlockquotesAreQuotes() {
    let document = HTMLReader.document(
      "<div class=\"example-block\"><p>x</p></div><blockquote>y</blockquote>")
    #expect(document == [.quote([.paragraph([Span("x")])]), .quote([.paragraph([Span("y")])])])
  }

  @Test func headingsRulesImagesAndBreaks() {
    let document = HTMLReader.document(
      "<h3>T</h3><hr><p>a<br>b</p><p><img alt=\"\" src=\"https://x.org/p/q.png?v=1\"></p>")
    #expect(document.count == 4)
    #expect(document[0] == .heading(level: 3, [Span("T")]))
    #expect(document[1] == .rule)
    #expect(document[2] == .paragraph([Span("a"), Span("\n"), Span("b")]))
    #expect(
      document[3]
        == .paragraph([
          Span("[image: q.png]", style: .picture), Span(" "),
          Span("https://x.org/p/q.png?v=1", style: [.picture, .link, .dim]), Span(" "),
        ]))
  }

  @Test func commentsScriptsAndStylesAreDropped() {
    let document = HTMLReader.document(
      "<!-- <p>no</p> --><script>if (a < b) {}</script><style>p{}</style><p>yes</p><!-- open")
    #expect(document == [.paragraph([Span("yes")])])
  }

  @Test func strayAndUnclosedTagsKeepTheText() {
    let text = Render.text(
      "</b></li><p>a <b>b <i>c</p><p>d</div> e <x-y>f</x-y> 1 < 2 <3", width: 80)
    #expect(text == "a b c\n\nd e f 1 < 2 <3\n")
  }

  @Test func unterminatedTagIsText() {
    #expect(Render.text("<p>a <b c=\"d", width: 80) == "a <b c=\"d\n")
  }

  @Test func controlCharactersAndEscapesNeverSurvive() {
    let html =
      "<p>a\u{1B}[31mb\u{07}c&#27;[2Jd\u{9B}1me\u{202E}f</p><pre>g\u{1B}]0;t\u{07}h</pre><img alt=\"\u{1B}[1mx\" src=\"y\">"
    let text = Render.text(html, width: 80)
    #expect(
      !text.unicodeScalars.contains {
        ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
      })
    #expect(text.contains("abcde"))
    #expect(text.contains("gh"))
  }
}

/// Pictures embedded as `data:` URIs are named, not dumped.
@Suite struct EmbeddedImageTests {
  @Test func dataURIsAreNamedByType() {
    let html = "<p><img src=\"data:image/png;base64,\(String(repeating: "QUJD", count: 500))\"></p>"
    #expect(Render.text(html, width: 80) == "[image: embedded image/png]\n")
  }
}
