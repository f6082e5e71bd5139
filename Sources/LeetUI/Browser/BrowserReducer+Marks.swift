import LeetModel

// The user's marks refreshed in the background.

/// Takes in marks LeetCode sent (a background refresh): merged by maximum with those the app
/// holds, so that a submit judged meanwhile is not taken back.
func marksArrived(_ state: inout AppState, _ marks: SolvedMarks) {
  let merged = state.browser.marks.merging(marks)
  if merged != state.browser.marks { state.browser.marks = merged }
  showOpenMark(&state)
}

/// Says that the background refresh of the marks failed, unless a message or the list's own
/// refresh is on the status line already (it says more); the cached marks stay.
func marksNotRefreshed(_ state: inout AppState, reason: String?) {
  guard state.message == nil, state.problem?.message == nil, state.syncStatus == nil else { return }
  show(&state, message: reason.map { .marksNotRefreshed($0) } ?? .marksSignedOut)
}
