import LeetModel

/// What a key asks for; the reducers act on these, never on the keys themselves.
public enum KeyCommand: Hashable, Sendable {
  // MARK: Moving
  case lineDown, lineUp, pageDown, pageUp, halfPageDown, halfPageUp, top, bottom

  // MARK: Segments
  case nextSegment, previousSegment
  /// The tab at this position (0 first).
  case segment(Int)
  case nextEntry, previousEntry, openEntry, closeEntry, loadMore, refresh

  // MARK: Search and filter
  case startSearch, nextMatch, previousMatch, clearSearch
  case startFilter, deleteBackward, clearText, finishTyping, submit
  /// Editing the list's filter line: the insertion point, the character after it, the word
  /// before it.
  case cursorLeft, cursorRight, deleteForward, deleteWord

  // MARK: The tab bar editor
  case moveItemDown, moveItemUp, toggleShown, cancel

  // MARK: Solving
  case editSolution, runTests, submitSolution, confirm, closePanel
  /// Type or edit the test cases; in the box, a new line (the next argument) and running them.
  case editCases, newLine, runCases
  /// Moving the insertion point in the box of cases: a line up or down, to its start or end.
  case cursorUp, cursorDown, cursorLineStart, cursorLineEnd
  /// Run the solution on this machine (`T`), without the network.
  case runLocally

  // MARK: The app
  case open, focusProblem, back, toggleSidebar, switchLanguage, editTabs, sync
  /// Refresh only the problem list (`sync` is `sync --details`).
  case syncList
  case showHelp, closeHelp, redraw, quit
  /// The Progress screen (F2).
  case showProgress
  /// The Notes view of the open problem.
  case showNotes

  // MARK: Pictures
  case togglePictures
  /// One picture full-screen, and in it the next, the previous, and back to the page.
  case viewPicture, nextPicture, previousPicture, closePicture

  // MARK: Practice
  /// Open a random problem among those the list's filter keeps.
  case randomProblem
  /// Open the next folded hint of the problem.
  case nextHint
  /// Choose among the problem's similar questions and open one.
  case similarQuestions
  /// Back to the problem left for a similar question, at its segment and line.
  case previousProblem
  // MARK: Plans, lists and contests
  /// Move the list's cursor to its Study plans, Lists and Contests sections (the next of them).
  case jumpToPractice
  /// The next problem not yet solved of the plan, list or contest the problem was opened from.
  case nextUnsolved
  /// Add the open problem to one of the user's lists, or remove it (asking which).
  case changeList
  // MARK: A past submission's code
  /// Diff the submission with the solution file; mark one and diff another with it; restore it.
  case diffWithFile, diffSubmissions, restoreSubmission
  // MARK: Review
  /// Grade the problem just solved for review (after an accepted submit).
  case gradeReview(ReviewGrade)
}
