import LeetModel

/// What a feature asks of the app around it: the few things no feature owns (quitting, the help,
/// the status line, the focus, the open problem, the browser's marks and counts).
public enum AppRequest: Hashable, Sendable {
  /// Quit at once.
  case quit
  /// Quit, asking first while the sync runs.
  case quitAsking
  /// Draw the whole screen again.
  case redraw
  /// Show the help of the screen on top.
  case showHelp
  /// A command that acts alike everywhere (the sidebar, the language, the tab bar, the sync, F2).
  case shared(KeyCommand)
  /// Give the keys to the open problem.
  case focusProblem
  /// Give the keys to the list side.
  case focusList
  /// Open the problem `slug` with the keys; `newWayBack` forgets the problems left before.
  case openProblem(slug: String, newWayBack: Bool)
  /// Say `line` in the status line in view.
  case say(String)
  /// Clear the list's one-off message.
  case clearMessage
  /// Join `marks` to the browser's, the one copy every screen reads.
  case mergeMarks(SolvedMarks)
  /// The index of `kind` holds `count` sets: the browser's section says so.
  case countPractice(ProblemCollection.Kind, Int)
}
