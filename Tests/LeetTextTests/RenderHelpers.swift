import Foundation

@testable import LeetText

/// Rendering shortcuts for the renderer's tests.
enum Render {
  /// The plain text of `html` laid out at `width`, one line per line, ending in a newline.
  static func text(_ html: String, width: Int) -> String {
    lines(html, width: width).map(\.text).joined(separator: "\n") + "\n"
  }

  /// The laid-out lines of `html` at `width`.
  static func lines(_ html: String, width: Int) -> [StyledLine] {
    DocumentLayout.lines(HTMLReader.document(html), width: width)
  }

  /// The folder of this test target's fixtures.
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")
}
