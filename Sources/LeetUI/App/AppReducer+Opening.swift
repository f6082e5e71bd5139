import LeetModel
import TermCore

// A problem opened from the list while it is fetched: its loading screen has the problem side,
// and the page keys reach nothing.

/// Keys while the problem being opened has the focus; nothing ever goes to the page shown before.
///
/// Esc and q go back to the list (the problem still opens when it arrives), the app's keys act
/// as on a page (sidebar, language, tab bar, sync), Ctrl-C quits, and the judge's keys only say
/// it is still loading.
func pendingKey(_ state: inout AppState, _ key: Key) -> [AppEffect] {
  guard let pending = state.pending else { return [] }
  if let command = KeyMap.command(for: key, in: .openProblem) {
    if command == .back {
      state.focus = .browser
      return []
    }
    if let effects = sharedCommand(&state, command) { return effects }
  }
  switch KeyMap.command(for: key, in: .page) {
  case .quit?:
    return [.quit]
  case .redraw?:
    return [.redraw]
  case .editSolution?, .runTests?, .submitSolution?:
    state.message = .stillLoading(pending)
    return []
  default:
    return []
  }
}

/// The seconds waited for the problem `slug`, if it is still the one asked for.
func noteWaited(_ state: inout AppState, slug: String, seconds: Int) {
  guard state.pending?.slug == slug, let elapsed = state.pending?.elapsed else { return }
  state.pending?.elapsed = max(elapsed, seconds)
}
