import LeetModel
import TermCore

/// A click or the wheel: on the open problem it goes to the page; on the list it moves the cursor,
/// folds a section, or opens the problem clicked a second time.
func appMouse(_ state: inout AppState, _ event: MouseEvent) -> [AppEffect] {
  // A box over the screen (help, a question, the tab bar editor) takes no clicks.
  if state.tabEditor != nil || state.helpShown || state.confirmingSync || state.confirmingQuit {
    return []
  }
  if let rect = state.problemRect, rect.contains(event.point) {
    if state.showsSidebar, event.kind == .press { state.focus = .problem }
    // A problem's loading screen has nothing to click; the page before is not reached.
    if state.showsPending { return [] }
    let shifted = MouseEvent(
      event.kind, at: Point(x: event.point.x - rect.x, y: event.point.y - rect.y))
    return forward(&state, .mouse(shifted))
  }
  guard let rect = state.browserRect, rect.contains(event.point) else { return [] }
  if state.collections.isShown { return [] }
  switch event.kind {
  case .wheelUp: return move(&state, by: -3)
  case .wheelDown: return move(&state, by: 3)
  case .press:
    state.focus = .browser
    let row = state.browser.top + event.point.y - 1
    guard (1...state.browserListHeight).contains(event.point.y), row < state.browser.rows.count
    else { return [] }
    // A section header folds at once; a problem opens on a second click (as Enter does).
    guard case .item = state.browser.rows[row], row != state.browser.cursor else {
      state.browser.cursor = row
      return activate(&state)
    }
    return move(&state, to: row)
  case .release: return []
  }
}
