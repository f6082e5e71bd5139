import Testing

@testable import LeetText

/// LaTeX math into readable Unicode: the symbols and shapes LeetCode's articles use.
@Suite struct MarkdownLaTeXTests {
  @Test(arguments: [
    (#"\le \leq \ge \geq \ne \neq"#, "≤ ≤ ≥ ≥ ≠ ≠"),
    (#"a \times b \cdot c"#, "a × b · c"),
    (#"O(n \log n)"#, "O(n log n)"),
    (#"\log{n}"#, "log n"),
    (#"2\log n"#, "2 log n"),
    (#"\log_2 n"#, "log₂ n"),
    (#"x^{2} + y^2"#, "x² + y²"),
    (#"2^{31} - 1"#, "2³¹ - 1"),
    (#"10^9 + 7"#, "10⁹ + 7"),
    (#"x_{i} + a_{i-1}"#, "xᵢ + aᵢ₋₁"),
    (#"f_{i,j}"#, "f_(i,j)"),
    (#"c_b"#, "c_b"),
    (#"k^{th}"#, "kᵗʰ"),
    (#"2^{q}"#, "2^q"),
    (#"\sqrt{n}"#, "√n"),
    (#"\sqrt{n + 1}"#, "√(n + 1)"),
    (#"\sqrt[3]{x}"#, "∛x"),
    (#"\textit{nums}[i]"#, "nums[i]"),
    (#"\text{if } x"#, "if x"),
    (#"\mathcal{O}(1)"#, "O(1)"),
    (#"\left\lfloor\frac{m + n + 1}{2}\right\rfloor"#, "⌊(m + n + 1)/2⌋"),
    (#"\lceil x \rceil"#, "⌈ x ⌉"),
    (#"\frac{a}{b}"#, "a/b"),
    (#"\dfrac{n(n-1)}{2}"#, "(n(n-1))/2"),
    (#"\sum_{i=1}^{n} i"#, "∑ᵢ₌₁ⁿ i"),
    (#"\infty"#, "∞"),
    (#"\alpha \beta \Sigma \omega"#, "α β Σ ω"),
    (#"\{1, 2\}"#, "{1, 2}"),
    (#"\left( x \right)"#, "(x)"),
    (#"\left. x \right|"#, "x |"),
    (#"a \bmod m"#, "a mod m"),
    (#"\binom{n}{k}"#, "C(n, k)"),
    (#"\max(a, b) \min"#, "max(a, b) min"),
    (#"i \in S \not\in T"#, "i ∈ S ∉ T"),
    (#"a \not= b"#, "a ≠ b"),
    (#"x \to y \Rightarrow z"#, "x → y ⇒ z"),
    (#"1, 2, \ldots, n \cdots"#, "1, 2, …, n ⋯"),
    (#"\mathbb{R}"#, "ℝ"),
    (#"\boldsymbol{\alpha}(n)"#, "α(n)"),
    (#"a\,b\;c\quad d\!e"#, "a b c de"),
    (#"\operatorname{lcm}(a, b)"#, "lcm(a, b)"),
    (#"\textcolor{red}{x}"#, "x"),
    (#"100\%"#, "100%"),
    (#"\unknown{x}"#, "unknownx"),
  ])
  func inlineMath(latex: String, expected: String) {
    #expect(LaTeXText.inline(latex) == expected)
  }

  @Test func casesBecomeLines() {
    let latex =
      #"f(i) = \begin{cases} 1, & i = 0 \\ f(i-1) \cdot 2, & \textit{otherwise} \end{cases}"#
    #expect(LaTeXText.lines(latex) == ["f(i) =", "1, i = 0", "f(i-1) · 2, otherwise"])
  }

  @Test func arraysDropTheirColumnSpec() {
    let latex = #"f=\left\{\begin{array}{ll}a, & x\\ b, & y\end{array}\right."#
    #expect(LaTeXText.lines(latex) == ["f={", "a, x", "b, y"])
  }

  @Test func neverABackslashWhateverTheInput() {
    let inputs = [
      #"\"#, #"\\"#, #"a\"#, #"\frac"#, #"\frac{"#, #"\sqrt["#, #"}}}\left"#, #"\begin{"#,
      #"^_^_"#, #"\not"#, #"\\\\\\"#, #"\text{\"#, #"{\}"#,
      String(repeating: #"\frac{"#, count: 5_000),
      String(repeating: "{", count: 10_000) + "x" + String(repeating: "}", count: 10_000),
      String(repeating: "x^{", count: 5_000),
      String(repeating: #"\sqrt[\sqrt[\sqrt["#, count: 2_000),
    ]
    for input in inputs {
      let lines = LaTeXText.lines(input)
      #expect(!lines.joined().contains("\\"), "\(input.prefix(20))")
    }
  }

  @Test func scriptCharactersFollowThePrintContract() {
    #expect(ScriptCharacters.superscript("9") == "⁹")
    #expect(ScriptCharacters.superscript("-31") == "⁻³¹")
    #expect(ScriptCharacters.superscript("*") == "^*")
    #expect(ScriptCharacters.superscript("n+q") == "^(n+q)")
    #expect(ScriptCharacters.subscript("2") == "₂")
    #expect(ScriptCharacters.subscript("y") == "_y")
    #expect(ScriptCharacters.subscript("ij") == "ᵢⱼ")
    #expect(ScriptCharacters.subscript(" ") == "")
  }
}
