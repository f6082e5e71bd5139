/// Where a key is pressed; the same key may mean different things in different places.
public enum KeyContext: Hashable, Sendable {
  /// Reading a problem's page.
  case page
  /// A Comments, Solutions or Submissions list (before the page's own keys).
  case segmentList
  /// An entry open from a segment list: an article, a thread, a submission.
  case segmentEntry
  /// A help overlay, on a problem or on the list: it closes the same way on both.
  case help
  /// Typing a search in the page.
  case search
  /// The open problem, before its page: the keys of the app around it.
  case openProblem
  /// The problem list: every printable key types into its filter.
  case list
  /// The tab bar editor.
  case tabEditor
  /// A yes / no question: before a submit, before a sync.
  case confirm
  /// The judge's panel over the page.
  case solvePanel
  /// The judge's panel after an accepted submit, asking for a review grade (before its own keys).
  case reviewGrade
  /// Typing test cases in the judge's panel: every printable key types.
  case caseInput
  /// The loading screen at the start, while what the cache cannot answer is fetched.
  case loading
  /// One statement picture full-screen (`v`).
  case pictureViewer
  /// A small box to choose from over the page (the similar questions, `o`).
  case chooser
  /// The Progress screen (F2): scrolling, refreshing, and back.
  case progress
  /// A plan, list or contest where the list stands: its groups and problems.
  case collection
  /// The Notes view of the open problem (`a`): editing, scrolling, and back.
  case notes
  /// A diff of past code over the page (`d`, `D` on a submission).
  case diffViewer
}
