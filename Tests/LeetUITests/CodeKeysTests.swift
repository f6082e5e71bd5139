import LeetModel
import LeetTestSupport
import TermCore
import Testing

@testable import LeetUI

/// Issue 33: the Code segment names its keys (`e t T x c`), from the key map, in either language.
@Suite struct CodeKeysTests {
  @Test(arguments: [(80, 24), (120, 40)]) func theCodeSegmentNamesItsKeys(width: Int, height: Int) {
    var state = SolveFixture.state(width: width, height: height, selected: .code)
    _ = reduce(&state, .solve(.codeLoaded(SolveFixture.code)))
    let rows = ProblemView.render(state).rowsText
    let line = "e edit · t test · T test here · x submit · c cases"
    #expect(rows.contains { $0.contains(line) }, "\(rows.joined(separator: "\n"))")
    if width == 120 {
      assertSnapshot(ProblemView.render(state).snapshot(), named: "solve-code-keys-120x40")
    }
  }

  @Test func theKeysAreTheKeyMapsAndChineseToo() {
    let line = CodeDocument.keysLine(.chinese)
    guard case .paragraph(let spans) = line else {
      Issue.record("not a paragraph: \(line)")
      return
    }
    #expect(spans.map(\.text).joined() == "e 编辑 · t 运行 · T 本机运行 · x 提交 · c 编辑用例")
    for (command, key) in [(KeyCommand.editSolution, "e"), (.runTests, "t"), (.runLocally, "T")] {
      #expect(KeyMap.keys(for: command, in: .page).first == .character(Character(key)))
    }
  }

  @Test func printModeNamesTheCommandNotTheKeys() {
    let document = CodeDocument.document(
      SolveFixture.code, problem: nil, result: [], words: .english, writing: .command("leetview edit 1"))
    let text = document.compactMap { block -> String? in
      guard case .paragraph(let spans) = block else { return nil }
      return spans.map(\.text).joined()
    }
    #expect(!text.contains { $0.contains("x submit") })
  }
}
