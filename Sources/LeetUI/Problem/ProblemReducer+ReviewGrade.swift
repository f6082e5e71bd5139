import LeetModel
import TermCore

// The review grade asked in the judge's panel after an accepted submit: `1`–`4` keep a grade
// (the runner writes it through the same review service as the command line), Esc skips.

/// Asks for a review grade when an accepted submit's verdict (right, as the panel says) is shown in the panel.
func askReviewGrade(_ state: inout ProblemState, _ kind: SolveKind, _ result: JudgeResult) {
  guard kind == .submit, result.verdict == .accepted, result.isRight,
    case .finished? = state.solve.panel?.content
  else {
    return
  }
  state.solve.asksReviewGrade = true
}

/// A key while the panel asks for the grade (`KeyContext.reviewGrade`); nil when the panel does
/// not ask or the key is not one of the grade's, which then goes to the panel's own keys.
func reviewGradeKey(_ state: inout ProblemState, _ key: Key) -> [ProblemEffect]? {
  guard state.solve.asksReviewGrade else { return nil }
  switch KeyMap.command(for: key, in: .reviewGrade) {
  case .gradeReview(let grade)?:
    state.solve.asksReviewGrade = false
    return [.solve(.grade(grade))]
  case .cancel?:
    // Skipped: the panel closes as Esc closes it.
    state.solve.asksReviewGrade = false
    state.solve.panel = nil
    return []
  default:
    return nil
  }
}

/// What the runner says of the grade: kept, with when it is due next, or why not.
func reviewGradeEvent(_ state: inout ProblemState, _ event: SolveEvent) {
  switch event {
  case .reviewGraded(let grade, let due): state.message = .reviewGraded(grade, due)
  case .reviewNotGraded(let reason): state.message = .reviewNotGraded(TextSanitizer.oneLine(reason))
  default: break
  }
}
