import Testing

@testable import LeetText

/// Golden tests: one Markdown construct each, written by the team, against the exact blocks.
@Suite struct MarkdownReaderTests {
  private func read(_ markdown: String) -> Document { MarkdownReader.document(markdown) }

  private func plain(_ text: String) -> Span { Span(text) }

  // MARK: - Headings and paragraphs

  @Test func atxHeadingsKeepTheirLevel() {
    #expect(
      read("# One\n\n### Three ###\n\n###### Six") == [
        .heading(level: 1, [plain("One")]),
        .heading(level: 3, [plain("Three")]),
        .heading(level: 6, [plain("Six")]),
      ])
  }

  @Test func setextHeadings() {
    #expect(
      read("Big title\n=========\n\nSmaller\n-------") == [
        .heading(level: 1, [plain("Big title")]),
        .heading(level: 2, [plain("Smaller")]),
      ])
  }

  @Test func paragraphsJoinSoftBreaksWithSpaces() {
    #expect(
      read("first line\nsame paragraph\n\nsecond paragraph") == [
        .paragraph([plain("first line same paragraph")]),
        .paragraph([plain("second paragraph")]),
      ])
  }

  @Test func hardBreaksBecomeNewlineSpans() {
    #expect(
      read("one  \ntwo\\\nthree") == [
        .paragraph([plain("one"), plain("\n"), plain("two"), plain("\n"), plain("three")])
      ])
  }

  // MARK: - Inline styles

  @Test func emphasisStrongAndNesting() {
    #expect(
      read("a *b* __c__ ***d*** ~~e~~") == [
        .paragraph([
          plain("a "), Span("b", style: .italic), plain(" "), Span("c", style: .bold),
          plain(" "), Span("d", style: [.italic, .bold]), plain(" "),
          Span("e", style: .strikethrough),
        ])
      ])
  }

  @Test func singleTildesAreNotStrikethrough() {
    #expect(read("about ~5 to ~10 steps") == [.paragraph([plain("about ~5 to ~10 steps")])])
  }

  @Test func inlineCodeIsVerbatim() {
    #expect(
      read("call `f(*a, **b)` and ``a ` b``") == [
        .paragraph([
          plain("call "), Span("f(*a, **b)", style: .code), plain(" and "),
          Span("a ` b", style: .code),
        ])
      ])
  }

  @Test func codeInsideStrongKeepsBoth() {
    #expect(
      read("**use `heap`**") == [
        .paragraph([Span("use ", style: .bold), Span("heap", style: [.bold, .code])])
      ])
  }

  // MARK: - Code blocks

  @Test func fencedCodeIsColouredPerLine() {
    let document = read("```python\nif x == 1:  # one\n    return \"a\"\n```")
    #expect(
      document == [
        .preformatted(
          lines: [
            [
              Span("if", style: [.preformatted, .keyword]), Span(" x == ", style: .preformatted),
              Span("1", style: [.preformatted, .number]), Span(":  ", style: .preformatted),
              Span("# one", style: [.preformatted, .comment]),
            ],
            [
              Span("    ", style: .preformatted), Span("return", style: [.preformatted, .keyword]),
              Span(" ", style: .preformatted), Span("\"a\"", style: [.preformatted, .string]),
            ],
          ], language: "python")
      ])
  }

  @Test func indentedCodeAndUnknownLanguagesStayPlain() {
    #expect(
      read("text\n\n    let x = 1\n\n~~~ testcase\n[1,2]\n~~~") == [
        .paragraph([plain("text")]),
        .preformatted(lines: [[Span("let x = 1", style: .preformatted)]], language: nil),
        .preformatted(lines: [[Span("[1,2]", style: .preformatted)]], language: "testcase"),
      ])
  }

  @Test func codeKeepsBlankLinesSpacingAndExpandsTabs() {
    let document = read("```\na\n\n\tb  c\n```")
    #expect(
      document == [
        .preformatted(
          lines: [
            [Span("a", style: .preformatted)], [], [Span("    b  c", style: .preformatted)],
          ], language: nil)
      ])
  }

  @Test func dollarsAndMarkupInCodeAreUntouched() {
    let document = read("Run `echo $HOME` then:\n\n```sh\nx=$((a*b)) # $y$\n<b>no</b>\n```")
    #expect(
      document == [
        .paragraph([plain("Run "), Span("echo $HOME", style: .code), plain(" then:")]),
        .preformatted(
          lines: [
            [Span("x=$((a*b)) # $y$", style: .preformatted)],
            [Span("<b>no</b>", style: .preformatted)],
          ], language: "sh"),
      ])
  }

  // MARK: - Lists and quotes

  @Test func nestedLists() {
    let markdown = """
      3. three
      4. four
         - inner *one*
         - inner two

      * loose

      * list
      """
    #expect(
      read(markdown) == [
        .list(
          ordered: true, start: 3,
          items: [
            [.paragraph([plain("three")])],
            [
              .paragraph([plain("four")]),
              .list(
                ordered: false, start: 1,
                items: [
                  [.paragraph([plain("inner "), Span("one", style: .italic)])],
                  [.paragraph([plain("inner two")])],
                ]),
            ],
          ]),
        .list(
          ordered: false, start: 1,
          items: [[.paragraph([plain("loose")])], [.paragraph([plain("list")])]]),
      ])
  }

  @Test func taskListItemsShowTheirBox() {
    #expect(
      read("- [x] done\n- [ ] to do") == [
        .list(
          ordered: false, start: 1,
          items: [
            [.paragraph([plain("[x] done")])], [.paragraph([plain("[ ] to do")])],
          ])
      ])
  }

  @Test func blockQuotesNest() {
    #expect(
      read("> outer\n>\n> > inner\n\nafter") == [
        .quote([.paragraph([plain("outer")]), .quote([.paragraph([plain("inner")])])]),
        .paragraph([plain("after")]),
      ])
  }

  // MARK: - Links and images

  @Test func linksShowTheirURLUnlessItIsTheText() {
    #expect(
      read("[docs](https://example.com/a) and <https://example.com/b> and www.example.com") == [
        .paragraph([
          Span("docs", style: .link), plain(" "), Span("(https://example.com/a)", style: .dim),
          plain(" and "), Span("https://example.com/b", style: .link), plain(" and "),
          Span("www.example.com", style: .link),
        ])
      ])
  }

  @Test func anchorLinksShowOnlyTheirText() {
    #expect(
      read("see [approach 2](#approach-2) or [run](javascript:go())") == [
        .paragraph([
          plain("see "), Span("approach 2", style: .link), plain(" or "),
          Span("run", style: .link),
        ])
      ])
  }

  @Test func imagesBecomeLabelledReferences() {
    #expect(
      read("![a tree](https://img.example/t.png) ![](../Figures/1/diagram%201.png)") == [
        .paragraph([
          plain("[image: a tree] "), Span("https://img.example/t.png", style: [.link, .dim]),
          plain(" [image: diagram 1.png] "),
          Span("../Figures/1/diagram%201.png", style: [.link, .dim]),
        ])
      ])
  }

  // MARK: - Tables and rules

  @Test func tablesKeepRowsAndCells() {
    let markdown = """
      | n | cost `c` |
      |--:|:-------|
      | 1 | **low** |
      | 2 |
      """
    #expect(
      read(markdown) == [
        .table(
          rows: [
            [[plain("n")], [plain("cost "), Span("c", style: .code)]],
            [[plain("1")], [Span("low", style: .bold)]],
            [[plain("2")], []],
          ], header: true)
      ])
  }

  @Test func thematicBreaksAreRules() {
    #expect(
      read("a\n\n---\n\n***\n\nb") == [
        .paragraph([plain("a")]), .rule, .rule, .paragraph([plain("b")]),
      ])
  }

  // MARK: - HTML

  @Test func inlineHTMLTagsStyleText() {
    #expect(
      read("<b>bold</b>, <i>it</i>, <code>x</code>, 10<sup>9</sup>, 2<sup>-31</sup>, a<sub>i</sub>")
        == [
          .paragraph([
            Span("bold", style: .bold), plain(", "), Span("it", style: .italic), plain(", "),
            Span("x", style: .code), plain(", 10⁹, 2⁻³¹, aᵢ"),
          ])
        ])
  }

  @Test func scriptsWithoutUnicodeFormsUseCarets() {
    #expect(
      read("x<sup>q</sup> y<sup>n+q</sup> z<sub>b</sub>") == [
        .paragraph([plain("x^q y^(n+q) z_b")])
      ])
  }

  @Test func breakTagsBreakLines() {
    #expect(
      read("one<br>two<br/>three") == [
        .paragraph([plain("one"), plain("\n"), plain("two"), plain("\n"), plain("three")])
      ])
  }

  @Test func htmlCommentsAreDropped() {
    let markdown = "<!-- solution:start -->\n\nkept <!-- hidden --> text\n\n<!-- tabs:end -->"
    #expect(read(markdown) == [.paragraph([plain("kept text")])])
  }

  @Test func genericsInProseAreNotTags() {
    #expect(
      read("a List<Integer> of Map<K, V>") == [
        .paragraph([plain("a List<Integer> of Map<K, V>")])
      ])
  }

  @Test func htmlImageBlocksBecomeReferences() {
    #expect(
      read("<p align=\"center\"><img alt=\"\" src=\"https://img.example/a/b.png\" /></p>") == [
        .paragraph([
          plain("[image: b.png] "), Span("https://img.example/a/b.png", style: [.link, .dim]),
        ])
      ])
  }

  @Test func playgroundFramesBecomeLabelledLinks() {
    let markdown = """
      <iframe src="https://leetcode.com/playground/AbC123/shared" frameBorder="0" width="100%" height="500" name="AbC123"></iframe>
      """
    #expect(
      read(markdown) == [
        .paragraph([
          plain("[playground: "),
          Span("https://leetcode.com/playground/AbC123/shared", style: .link),
          plain("]"),
        ])
      ])
  }

  @Test func richHTMLBlocksGoThroughTheHTMLReader() {
    let html = "<table><tr><td>cell</td></tr></table>"
    #expect(read(html) == HTMLReader.document(html))
  }

  // MARK: - LeetCode extras

  @Test func tableOfContentsMarkerIsDropped() {
    #expect(read("[TOC]\n\n## Solution") == [.heading(level: 2, [plain("Solution")])])
  }

  @Test func kramdownAttributesAreDropped() {
    #expect(
      read("![fig](a.png){:width=400}\n\n## Title {: .center}\n\n{:style=\"x\"}\ntext") == [
        .paragraph([
          plain("[image: fig] "), Span("a.png", style: [.link, .dim]),
        ]),
        .heading(level: 2, [plain("Title")]),
        .paragraph([plain("text")]),
      ])
  }

  @Test func slideshowMarkersBecomeReferences() {
    #expect(
      read("!?!../Documents/9/slides.json:960,540!?!") == [
        .paragraph([
          plain("[image: slideshow] "), Span("../Documents/9/slides.json", style: [.link, .dim]),
        ])
      ])
  }

  @Test func legacyBodiesWithLiteralNewlines() {
    let body = #"Nice idea.\n\n```cpp\nint a = 1;\n```\nSee $a \neq b$."#
    #expect(
      read(body) == [
        .paragraph([plain("Nice idea.")]),
        .preformatted(
          lines: [
            [
              Span("int", style: [.preformatted, .keyword]), Span(" a = ", style: .preformatted),
              Span("1", style: [.preformatted, .number]), Span(";", style: .preformatted),
            ]
          ], language: "cpp"),
        .paragraph([plain("See a ≠ b.")]),
      ])
  }

  @Test func bodiesWithRealNewlinesKeepBackslashN() {
    #expect(
      read("a `\\n` b\nc") == [
        .paragraph([plain("a "), Span("\\n", style: .code), plain(" b c")])
      ])
  }

  @Test func boldRunsWrittenWithoutAGap() {
    #expect(
      read("**Implementation****Complexity**") == [
        .paragraph([
          Span("Implementation", style: .bold), plain(" "), Span("Complexity", style: .bold),
        ])
      ])
  }

  // MARK: - Math in Markdown

  @Test func inlineMathBecomesUnicode() {
    #expect(
      read(#"Time $O(n \log n)$, with $\textit{nums}[i] \le 10^9$ and $x_{i}$."#) == [
        .paragraph([plain("Time O(n log n), with nums[i] ≤ 10⁹ and xᵢ.")])
      ])
  }

  @Test func underscoresAndStarsInMathAreNotEmphasis() {
    #expect(
      read(#"$a_1 * b_2 * c_{3}$ and $x_i + y_i$"#) == [
        .paragraph([plain("a₁ * b₂ * c₃ and xᵢ + yᵢ")])
      ])
  }

  @Test func dollarsThatAreMoneyStayText() {
    #expect(
      read("costs $5 and $10, or $ 3 $") == [
        .paragraph([plain("costs $5 and $10, or $ 3 $")])
      ])
  }

  @Test func moneyBeforeMathStaysText() {
    #expect(
      read("costs $5 and takes $O(n)$ time") == [
        .paragraph([plain("costs $5 and takes O(n) time")])
      ])
  }

  @Test func inlineMathMayCrossALineBreak() {
    #expect(read("where $a +\nb$ holds") == [.paragraph([plain("where a + b holds")])])
  }

  @Test func aStrayDollarInsideLaTeXIsRead() {
    #expect(
      read(#"If $\textit{d} > $\textit{dist}[u]$, skip."#) == [
        .paragraph([plain("If d > dist[u], skip.")])
      ])
  }

  @Test func escapedDollarsStayText() {
    #expect(read(#"\$x\$ stays"#) == [.paragraph([plain("$x$ stays")])])
  }

  @Test func displayMathStandsOnItsOwnLines() {
    let markdown = """
      The recurrence is:

      $$
      f[i] = \\begin{cases}
      0, & i = 0 \\\\
      f[i - 1] + 1, & i > 0
      \\end{cases}
      $$

      and $$N$$ inline.
      """
    #expect(
      read(markdown) == [
        .paragraph([plain("The recurrence is:")]),
        .paragraph([
          plain("f[i] ="), plain("\n"), plain("0, i = 0"), plain("\n"),
          plain("f[i - 1] + 1, i > 0"),
        ]),
        .paragraph([plain("and N inline.")]),
      ])
  }

  @Test func mathInsideTablesAndListsAndQuotes() {
    let markdown = """
      | op | cost |
      |----|------|
      | $\\lvert x \\rvert$ | $O(1)$ |

      - $\\sum_{i=1}^{n} i$

      > $$
      > \\sqrt{n}
      > $$
      """
    #expect(
      read(markdown) == [
        .table(
          rows: [[[plain("op")], [plain("cost")]], [[plain("| x |")], [plain("O(1)")]]],
          header: true),
        .list(ordered: false, start: 1, items: [[.paragraph([plain("∑ᵢ₌₁ⁿ i")])]]),
        .quote([.paragraph([plain("√n")])]),
      ])
  }

  // MARK: - Safety

  @Test func controlCharactersAndEscapesNeverSurvive() {
    let hostile =
      "a\u{1B}[31mred\u{1B}[0m \u{07}b\u{202E}c `\u{1B}]0;title\u{07}x`\n\n```\n\u{1B}[2Jcode\n```"
    let document = read(hostile)
    #expect(
      document == [
        .paragraph([plain("ared bc "), Span("x", style: .code)]),
        .preformatted(lines: [[Span("code", style: .preformatted)]], language: nil),
      ])
  }

  @Test func entitiesInRawHTMLAreDecodedAndCleaned() {
    #expect(
      read("<p>a &lt; b &amp;&#27;[31m c&nbsp;d</p>") == [
        .paragraph([plain("a < b & c d")])
      ])
  }

  @Test func deepNestingIsCappedWithoutCrashing() {
    let quotes = String(repeating: ">", count: 10_000) + " deep"
    var depth = 0
    var blocks = read(quotes)
    while case .quote(let inner)? = blocks.first {
      depth += 1
      blocks = inner
    }
    #expect(depth == MarkdownReader.maximumNesting)
    #expect(blocks == [.paragraph([plain("deep")])])

    let lists = (0..<2_000).map { String(repeating: "  ", count: $0) + "- item" }
      .joined(separator: "\n")
    #expect(!read(lists).isEmpty)
    let emphasis =
      String(repeating: "*", count: 10_000) + "a" + String(repeating: "*", count: 10_000)
    #expect(!read(emphasis).isEmpty)
    let brackets =
      String(repeating: "[", count: 10_000) + "x" + String(repeating: "]", count: 10_000)
    #expect(!read(brackets).isEmpty)
    let images =
      String(repeating: "![", count: 5_000) + "a" + String(repeating: "](u)", count: 5_000)
    #expect(
      read(images) == [
        .paragraph([plain("[image: a] "), Span("u", style: [.link, .dim])])
      ])
    let tags = String(repeating: "<sup><b>", count: 5_000) + "x"
    #expect(!read(tags).isEmpty)
  }

  @Test func mathInRawHTMLIsConvertedNotLeaked() {
    #expect(
      read("<img alt=\"$x_1$\" src=\"a.png\"> and <sup>$n$</sup>\n\n<div>$\\le$ here</div>") == [
        .paragraph([
          plain("[image: x₁] "), Span("a.png", style: [.link, .dim]), plain(" and ⁿ"),
        ]),
        .paragraph([plain("≤ here")]),
      ])
  }

  @Test func parsingConcurrentlyGivesTheSameDocuments() async {
    // cmark-gfm toggles global tables while it parses with extensions; parses must not overlap.
    let article = String(
      repeating: "~~old~~ new\n\n| a | b |\n|---|---|\n| 1 | ~~2~~ |\n\n", count: 100)
    let inputs = (0..<40).map {
      "~~gone \($0)~~\n\n| a | b |\n|---|---|\n| $x_\($0 % 10)$ | **y** |\n\n" + article
    }
    let serial = inputs.map { MarkdownReader.document($0) }
    #expect(
      serial[3].prefix(2) == [
        .paragraph([Span("gone 3", style: .strikethrough)]),
        .table(
          rows: [[[plain("a")], [plain("b")]], [[plain("x₃")], [Span("y", style: .bold)]]],
          header: true),
      ])
    let parallel = await withTaskGroup(of: (Int, Document).self) { group in
      for _ in 0..<4 {
        for (index, input) in inputs.enumerated() {
          group.addTask { (index, MarkdownReader.document(input)) }
        }
      }
      var results: [(Int, Document)] = []
      for await result in group { results.append(result) }
      return results
    }
    #expect(parallel.count == inputs.count * 4)
    for (index, document) in parallel {
      #expect(document == serial[index])
    }
  }

  @Test func emptyAndBlankInputGiveNothing() {
    #expect(read("").isEmpty)
    #expect(read("  \n\n\t\n").isEmpty)
    #expect(read("<!-- only a comment -->").isEmpty)
  }
}
