import TermCore

// Quitting while a submission is judged, or with Esc while `sync --details` runs: asked first,
// since it stops waiting for the verdict or stops the sync.

/// Quits, or asks first while a submission is judged or `sync --details` runs (Esc is easy to
/// press twice); the list's own refresh, a few requests, is not worth a question.
func quitAsking(_ state: inout AppState) -> [AppEffect] {
  guard state.runningSync == .details || awaitsVerdict(state) else { return [.quit] }
  state.confirmingQuit = true
  return []
}

/// Whether the open problem's submission is with the judge (or on its way), its verdict awaited.
func awaitsVerdict(_ state: AppState) -> Bool {
  state.problem?.solve.running == .submit
}

/// Keys while the question before quitting is asked (`KeyContext.confirm`): `y` quits.
func quitQuestionKey(_ state: inout AppState, _ key: Key) -> [AppEffect] {
  switch KeyMap.command(for: key, in: .confirm) {
  case .confirm?, .quit?:
    state.confirmingQuit = false
    return [.quit]
  case .cancel?:
    state.confirmingQuit = false
    if !awaitsVerdict(state) { show(&state, message: .syncGoesOn) }
    return []
  default:
    return []
  }
}
