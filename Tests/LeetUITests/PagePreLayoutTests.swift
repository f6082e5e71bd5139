import LeetText
import Testing

@testable import LeetUI

/// The interface's page lays out the `<pre>` blocks of a statement alike, as print does.
@Suite struct PagePreLayoutTests {
  /// Two examples written for this test: at 40 columns the first fits only unindented.
  static let html = """
    <p><strong>Example 1:</strong></p>
    <pre><strong>Input:</strong> kites = [1,4,9,4,4,1,8], gust = 9
    <strong>Output:</strong> 3</pre>
    <p><strong>Example 2:</strong></p>
    <pre><strong>Input:</strong> kites = [2], gust = 1
    <strong>Output:</strong> 1</pre>
    """

  @Test func bothExamplesAreLaidOutAlike() {
    for (width, indented) in [(40, false), (80, true)] {
      let layout = PageLayout(document: HTMLReader.document(Self.html), width: width)
      let examples = layout.lines.map(\.text).filter { $0.contains("Input:") || $0.contains("Output:") }
      #expect(examples.count == 4)
      #expect(examples.allSatisfy { $0.hasPrefix("  ") == indented }, "width \(width): \(examples)")
    }
  }
}
