import Foundation
import Testing

@testable import LeetText

/// The `<pre>` blocks of one page are laid out alike: all indented, or all without indentation
/// when one of them fits the width only without it.
@Suite struct PreAlikeTests {
  /// Two examples: the first fits 40 columns only without the indentation, the second fits
  /// either way.
  static let html: String = {
    let url = Render.fixtures.appendingPathComponent("html/two-examples.html")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }()

  /// The lines of the page's `<pre>` blocks: those starting with `Input:` or `Output:`.
  static func exampleLines(width: Int) -> [String] {
    Render.lines(html, width: width).map(\.text).filter {
      let text = $0.trimmingCharacters(in: .whitespaces)
      return text.hasPrefix("Input:") || text.hasPrefix("Output:")
    }
  }

  @Test func whenOneBlockNeedsTheFullWidthNoneIsIndented() {
    #expect(!Self.html.isEmpty)
    let lines = Self.exampleLines(width: 40)
    #expect(lines.count == 4)
    #expect(lines.allSatisfy { !$0.hasPrefix(" ") }, "\(lines)")
    #expect(lines.allSatisfy { $0.count <= 40 })
  }

  @Test func whenEveryBlockFitsIndentedAllAreIndented() {
    let lines = Self.exampleLines(width: 80)
    #expect(lines.count == 4)
    #expect(lines.allSatisfy { $0.hasPrefix("  ") }, "\(lines)")
  }
}
