import LeetModel
import LeetTestSupport
import LeetText
import TermCore
import Testing

@testable import LeetUI

/// The URL under a picture's label on screen: indented with its label, and a URL too long for
/// the page cut with `…`, never silently at the screen's edge (issue 19, minor 1d).
@Suite struct PictureURLScreenTests {
  static let url =
    "https://assets.leetcode.com/uploads/2021/02/14/a-rather-long-picture-name-for-a-narrow-screen.png"

  static func state() -> ProblemState {
    let html =
      "<p>Example:</p><ul><li>The tree: <img alt=\"tree\" src=\"\(url)\"> as drawn.</li></ul><p>The end.</p>"
    let problem = Problem(frontendID: "7", title: "Pictured", titleSlug: "pictured", content: html)
    var settings = ProblemState.Settings(animated: false)
    settings.pictures = .none
    return ProblemState(
      page: ProblemPage(problem: problem, language: .english), sourceLabel: "cached",
      size: Size(width: 40, height: 12),
      settings: settings, theme: Theme(usesColor: false))
  }

  @Test func aLongPictureURLIsIndentedWithItsLabelAndCutWithAMark() throws {
    let state = Self.state()
    let screen = ProblemView.render(state).snapshot()
    assertSnapshot(screen, named: "picture-url-40x12")
    let lines = state.currentLayout.lines.map(\.text)
    let label = try #require(lines.firstIndex { $0.contains("[image: tree]") })
    let urlLine = try #require(lines.firstIndex { $0.contains("https://assets.leetcode.com") })
    #expect(urlLine == label + 1)
    // The label hangs behind the bullet, and the URL with it.
    #expect(lines[label].hasPrefix("• The tree: "))
    #expect(lines[urlLine].hasPrefix("  https://"))
    #expect(lines[urlLine].hasSuffix("…"))
    #expect(state.currentLayout.lines.allSatisfy { $0.width <= state.contentWidth })
  }
}
