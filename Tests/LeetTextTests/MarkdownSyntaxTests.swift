import Testing

@testable import LeetText

/// Light syntax colouring: which runs of a code line are keywords, strings, comments, numbers.
@Suite struct MarkdownSyntaxTests {
  /// The line's coloured runs as `kind:text`, plain runs left out.
  private func runs(_ code: String, _ language: String) -> [[String]] {
    let lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return SyntaxHighlighter.lines(lines, language: language).map { spans in
      spans.compactMap { span in
        #expect(span.style.contains(.preformatted))
        if span.style.contains(.keyword) { return "k:" + span.text }
        if span.style.contains(.string) { return "s:" + span.text }
        if span.style.contains(.comment) { return "c:" + span.text }
        if span.style.contains(.number) { return "n:" + span.text }
        return nil
      }
    }
  }

  @Test func spansGiveEachLineBackUnchanged() {
    let code = [
      "for (int i = 0; i < n; ++i) { // loop", "  s += \"x\\\"y\"; /* a", "b */ return 0x1F;",
    ]
    for language in ["cpp", "python", "go", "sql", "rust", "nope"] {
      let lines = SyntaxHighlighter.lines(code, language: language)
      #expect(lines.map { $0.map(\.text).joined() } == code, "\(language)")
    }
  }

  @Test func python() {
    let code =
      "def f(x: int) -> None:  # note\n    s = 'it''s' + \"\"\"doc\nmore\"\"\"\n    return 3.5e2"
    #expect(
      runs(code, "python3") == [
        ["k:def", "k:None", "c:# note"],
        ["s:'it''s'", "s:\"\"\"doc"],
        ["s:more\"\"\""],
        ["k:return", "n:3.5e2"],
      ])
  }

  @Test func cppWithPreprocessorAndBlockComments() {
    let code = "#include <vector>\nint main() { /* start\nend */ return 0; } // done"
    #expect(
      runs(code, "cpp") == [
        ["k:#include"],
        ["k:int", "c:/* start"],
        ["c:end */", "k:return", "n:0", "c:// done"],
      ])
  }

  @Test func javaAndCSharp() {
    #expect(
      runs("public static long x = 10L;", "java") == [["k:public", "k:static", "k:long", "n:10L"]])
    #expect(
      runs("var s = @\"a\"; foreach (var c in s) {}", "cs") == [
        ["k:var", "s:\"a\"", "k:foreach", "k:var", "k:in"]
      ])
  }

  @Test func goRawStringsSpanLines() {
    #expect(
      runs("func f() string {\n\treturn `a\nb` + \"c\"\n}", "go") == [
        ["k:func"], ["k:return", "s:`a"], ["s:b`", "s:\"c\""], [],
      ])
  }

  @Test func typeScriptTemplates() {
    #expect(
      runs("const s: number = `${a}`; let b = null;", "ts") == [
        ["k:const", "k:number", "s:`${a}`", "k:let", "k:null"]
      ])
  }

  @Test func rustLifetimesAreNotStrings() {
    #expect(
      runs("fn f<'a>(x: &'a str) -> char { 'c' }", "rust") == [
        ["k:fn", "s:'c'"]
      ])
  }

  @Test func swiftMultilineStrings() {
    #expect(
      runs("let s = \"\"\"\nhi\n\"\"\"\nguard x else { return nil }", "swift") == [
        ["k:let", "s:\"\"\""], ["s:hi"], ["s:\"\"\""], ["k:guard", "k:else", "k:return", "k:nil"],
      ])
  }

  @Test func sqlIsCaseInsensitive() {
    #expect(
      runs("SELECT name FROM t where id = 'x' -- first", "mysql") == [
        ["k:SELECT", "k:FROM", "k:where", "s:'x'", "c:-- first"]
      ])
  }

  @Test func numbersInsideIdentifiersAreNot() {
    #expect(runs("int nums1 = a2b + 1_000;", "java") == [["k:int", "n:1_000"]])
  }

  @Test func unknownLanguagesArePlain() {
    #expect(
      SyntaxHighlighter.lines(["if x"], language: "brainfuck") == [
        [Span("if x", style: .preformatted)]
      ])
    #expect(
      SyntaxHighlighter.lines(["", "a"], language: nil) == [[], [Span("a", style: .preformatted)]])
  }
}
