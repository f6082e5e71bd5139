/// Where a key is pressed; the same key may mean different things in different places.
public enum KeyContext: Hashable, Sendable {
  /// Reading a problem's page.
  case page
  /// A Comments, Solutions or Submissions list (before the page's own keys).
  case segmentList
  /// An entry open from a segment list: an article, a thread, a submission.
  case segmentEntry
  /// The problem's help overlay.
  case problemHelp
  /// Typing a search in the page.
  case search
  /// The open problem, before its page: the keys of the app around it.
  case openProblem
  /// The problem list.
  case list
  /// Typing the list's filter.
  case filter
  /// The tab bar editor.
  case tabEditor
  /// The question before a submit.
  case confirm
  /// The judge's panel over the page.
  case solvePanel
}
