import Foundation
import LeetTestSupport
import Testing

@testable import LeetText

/// Widths, indentation, continuation marks and styles of laid-out lines.
@Suite struct DocumentLayoutTests {
  static let fixtures: [String] = {
    let directory = Render.fixtures.appendingPathComponent("html")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".html") }.sorted().compactMap {
      try? String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8)
    }
  }()

  @Test func noFixtureLineIsWiderThanAnyWidth() {
    #expect(!Self.fixtures.isEmpty)
    for html in Self.fixtures {
      let document = HTMLReader.document(html)
      for width in 4...60 {
        for line in DocumentLayout.lines(document, width: width)
        where !PrintRules.isLoneURL(line.text) {
          #expect(line.width <= width, "width \(width): \(line.text)")
        }
      }
    }
  }

  @Test func narrowWidthsStillFitDeepListsWideCharactersAndURLs() {
    let html =
      String(repeating: "<ul><li>level ", count: 12) + "全角文字が続く" + "</p><p>"
      + "<p>https://example.org/" + String(repeating: "segment/", count: 20) + "</p>"
      + "<blockquote><blockquote><pre>宽字符宽字符宽字符 x</pre></blockquote></blockquote>"
      + "<table><tr><td>中文</td><td>b</td><td>c</td><td>d</td></tr></table>"
      + "<ul><li><pre>中文中文 x 中文</pre></li></ul>"
    for width in [4, 5, 6, 7, 10, 13] {
      let lines = Render.lines(html, width: width)
      for line in lines where !PrintRules.isLoneURL(line.text) {
        #expect(line.width <= width, "width \(width): \(line.text)")
      }
      #expect(lines.map(\.text).joined().contains("全"))
      // The URL is never split: it is the one line wider than the width.
      let url = "https://example.org/" + String(repeating: "segment/", count: 20)
      #expect(lines.contains { $0.text.trimmingCharacters(in: .whitespaces) == url })
    }
  }

  @Test func widthBelowTheMinimumIsLaidOutAtTheMinimum() {
    for line in Render.lines("<p>abcdefgh</p>", width: 1) {
      #expect(line.width <= DocumentLayout.minimumWidth)
    }
  }

  @Test func preContinuesLongLinesBehindAMarkKeepingTheIndent() {
    let text = Render.text("<pre>alpha beta gamma delta epsilon</pre>", width: 16)
    #expect(text == "  alpha beta\n  ↪ gamma delta\n  ↪ epsilon\n")
  }

  @Test func wordsBreakOnlyWhenLongerThanTheWidth() {
    #expect(Render.text("<p>aa bbbb cc</p>", width: 6) == "aa\nbbbb\ncc\n")
    #expect(Render.text("<p>aa bbbbbbbbbb</p>", width: 6) == "aa\nbbbbbb\nbbbb\n")
  }

  @Test func wideCharactersCountTwoColumns() {
    #expect(Render.text("<p>中文中文中文</p>", width: 7) == "中文中\n文中文\n")
  }

  @Test func headerRowIsBoldAndHeadingsAreBold() {
    let lines = Render.lines(
      "<h2>Title</h2><table><tr><th>k</th><th>v</th></tr><tr><td>1</td><td>2</td></tr></table>",
      width: 40)
    #expect(lines[0].spans == [Span("Title", style: [.bold, .heading])])
    #expect(lines[2].spans.first == Span("k", style: .bold))
    #expect(lines.map(\.text) == ["Title", "", "k  v", "─  ─", "1  2"])
  }

  @Test func listsHangTheirText() {
    let text = Render.text(
      "<ul><li>one two three four</li><li>x<ul><li>y</li></ul></li></ul>", width: 12)
    #expect(text == "• one two\n  three four\n• x\n  ◦ y\n")
  }

  @Test func nbspRendersAsAPlainSpace() {
    let text = Render.text("<p>a&nbsp;b</p><pre>c&nbsp;d</pre>", width: 40)
    #expect(text == "a b\n\n  c d\n")
  }

  @Test func hardBreaksNeverMakeDoubleBlankLines() {
    #expect(Render.text("<p>a<br><br><br><br>b<br></p>", width: 40) == "a\n\nb\n")
  }
}

/// Documents from other readers may nest without limit: layout must not recurse with them.
@Suite struct DeepDocumentTests {
  @Test func tenThousandNestedQuotesAndListsLayOut() {
    var quote: Block = .paragraph([Span("deep")])
    var list: Block = .paragraph([Span("deeper")])
    for _ in 0..<10_000 {
      quote = .quote([quote])
      list = .list(ordered: false, start: 1, items: [[list]])
    }
    let lines = DocumentLayout.lines([quote, list], width: 40)
    #expect(lines.map(\.text).contains { $0.hasSuffix("deep") })
    #expect(lines.map(\.text).contains { $0.hasSuffix("deeper") })
    #expect(lines.allSatisfy { $0.width <= 40 })
  }
}

/// A `<pre>` in a list item at the narrowest width still leaves room for wide characters.
@Suite struct NarrowPreTests {
  @Test func preInAListItemAtWidthFour() {
    for width in 4...8 {
      for line in Render.lines("<ul><li><pre>中文中文 x 中文</pre></li></ul>", width: width) {
        #expect(line.width <= width, "width \(width): \(line.text)")
      }
    }
  }
}

/// A word wider than an indented column but not than the page keeps whole, unindented.
@Suite struct OutdentTests {
  @Test func wordThatFitsThePageIsNotCut() {
    let word = String(repeating: "a", count: 39)
    #expect(Render.text("<ul><li>x \(word) y</li></ul>", width: 40) == "• x\n\(word)\n  y\n")
    #expect(Render.text("<blockquote>\(word)</blockquote>", width: 40) == "\(word)\n")
  }

  @Test func wordWiderThanThePageIsCutInPlace() {
    let word = String(repeating: "b", count: 45)
    let expected =
      "• " + String(repeating: "b", count: 38) + "\n  " + String(repeating: "b", count: 7) + "\n"
    #expect(Render.text("<ul><li>\(word)</li></ul>", width: 40) == expected)
  }
}
