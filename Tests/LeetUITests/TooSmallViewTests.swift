import Foundation
import LeetTestSupport
import TermCore
import Testing

@testable import LeetUI

/// The notice of a terminal too small for the interface: whole words at every size.
@Suite struct TooSmallViewTests {
  /// The notices a too-small screen may show, longest first, for a screen of `size`.
  static func allowed(_ size: Size) -> [String] {
    let have = "\(size.width)x\(size.height)"
    return [
      "Terminal too small: \(have), need 24x7", "Too small: \(have), need 24x7",
      "Too small, need 24x7", "Need 24x7", "Too small", "Tiny", "!",
    ]
  }

  @Test func everySizeFrom1x1To23x6ShowsAWholeNotice() {
    for width in 1...23 {
      for height in 1...6 {
        let size = Size(width: width, height: height)
        let state = Fixture.state(width: width, height: height)
        let rows = ProblemView.render(state).rowsText
        let words = rows.flatMap { $0.split(separator: " ") }.joined(separator: " ")
        #expect(Self.allowed(size).contains(words), "\(width)x\(height): \(rows)")
        // The longest form that fits is chosen: a whole line each for at most `height` lines.
        if width >= 9 { #expect(words.hasSuffix("need 24x7") || words.hasSuffix("Need 24x7")) }
      }
    }
  }

  @Test func theFullSentenceWhereItFits() {
    let rows = ProblemView.render(Fixture.state(width: 20, height: 5)).rowsText
    #expect(rows.filter { !$0.isEmpty } == ["Terminal too small:", "  20x5, need 24x7"])
    let small = ProblemView.render(Fixture.state(width: 10, height: 3)).rowsText
    #expect(small.map { $0.trimmingCharacters(in: .whitespaces) } == ["Too small:", "10x3, need", "24x7"])
    let tiny = ProblemView.render(Fixture.state(width: 1, height: 1)).rowsText
    #expect(tiny == ["!"])
  }
}
