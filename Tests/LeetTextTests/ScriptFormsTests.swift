import Testing

@testable import LeetText

/// `<sup>`/`<sub>` as Unicode forms, or `^`/`_` when a character has none.
@Suite struct ScriptFormsTests {
  @Test(arguments: [
    ("9", "⁹"), ("-31", "⁻³¹"), ("th", "ᵗʰ"), ("n", "ⁿ"), ("(k)", "⁽ᵏ⁾"), ("*", "^*"),
    ("q", "^q"), ("n - 1", "^(n - 1)"), ("2n+1", "²ⁿ⁺¹"), ("", ""),
  ])
  func superscripts(_ text: String, _ expected: String) {
    #expect(ScriptForms.superscript(text) == expected)
  }

  @Test(arguments: [
    ("i", "ᵢ"), ("i+1", "ᵢ₊₁"), ("0", "₀"), ("j", "ⱼ"), ("row", "_(row)"), ("#", "_#"),
    ("k-1", "ₖ₋₁"),
  ])
  func subscripts(_ text: String, _ expected: String) {
    #expect(ScriptForms.subscript(text) == expected)
  }

  @Test(arguments: [
    ("10<sup>9</sup> + 7", "10⁹ + 7"),
    ("2<sup>-31</sup>", "2⁻³¹"),
    ("x<sub>i</sub>", "xᵢ"),
    ("10<sup>5 </sup>items", "10⁵ items"),
    ("a<sup> 2</sup>", "a ²"),
    ("4<sup>&nbsp;</sup>end", "4 end"),
    ("<code>2<sup>31</sup> - 1</code>", "2³¹ - 1"),
    ("y<sup>\u{200B}\u{200B}5</sup>", "y⁵"),
    ("m<sup>x<sub>i</sub></sup>", "mˣⁱ"),
    ("e<sup></sup>f", "ef"),
  ])
  func inHTML(_ html: String, _ expected: String) {
    #expect(Render.text("<p>\(html)</p>", width: 80) == expected + "\n")
  }
}

/// An unclosed `<sup>` ends at the next block instead of swallowing the rest.
@Suite struct UnclosedScriptTests {
  @Test func superscriptEndsAtTheNextBlock() {
    let text = Render.text(
      "<p>2<sup>10</p><p>next paragraph</p><ul><li>x<sub>i</li><li>y</li></ul>", width: 80)
    #expect(text == "2¹⁰\n\nnext paragraph\n\n• xᵢ\n• y\n")
  }
}
