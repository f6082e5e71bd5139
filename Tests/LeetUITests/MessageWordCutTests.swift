import Foundation
import LeetModel
import LeetTestSupport
import TermCore
import Testing

@testable import LeetUI

/// Issue 33: a status message too long for its row is shortened after a whole word with `…` at
/// 80 columns (and at 40), never cut inside a word, even when a long word (a URL) follows early.
@Suite struct MessageWordCutTests {
  static let message =
    "Could not fetch the comments: see https://leetcode.com/problems/lantern-relay/discussion/comments/ "
    + "for the page and try again later"

  /// The message part of a status row: the text before the key hints.
  static func shown(_ row: String) -> String {
    let text = row.trimmingCharacters(in: .whitespaces).trimmingCharacters(
      in: CharacterSet(charactersIn: "│"))
    return text.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ").first ?? text
  }

  /// Whether `shown` ends with `…` after a whole word of `message`.
  static func endsAtAWord(_ shown: String, of message: String) -> Bool {
    guard shown.hasSuffix("…") else { return false }
    let kept = String(shown.dropLast())
    guard message.hasPrefix(kept), !kept.isEmpty else { return false }
    // The cut may drop the punctuation that ends the word (`comments:` shows as `comments…`).
    return message.dropFirst(kept.count).first.map { " ,;:".contains($0) } == true
  }

  @Test(arguments: [80, 40]) func theProblemsStatusLineCutsAfterAWord(width: Int) {
    var state = Fixture.state(width: width, height: 24)
    state.message = .reported(Self.message)
    let row = ProblemView.render(state).rowsText.last ?? ""
    let shown = Self.shown(row)
    #expect(Self.endsAtAWord(shown, of: Self.message), "\(width): \(row)")
    #expect(!shown.contains("https"), "the long word is left whole for the help: \(row)")
    if width == 80 { assertSnapshot(row + "\n", named: "status-long-word-80") }
  }

  @Test(arguments: [80, 40]) func theBrowsersStatusLineCutsAfterAWord(width: Int) {
    var app = BrowserFixture.app(width: width, height: 24)
    app.message = .reported(Self.message)
    let row = AppView.render(app).rowsText.last ?? ""
    #expect(Self.endsAtAWord(Self.shown(row), of: Self.message), "\(width): \(row)")
  }

  @Test func chineseBreaksBetweenCharactersAndOneLongTokenIsCutAsItMust() {
    #expect(MessageFit.fit("无法获取评论：请稍后重试", width: 9) == "无法获取…")
    #expect(MessageFit.fit("see https://example.com/long", width: 20) == "see…")
    #expect(MessageFit.fit("https://example.com/a/long/path", width: 12) == "https://exa…")
    #expect(
      MessageFit.fit("answered HTTP 500 (a server error) after 3 tries", width: 34)
        == "answered HTTP 500 (a server…")
  }
}
