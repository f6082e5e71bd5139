import TermCore

// Typing test cases in the judge's panel: `t` on a problem without examples, `c` to edit the
// cases; what is typed runs with Ctrl-D and is kept for the next time.

/// Opens the box for typing cases, from the cases last typed, else the problem's examples.
func openCaseInput(_ state: inout ProblemState) -> [ProblemEffect] {
  if let refused = refuseJudging(&state, .test) { return refused }
  let examples = state.solve.exampleCases
  let lines =
    state.solve.typedLines
    ?? examples.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
  state.solve.panel = SolvePanel(.typingCases(CaseInput(lines: lines, hasExamples: !examples.isEmpty)))
  return []
}

/// Keys while cases are typed (`KeyContext.caseInput`).
///
/// Printable keys type at the insertion point, which the arrows, Home and End move; Enter breaks
/// the line, Ctrl-D runs the cases, Esc closes the box (the text is kept for the next time).
func caseInputKey(_ state: inout ProblemState, _ key: Key, _ input: CaseInput) -> [ProblemEffect] {
  var input = input
  switch KeyMap.command(for: key, in: .caseInput) {
  case .newLine?: input.newLine()
  case .deleteBackward?: input.deleteBackward()
  case .deleteForward?: input.deleteForward()
  case .cursorLeft?: input.moveHorizontally(by: -1)
  case .cursorRight?: input.moveHorizontally(by: 1)
  case .cursorUp?: input.moveVertically(by: -1)
  case .cursorDown?: input.moveVertically(by: 1)
  case .cursorLineStart?: input.moveToLineEdge(toEnd: false)
  case .cursorLineEnd?: input.moveToLineEdge(toEnd: true)
  case .clearText?: input.clearLine()
  case .cancel?:
    state.solve.typedLines = input.lines
    state.solve.panel = nil
    return []
  case .runCases?:
    let cases = input.cases(linesPerCase: state.solve.caseLines)
    guard !cases.isEmpty else {
      state.message = .typeFirst
      return []
    }
    state.solve.typedLines = input.lines
    return startJudging(&state, .test, cases: cases)
  case .quit?: return [.quit]
  default:
    if case .character(let character) = key { input.type(character) }
  }
  state.solve.panel = SolvePanel(.typingCases(input))
  return []
}
