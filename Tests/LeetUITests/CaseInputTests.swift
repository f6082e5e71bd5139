import LeetModel
import LeetTestSupport
import TermCore
import Testing

@testable import LeetUI

/// Typing test cases in the judge's panel (issue 19, minor 12): `t` on a problem without
/// example cases opens the box instead of a dead end, `c` edits the cases of one with examples,
/// Enter starts a line, Ctrl-D runs what was typed, Esc cancels and keeps it.
@Suite struct CaseInputTests {
  private typealias F = SolveFixture

  /// The fixture problem with no example cases, two lines to a case.
  static func withoutExamples(width: Int = 80, height: Int = 24) -> ProblemState {
    var state = F.state(width: width, height: height)
    state.solve.exampleCases = []
    state.solve.linesPerCase = 2
    return state
  }

  static func type(_ text: String, into state: inout ProblemState) {
    for character in text {
      _ = reduce(&state, .key(character == "\n" ? .enter : .character(character)))
    }
  }

  static func input(_ state: ProblemState) -> CaseInput? {
    guard case .typingCases(let input)? = state.solve.panel?.content else { return nil }
    return input
  }

  static func typed(_ state: ProblemState) -> [String]? { input(state)?.lines }

  @Test func tWithoutExamplesOpensTheBoxAndSendsNothing() {
    var state = Self.withoutExamples()
    #expect(reduce(&state, .key(.character("t"))).isEmpty)
    #expect(state.solve.panel == SolvePanel(.typingCases(CaseInput(lines: [], hasExamples: false))))
    #expect(state.solve.running == nil)
  }

  @Test func enterStartsALineAndCtrlDRunsTheCasesTyped() {
    var state = Self.withoutExamples()
    _ = reduce(&state, .key(.character("t")))
    // Keys that mean something on the page only type here: q, x, e, j, Space.
    Self.type("[3,1,4]\n7\n[5 x]\nq\n", into: &state)
    #expect(Self.typed(state) == ["[3,1,4]", "7", "[5 x]", "q", ""])
    #expect(state.solve.running == nil, "nothing sent while typing")
    let effects = reduce(&state, .key(.control("d")))
    #expect(
      effects == [
        .solve(.judgeCases(["[3,1,4]\n7", "[5 x]\nq"])), .scheduleFrame(tag: SolveState.frameTag),
      ])
    #expect(state.solve.panel == SolvePanel(.running(.test)))
    #expect(state.solve.running == .test)
    let heading = SolvePanelView.bodyLines(.running(.test), state: state).first?.text ?? ""
    #expect(heading.contains("Running the cases typed"), "\(heading)")
    _ = reduce(&state, .key(.escape))
    _ = reduce(&state, .key(.character("t")))
    #expect(state.messageText == "The cases typed are already running")
  }

  @Test func backspaceDeletesAndJoinsCtrlUClearsTheLine() {
    var state = Self.withoutExamples()
    _ = reduce(&state, .key(.character("t")))
    Self.type("[1,2]\n9", into: &state)
    _ = reduce(&state, .key(.backspace))
    #expect(Self.typed(state) == ["[1,2]", ""])
    _ = reduce(&state, .key(.backspace))
    #expect(Self.typed(state) == ["[1,2]"])
    _ = reduce(&state, .key(.control("u")))
    #expect(Self.typed(state) == [""])
    _ = reduce(&state, .key(.backspace))
    #expect(Self.typed(state) == [""], "the box keeps one line")
    #expect(reduce(&state, .key(.control("d"))).isEmpty, "nothing to run")
    #expect(state.messageText == "Type the input first: one argument a line")
    #expect(Self.typed(state) == [""], "the box stays open")
  }

  /// Issue 33, major 6: the box has an insertion point that the arrows, Home, End, Ctrl-A and
  /// Ctrl-E move; typing, Enter, Backspace and Delete act where it stands.
  @Test func theInsertionPointMovesAndEditsInTheMiddle() throws {
    var state = Self.withoutExamples()
    _ = reduce(&state, .key(.character("t")))
    Self.type("[1,3]\n9", into: &state)
    _ = reduce(&state, .key(.up))
    #expect(Self.typed(state) == ["[1,3]", "9"])
    // Up keeps the column (1, after the 9), so Left twice more is the line's start.
    for key: Key in [.left, .left, .right, .right, .right] { _ = reduce(&state, .key(key)) }
    Self.type("2,", into: &state)
    #expect(Self.typed(state) == ["[1,2,3]", "9"])
    _ = reduce(&state, .key(.control("a")))
    _ = reduce(&state, .key(.delete))
    #expect(Self.typed(state) == ["1,2,3]", "9"])
    _ = reduce(&state, .key(.home))
    Self.type("[", into: &state)
    _ = reduce(&state, .key(.end))
    _ = reduce(&state, .key(.delete))
    #expect(Self.typed(state) == ["[1,2,3]9"], "Delete at a line's end joins the next")
    _ = reduce(&state, .key(.enter))
    #expect(Self.typed(state) == ["[1,2,3]", "9"], "Enter breaks the line where the point is")
    _ = reduce(&state, .key(.backspace))
    #expect(Self.typed(state) == ["[1,2,3]9"], "Backspace at a line's start joins the one above")
    _ = reduce(&state, .key(.control("e")))
    _ = reduce(&state, .key(.right))
    Self.type("!", into: &state)
    #expect(Self.typed(state) == ["[1,2,3]9!"], "Right stops at the end of the last line")
    let box = CaseInputView.lines(try #require(Self.input(state)), state: state, width: 60).map(\.text)
    #expect(box.contains("› [1,2,3]9!▏"), "\(box)")
    _ = reduce(&state, .key(.left))
    let moved = CaseInputView.lines(try #require(Self.input(state)), state: state, width: 60).map(\.text)
    #expect(moved.contains("› [1,2,3]9▏!"), "the point is drawn where it stands: \(moved)")
  }

  /// Typed text is untrusted: controls and invisible characters never get in.
  @Test func controlAndInvisibleCharactersAreNotTyped() {
    var state = Self.withoutExamples()
    _ = reduce(&state, .key(.character("t")))
    for character: Character in ["\u{1B}", "\u{7}", "\u{9B}", "\u{202E}", "\u{200B}", "a", "文"] {
      _ = reduce(&state, .key(.character(character)))
    }
    #expect(Self.typed(state) == ["a文"])
  }

  @Test func escCancelsAndTheTextComesBackNextTime() {
    var state = Self.withoutExamples()
    _ = reduce(&state, .key(.character("t")))
    Self.type("[2]\n1", into: &state)
    #expect(reduce(&state, .key(.escape)).isEmpty)
    #expect(state.solve.panel == nil && state.solve.running == nil)
    _ = reduce(&state, .key(.character("t")))
    #expect(Self.typed(state) == ["[2]", "1"])
  }

  /// With examples, `t` runs them as before; `c` (on the page or in the answer's panel) opens
  /// the box on them, and what is run then is what was typed.
  @Test func cEditsTheExamplesAndRunsTheEditedCases() {
    var state = F.state()
    #expect(reduce(&state, .key(.character("t"))).first == .solve(.judge(.test)))
    _ = reduce(&state, .solve(.judged(.test, F.wrongRun, cases: F.cases, submissions: nil)))
    #expect(reduce(&state, .key(.character("c"))).isEmpty)
    #expect(Self.typed(state) == ["[3,1,4]", "[5]"])
    _ = reduce(&state, .key(.backspace))
    Self.type("6]", into: &state)
    #expect(reduce(&state, .key(.control("d"))).first == .solve(.judgeCases(["[3,1,4]", "[56]"])))
    _ = reduce(&state, .key(.escape))
    var fresh = F.state()
    _ = reduce(&fresh, .key(.character("c")))
    #expect(Self.typed(fresh) == ["[3,1,4]", "[5]"])
  }

  /// Offline, signed out or busy, `t` and `c` say why before anything is typed.
  @Test func theBoxOpensOnlyWhenTheJudgeCanRun() {
    var offline = Self.withoutExamples()
    offline.settings.offline = true
    _ = reduce(&offline, .key(.character("t")))
    #expect(offline.solve.panel == nil && offline.messageText?.contains("--offline") == true)
    var signedOut = Self.withoutExamples()
    signedOut.settings.signedIn = false
    _ = reduce(&signedOut, .key(.character("c")))
    _ = reduce(&signedOut, .solve(.sessionChecked(signedIn: false, then: .editCases)))
    #expect(
      signedOut.solve.panel == nil && signedOut.messageText?.hasPrefix("Testing and submitting") == true)
  }

  @Test func theBoxOnScreen() {
    for (width, height, language) in [(80, 24, Language.english), (40, 12, .english), (80, 24, .chinese)] {
      var state = Self.withoutExamples(width: width, height: height)
      state.settings.language = language
      _ = reduce(&state, .key(.character("t")))
      Self.type("[3,1,4,1,5,9,2,6,5,3,5,8,9,7,9,3,2,3,8,4,6]\n7", into: &state)
      let name = "case-input\(language == .chinese ? "-chinese" : "")-\(width)x\(height)"
      assertSnapshot(ProblemView.render(state).snapshot(), named: name)
    }
  }
}
