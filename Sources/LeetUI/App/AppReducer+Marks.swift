import LeetModel

/// Moves the mark of `slug` at once after a submit's verdict.
///
/// Accepted marks it solved, any other verdict attempted unless already solved. A test run moves
/// nothing.
func noteJudged(_ state: inout AppState, slug: String, _ event: SolveEvent) {
  guard case .judged(.submit, let result, _, _) = event else { return }
  state.browser.recordSubmit(slug: slug, accepted: result.verdict == .accepted)
  showOpenMark(&state)
}

/// Gives the open problem's header the mark the browser's marks hold for it.
func showOpenMark(_ state: inout AppState) {
  guard let slug = state.openSlug else { return }
  let mark = state.browser.mark(slug: slug)
  if state.problem?.mark != mark { state.problem?.mark = mark }
  if let problem = state.openProblem {
    let similar = similarMarks(state.browser, of: problem)
    if state.problem?.similarMarks != similar { state.problem?.similarMarks = similar }
  }
}

/// The marks of `problem`'s similar questions that are solved or attempted, by slug.
func similarMarks(_ browser: BrowserState, of problem: Problem) -> [String: SolvedMark] {
  var marks: [String: SolvedMark] = [:]
  for question in problem.similarQuestions {
    let mark = browser.mark(slug: question.titleSlug)
    if mark != .untouched { marks[question.titleSlug] = mark }
  }
  return marks
}

/// The background refresh of the marks at the start, when they are old and a session is present.
func marksRefreshAtStart(_ state: AppState) -> [AppEffect] {
  state.marksNeedRefresh && !state.settings.offline ? [.refreshMarks] : []
}
