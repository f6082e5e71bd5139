import LeetModel
import LeetText
import Testing

@testable import LeetUI

/// Two codes' diff as styled lines: unified (removed red, added green) on a narrow screen, side
/// by side from 100 columns, the words when the codes are the same.
@Suite struct DiffLinesTests {
  static let old = "class Solution:\n\tdef f(self):\n        return 1\n"
  static let new = "class Solution:\n\tdef f(self):\n        return 2\n    # done\n"
  static let diff = UnifiedDiff(old: old, new: new, oldName: "1988662844", newName: "1988694277")

  static func text(_ lines: [StyledLine]) -> String {
    ANSIText.render(lines, theme: Theme(usesColor: false), styled: false)
  }

  @Test func narrowTheDiffIsUnifiedInItsStyles() {
    let lines = DiffLines.lines(Self.diff, width: 80, words: .english)
    #expect(
      Self.text(lines) == """
        --- 1988662844
        +++ 1988694277
        @@ -1,3 +1,4 @@
         class Solution:
             def f(self):
        -        return 1
        +        return 2
        +    # done

        """)
    #expect(lines.map { $0.spans.first?.style } == [.bold, .bold, .code, [], [], .hard, .easy, .easy])
  }

  @Test func wideTheDiffIsSideBySideWithTheReplacedLinesPaired() {
    let lines = DiffLines.lines(Self.diff, width: 101, words: .english)
    #expect(lines.allSatisfy { $0.width <= 101 })
    let rows = lines.map(\.text)
    #expect(
      rows[0].hasPrefix("1988662844 ")
        && rows[0].hasSuffix(" │ 1988694277" + String(repeating: " ", count: 39)))
    #expect(rows[1] == "@@ -1,3 +1,4 @@")
    #expect(
      rows[4] == "        return 1" + String(repeating: " ", count: 33) + " │         return 2"
        + String(repeating: " ", count: 33))
    #expect(
      rows[5] == String(repeating: " ", count: 49) + " │     # done" + String(repeating: " ", count: 39))
    #expect(lines[4].spans.map(\.style) == [.hard, .dim, .easy])
  }

  @Test func aLongLineIsCutToItsHalfAndTheSameCodesAreSaid() {
    let long = UnifiedDiff(
      old: String(repeating: "界", count: 80) + "\n", new: "x\u{1B}[2J\n", oldName: "a", newName: "b")
    let lines = DiffLines.sideBySide(long, width: 100)
    #expect(lines.allSatisfy { $0.width <= 100 })
    #expect(
      lines[2].text.hasPrefix(String(repeating: "界", count: 23) + "…  │ "), "a wide cell left over is padded")
    #expect(!Self.text(lines).contains("\u{1B}"))
    let same = UnifiedDiff(old: "a\n", new: "a\n", oldName: "a", newName: "b")
    #expect(Self.text(DiffLines.lines(same, width: 120, words: .english)) == "The two codes are the same.\n")
  }
}
