import LeetModel

/// A one-off message of the status line, as a value: what happened, with its arguments.
///
/// Reducers set it; the views word it in the interface's language when they draw it
/// (`text(_:)`), so a message set before the language switch shows in the new language.
/// Text that comes from outside the interface (a runtime failure's reason, a judge's error, a sync
/// progress line) is carried already clean and shown as it is.
public enum StatusMessage: Hashable, Sendable {
  // MARK: Search

  /// The search found nothing for the query.
  case noMatch(String)
  /// `n` with no search: how to start one.
  case pressSlash
  /// The search went past the end to the top, or past the top to the bottom.
  case wrappedToTop, wrappedToBottom

  // MARK: Pictures

  /// Pictures asked for on a terminal without colours.
  case picturesNeedColour
  /// This many failed pictures being fetched again.
  case retryingPictures(Int)
  /// No picture failed.
  case noFailedPictures
  /// Pictures shown, or hidden.
  case pictures(shown: Bool)
  /// `v` on a problem without pictures.
  case noPictures

  // MARK: Segments

  /// A solution opened that needs Premium.
  case premiumSolution
  /// No entry after the last one, or before the first.
  case noEntryAfter, noEntryBefore
  /// More asked for while it loads.
  case alreadyLoading
  /// More asked for when all is shown.
  case wholeListShown

  // MARK: Solving

  /// The judge's panel was hidden while the judge works.
  case judgeCarriesOn
  /// The panel of a local run (`T`) was hidden while it runs on this machine.
  case localRunCarriesOn
  /// `t` or `x` when started with `--offline`.
  case judgeNeedsNetwork
  /// `t` or `x` without a session: how to sign in, with the command for the site.
  case needsSession(login: String)
  /// `asked` while the judge runs cases the user typed.
  case busyWithTypedCases(asked: SolveKind)
  /// `asked` while the judge works on `running`.
  case busy(running: SolveKind, asked: SolveKind)
  /// Ctrl-D on an empty box for typing cases.
  case typeFirst
  /// A test or submit ended with its panel hidden: its first line, or why it failed.
  case judgeEnded(SolveKind, String)

  // MARK: The app around the problems

  /// A page key (e, t, x) on the loading screen of the problem given.
  case stillLoading(PendingProblem)
  /// The list being refreshed.
  case refreshingList
  /// The list arrived with this many problems.
  case listRefreshed(Int)
  /// The list could not be fetched: why, and which list is still shown.
  case listNotRefreshed(String, StaleList?)
  /// Tab in the list with no problem open to go to; the key named opens the one selected.
  case noProblemOpen(openKey: String)
  /// Esc on a problem opened alone, with nothing open to close: the key named quits.
  case escapeDoesNotQuit(quitKey: String)
  /// The sidebar was hidden; the key named shows it.
  case sidebarHidden(key: String)
  /// The terminal is narrower than the columns the sidebar needs.
  case sidebarNeedsWidth(Int)
  /// The cached list being read, for the sidebar.
  case readingList
  /// No list is cached for the sidebar.
  case noListCached
  /// Quitting was declined while the sync runs.
  case syncGoesOn
  /// Chinese chosen for a problem LeetCode has not translated: only the labels change.
  case noTranslation
  /// A sync asked for when started with `--offline`.
  case syncNeedsNetwork
  /// A sync asked for while one runs.
  case syncAlreadyRunning
  /// `sync --details` started, before its first progress line.
  case syncStarting
  /// The tab bar's choice could not be saved, and why.
  case tabsNotSaved(String)
  /// The problem shown is the cached copy, and why (it could not be refreshed).
  case cachedCopy(String)
  /// The problem shown is the copy bundled with leetview, and why (it could not be refreshed).
  case bundledCopy(String)
  /// Text from outside the interface, already clean: a failure's reason, a sync progress line.
  case reported(String)
  /// A diff or a restore of a past submission's code.
  case pastCode(PastCodeMessage)

  // MARK: Marks and random picks

  /// Ctrl-O found no problem to pick: the filter in force (empty when none).
  case noRandomMatch(String)
  /// `H` with every hint open, or on a problem without hints.
  case allHintsOpen, noHints
  /// A similar question opened: the key named goes back to the problem titled.
  case backTo(key: String, title: String)
  /// The key back with no problem left to go back to.
  case noProblemBefore
  /// `o` on a problem LeetCode names no similar question for.
  case noSimilarQuestions
  /// The background refresh of the marks failed, and why; the cached marks stay.
  case marksNotRefreshed(String)
  /// The background refresh of the marks was answered as signed out.
  case marksSignedOut

  // MARK: Review

  /// A review grade was kept: the grade and when the problem is due next.
  case reviewGraded(ReviewGrade, ReviewDue)
  /// A review grade could not be kept, and why (clean, from the runner).
  case reviewNotGraded(String)
}
