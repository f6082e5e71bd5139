import TermCore

// Quitting with Esc while `sync --details` runs: asked first, since it stops the sync.

/// Quits, or asks first while `sync --details` runs (Esc is easy to press twice); the list's own
/// refresh, a few requests, is not worth a question.
func quitAsking(_ state: inout AppState) -> [AppEffect] {
  guard state.runningSync == .details else { return [.quit] }
  state.confirmingQuit = true
  return []
}

/// Keys while the question before quitting is asked (`KeyContext.confirm`): `y` quits.
func quitQuestionKey(_ state: inout AppState, _ key: Key) -> [AppEffect] {
  switch KeyMap.command(for: key, in: .confirm) {
  case .confirm?, .quit?:
    state.confirmingQuit = false
    return [.quit]
  case .cancel?:
    state.confirmingQuit = false
    show(&state, message: .syncGoesOn)
    return []
  default:
    return []
  }
}
