import Foundation
import LeetModel
import LeetTestSupport
import TermCore
import Testing

@testable import LeetUI

/// Long status messages: cut after a whole word with an ellipsis, and shown whole in the help.
@Suite struct StatusMessageTests {
  static let message =
    "leetcode.com answered HTTP 500 (a server error) after 3 tries; try again later, or use --offline"

  /// The last row of `grid`, trailing spaces removed.
  static func lastRow(_ grid: CellGrid) -> String { grid.rowsText.last ?? "" }

  /// The message under `Last message:` in a help box drawn on `grid`: the lines below it, from
  /// its column to the box's right edge, up to a blank line or the box's end.
  static func messageInHelp(_ grid: CellGrid) -> String? {
    let label = Array("Last message:").map(String.init)
    for y in 0..<grid.size.height {
      for x in 0..<(grid.size.width - label.count) {
        guard (0..<label.count).allSatisfy({ grid[x + $0, y].symbol == label[$0] }) else { continue }
        var lines: [String] = []
        for below in y + 1..<grid.size.height {
          var line = ""
          var column = x
          while column < grid.size.width, grid[column, below].symbol != "│" {
            line += grid[column, below].symbol
            column += 1
          }
          let text = line.trimmingCharacters(in: .whitespaces)
          if text.isEmpty || text.hasPrefix("─") || text.contains("j/k") || text.contains("Esc or ?") {
            break
          }
          lines.append(text)
        }
        return lines.joined(separator: " ")
      }
    }
    return nil
  }

  /// Whether `shown` is `message` cut after a whole word, with `…`.
  static func isCutAtAWord(_ shown: String, of message: String) -> Bool {
    guard shown.hasSuffix("…") else { return false }
    let kept = String(shown.dropLast())
    guard message.hasPrefix(kept) else { return false }
    let rest = message.dropFirst(kept.count)
    return rest.first == " " || rest.first.map({ ",;:".contains($0) }) == true
  }

  /// The list refresh's failure, its reason holding an aside of its own.
  static let nested =
    Words.english.app.listNotRefreshed(
      "cannot reach leetcode.com (Could not resolve host: leetcode.com); check the network",
      .bundled)

  /// A message too long for the row is cut at its end with `…`, its start kept as it is.
  ///
  /// At 100 columns its asides were dropped instead, and the nested one left its middle out
  /// and a stray `)`: "…the problem list; check the network); showing the bundled list".
  @Test func aLongMessageIsCutAtItsEndNotInItsMiddle() {
    for width in [100, 60] {
      var state = Fixture.state(width: width, height: 24)
      state.message = .reported(Self.nested)
      var app = BrowserFixture.app(width: width, height: 24)
      app.message = .reported(Self.nested)
      let rows = [
        ("status-nested-aside-\(width)", Self.lastRow(ProblemView.render(state))),
        ("browser-status-nested-aside-\(width)", Self.lastRow(AppView.render(app))),
      ]
      for (name, row) in rows {
        assertSnapshot(row + "\n", named: name)
        let text = row.trimmingCharacters(in: .whitespaces)
        let shown = text.components(separatedBy: "  ").first ?? text
        #expect(Self.isCutAtAWord(shown, of: Self.nested), "\(name): \(row)")
        #expect(!shown.contains(")"), "\(name): \(row)")
        #expect(DisplayWidth.of(row) <= width, "\(name): \(row)")
      }
    }
  }

  @Test func problemStatusLineCutsALongMessageAfterAWord() {
    for (width, height) in [(80, 24), (40, 12)] {
      var state = Fixture.state(width: width, height: height)
      state.message = .reported(Self.message)
      let row = Self.lastRow(ProblemView.render(state))
      assertSnapshot(row + "\n", named: "status-long-message-\(width)")
      let text = row.trimmingCharacters(in: .whitespaces)
      let shown = text.components(separatedBy: "  ").first ?? text
      #expect(Self.isCutAtAWord(shown, of: Self.message), "\(width): \(row)")
      #expect(text.hasSuffix("? help"), "the help that shows it whole is named: \(row)")
      #expect(DisplayWidth.of(row) <= width)
    }
  }

  @Test func aMessageThatFitsIsShownWholeAndAsidesStay() {
    var state = Fixture.state(width: 80, height: 24)
    state.message = .wrappedToTop
    #expect(Self.lastRow(ProblemView.render(state)).contains("Search wrapped to the top  "))
    #expect(
      MessageFit.fit("answered HTTP 500 (a server error) after 3 tries", width: 34)
        == "answered HTTP 500 (a server…")
    #expect(MessageFit.fit("一二三四五六七八", width: 7) == "一二三…")
    #expect(MessageFit.fit("abc", width: 0) == "")
  }

  @Test func problemHelpShowsTheLastMessageWhole() {
    for (width, height) in [(80, 24), (40, 12)] {
      var state = Fixture.state(width: width, height: height)
      state.message = .reported(Self.message)
      _ = reduce(&state, .key(.character("?")))
      #expect(state.message == nil)
      // Scrolled to the end of the list, where the message is.
      _ = reduce(&state, .key(.character("G")))
      let grid = ProblemView.render(state)
      if width == 80 { assertSnapshot(grid.snapshot(), named: "help-last-message-80x24") }
      let words = Self.messageInHelp(grid)
      #expect(words == Self.message, "\(width)x\(height): \(grid.rowsText)")
    }
  }

  @Test func browserStatusLineCutsALongMessageAndItsHelpShowsItWhole() {
    for width in [80, 40] {
      var app = BrowserFixture.app(width: width, height: 24)
      app.message = .reported(Self.message)
      let row = Self.lastRow(AppView.render(app))
      assertSnapshot(row + "\n", named: "browser-status-long-message-\(width)")
      let text = row.trimmingCharacters(in: .whitespaces)
      let shown = text.components(separatedBy: "  ").first ?? text
      #expect(Self.isCutAtAWord(shown, of: Self.message), "\(width): \(row)")
      #expect(text.hasSuffix("? help"), "\(row)")
    }
    for (width, height) in [(80, 24), (40, 12)] {
      var app = BrowserFixture.app(width: width, height: height)
      app.message = .reported(Self.message)
      _ = reduce(&app, .key(.character("?")))
      #expect(app.helpShown)
      let grid = AppView.render(app)
      let words = Self.messageInHelp(grid)
      #expect(words == Self.message, "\(width)x\(height): \(grid.rowsText)")
    }
  }
}
