// `T` on a problem: the solution run on this machine, in the judge's panel, marked local.

/// `T` while reading (`KeyContext.page`): the panel, and a local run of the examples.
///
/// No session or network is needed. While a request is in flight, its panel comes back instead.
func localRunCommand(_ state: inout ProblemState) -> [ProblemEffect] {
  if let running = state.solve.running {
    state.solve.panel = SolvePanel(.running(running))
    state.message = .busy(running: running, asked: .test)
    return [.scheduleFrame(tag: SolveState.frameTag)]
  }
  state.solve.running = .test
  state.solve.runsTypedCases = false
  state.solve.runsLocally = true
  state.solve.judgeState = nil
  state.solve.startedAt = nil
  state.solve.now = nil
  state.solve.panel = SolvePanel(.running(.test))
  return [.solve(.runLocally), .scheduleFrame(tag: SolveState.frameTag)]
}
