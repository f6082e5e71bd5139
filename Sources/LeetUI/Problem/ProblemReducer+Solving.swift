import LeetModel
import LeetText
import TermCore

// Solving on a problem: `e` edits, `t` tests, `x` submits after a confirmation; the judge's panel
// over the page, its spinner frames, and what the runner reports back.

/// `e`, `t` and `x` while reading (`KeyContext.page`).
///
/// Without a session at the start, a judging key first has the runner look again (a `leetview
/// login` in another terminal counts at once), and is carried out when it finds one.
func solveCommand(_ state: inout ProblemState, _ command: KeyCommand) -> [ProblemEffect] {
  let judging: Set<KeyCommand> = [.runTests, .editCases, .submitSolution]
  if judging.contains(command), !state.settings.signedIn, !state.settings.offline,
    state.solve.running == nil
  {
    return [.solve(.checkSession(then: command))]
  }
  switch command {
  case .editSolution:
    return [.solve(.edit)]
  case .runTests:
    if let refused = refuseJudging(&state, .test) { return refused }
    // Without examples, `t` asks for cases rather than sending none.
    guard !state.solve.exampleCases.isEmpty else { return openCaseInput(&state) }
    return startJudging(&state, .test)
  case .editCases:
    return openCaseInput(&state)
  case .submitSolution:
    if let refused = refuseJudging(&state, .submit) { return refused }
    state.solve.panel = SolvePanel(.confirmSubmit)
    return []
  default:
    return []
  }
}

/// Keys while the panel is shown: the question before a submit (`KeyContext.confirm`), or the
/// judge's panel (`KeyContext.solvePanel`).
func solvePanelKey(_ state: inout ProblemState, _ key: Key) -> [ProblemEffect] {
  guard let panel = state.solve.panel else { return [] }
  if case .typingCases(let input) = panel.content { return caseInputKey(&state, key, input) }
  if panel.content == .confirmSubmit {
    switch KeyMap.command(for: key, in: .confirm) {
    case .confirm?:
      state.solve.panel = nil
      return startJudging(&state, .submit)
    case .cancel?: state.solve.panel = nil
    case .quit?: return [.quit]
    default: break
    }
    return []
  }
  if let graded = reviewGradeKey(&state, key) { return graded }
  let page = max(1, SolvePanelView.visibleRows(for: state.size) - 1)
  switch KeyMap.command(for: key, in: .solvePanel) {
  case .closePanel?:
    state.solve.panel = nil
    state.solve.asksReviewGrade = false
    if state.solve.running != nil {
      state.message = state.solve.runsLocally ? .localRunCarriesOn : .judgeCarriesOn
    }
  case .lineDown?: scrollPanel(&state, by: 1)
  case .lineUp?: scrollPanel(&state, by: -1)
  case .pageDown?: scrollPanel(&state, by: page)
  case .pageUp?: scrollPanel(&state, by: -page)
  case .editCases?: return openCaseInput(&state)
  case .top?: scrollPanel(&state, by: -Int(Int32.max))
  case .bottom?: scrollPanel(&state, by: Int(Int32.max))
  case .quit?: return [.quit]
  default: break
  }
  return []
}

/// A frame is due: the spinner and the elapsed time move on while the judge works.
///
/// `gliding` says whether the tab glide asked for the next frame already.
func solveFrame(_ state: inout ProblemState, at now: Duration, gliding: Bool) -> [ProblemEffect] {
  guard state.solve.running != nil else { return [] }
  if state.solve.startedAt == nil { state.solve.startedAt = now }
  state.solve.now = now
  guard !gliding, case .running? = state.solve.panel?.content else { return [] }
  // The spinner turns ten times a second and the time counts seconds: no need for 60 frames.
  return [.scheduleFrameAfter(tag: SolveState.frameTag, delay: SolveState.spinnerStep)]
}

/// What the runner reports: the solution read, the judge's progress and answer.
func applySolveEvent(_ state: inout ProblemState, _ event: SolveEvent) -> [ProblemEffect] {
  switch event {
  case .codeLoaded(let code):
    state.solve.code = code
    state.solve.codeProblem = nil
    rebuildCodePage(&state)
  case .codeUnavailable(let reason):
    state.solve.codeProblem = reason
    rebuildCodePage(&state)
  case .editFailed(let reason):
    state.message = .reported(TextSanitizer.oneLine(reason))
  case .judging(_, let judgeState):
    state.solve.judgeState = judgeState
  case .submitted(let id):
    state.solve.submissionID = id
  case .judged(let kind, let result, let cases, let submissions):
    return judgedArrived(&state, kind, result, cases: cases, submissions: submissions)
  case .judgeFailed(let kind, let reason):
    finishJudging(&state, kind, lines: nil, panel: .failed(kind, TextSanitizer.clean(reason)))
  case .ranLocally(let lines):
    finishJudging(&state, .test, lines: lines, panel: .finished(.test, lines))
    rebuildCodePage(&state)
  case .localRunFailed(let reason):
    finishJudging(&state, .test, lines: nil, panel: .failed(.test, TextSanitizer.clean(reason)))
  case .reviewGraded, .reviewNotGraded:
    reviewGradeEvent(&state, event)
  case .notice(let line):
    state.message = .reported(TextSanitizer.oneLine(line))
  case .sessionChecked(let signedIn, let command):
    return sessionChecked(&state, signedIn: signedIn, then: command)
  case .verdictNotFetched(let message):
    finishJudging(&state, .submit, lines: nil, panel: .verdictNotFetched(TextSanitizer.clean(message)))
    // It was submitted: Submissions asks the server, which has it, judged or not.
    return refreshSubmissions(&state, with: nil)
  }
  return []
}

// MARK: - Pieces

/// The judge's answer: the panel shows it and the code page keeps its lines; a submit's answer
/// refreshes the Submissions with what it kept.
private func judgedArrived(
  _ state: inout ProblemState, _ kind: SolveKind, _ result: JudgeResult, cases: [String],
  submissions: SegmentOutcome?
) -> [ProblemEffect] {
  let printer = SolutionPrinter(parameterNames: state.solve.parameterNames)
  let lines = kind == .test ? printer.runLines(result, cases: cases) : printer.submitLines(result)
  finishJudging(&state, kind, lines: lines, panel: .finished(kind, lines))
  askReviewGrade(&state, kind, result)
  rebuildCodePage(&state)
  return kind == .submit ? refreshSubmissions(&state, with: submissions) : []
}

/// The session was checked before `command`: signed in, the command goes on; signed out, the
/// status line says how to sign in.
private func sessionChecked(
  _ state: inout ProblemState, signedIn: Bool, then command: KeyCommand
) -> [ProblemEffect] {
  guard signedIn else {
    state.message = .needsSession(login: SubmissionsDocument.loginCommand(host: state.segments.host))
    return []
  }
  state.settings.signedIn = true
  return solveCommand(&state, command)
}

/// Opens the panel on a new request and asks the runner to send it (and for spinner frames).
///
/// A test runs `cases` when given (typed by the user), else the problem's examples.
func startJudging(_ state: inout ProblemState, _ kind: SolveKind, cases: [String]? = nil)
  -> [ProblemEffect]
{
  if let refused = refuseJudging(&state, kind) { return refused }
  state.solve.running = kind
  state.solve.runsTypedCases = cases != nil
  state.solve.runsLocally = false
  state.solve.asksReviewGrade = false
  state.solve.judgeState = nil
  state.solve.startedAt = nil
  state.solve.now = nil
  state.solve.panel = SolvePanel(.running(kind))
  let request = cases.map(SolveRequest.judgeCases) ?? .judge(kind)
  return [.solve(request), .scheduleFrame(tag: SolveState.frameTag)]
}

/// Nil when a new `kind` request may start (online, signed in, none in flight).
///
/// Else the status line says why, and the effects returned are those of refusing: the panel of
/// the request in flight comes back, and with it the frames that turn its spinner (they stopped
/// while it was hidden).
func refuseJudging(_ state: inout ProblemState, _ kind: SolveKind) -> [ProblemEffect]? {
  if state.settings.offline {
    state.message = .judgeNeedsNetwork
    return []
  }
  guard let running = state.solve.running else {
    guard state.settings.signedIn else {
      state.message = .needsSession(login: SubmissionsDocument.loginCommand(host: state.segments.host))
      return []
    }
    return nil
  }
  state.solve.panel = SolvePanel(.running(running))
  state.message =
    running == .test && state.solve.runsTypedCases
    ? .busyWithTypedCases(asked: kind) : .busy(running: running, asked: kind)
  return [.scheduleFrame(tag: SolveState.frameTag)]
}

/// The request ended: the panel shows the answer if it is open, else the status line says it.
private func finishJudging(
  _ state: inout ProblemState, _ kind: SolveKind, lines: [StyledLine]?, panel: SolvePanel.Content
) {
  state.solve.running = nil
  state.solve.judgeState = nil
  state.solve.submissionID = nil
  if let lines { state.solve.lastResult = lines }
  if state.solve.panel != nil, state.solve.panel?.content != .confirmSubmit {
    state.solve.panel = SolvePanel(panel)
    return
  }
  switch panel {
  case .failed(_, let reason), .verdictNotFetched(let reason):
    state.message = .judgeEnded(kind, TextSanitizer.oneLine(reason))
  default: state.message = .judgeEnded(kind, lines?.first?.text ?? "")
  }
}

/// After a submit: Submissions shows the segment with the verdict recorded, or reads it again
/// when it could not be kept.
private func refreshSubmissions(_ state: inout ProblemState, with recorded: SegmentOutcome?)
  -> [ProblemEffect]
{
  state.requested.insert(.submissions)
  if let recorded { return applySegmentResult(&state, .submissions, .load, recorded) }
  var view = state.segments.views[.submissions] ?? SegmentViewState()
  view.loading.insert(.load)
  state.segments.views[.submissions] = view
  rebuildSegmentPage(&state, .submissions)
  return [.segmentTask(.submissions, .refresh)]
}

/// Redraws the Code page from the solution and the last result, keeping its place.
func rebuildCodePage(_ state: inout ProblemState) {
  guard var page = state.pages[.code] else { return }
  let oldTop = page.top
  page.replace(
    with: CodeDocument.document(
      state.solve.code, problem: state.solve.codeProblem, result: state.solve.lastResult,
      words: state.words),
    isLoaded: true)
  let lines = page.layout(width: state.contentWidth).lines.count
  page.top = min(oldTop, max(0, lines - state.viewportHeight))
  state.pages[.code] = page
  if state.selected == .code { refreshSearch(&state) }
}

/// Scrolls the result in the panel by `lines`, within its length.
private func scrollPanel(_ state: inout ProblemState, by lines: Int) {
  guard var panel = state.solve.panel else { return }
  let total = SolvePanelView.bodyLines(panel.content, state: state).count
  let maxScroll = max(0, total - SolvePanelView.visibleRows(for: state.size))
  panel.scroll = min(max(0, panel.scroll + lines), maxScroll)
  state.solve.panel = panel
}
