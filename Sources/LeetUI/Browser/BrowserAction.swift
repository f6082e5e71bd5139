import LeetModel

/// What arrives for the problem list from the background: the sync, the list's refresh, the
/// cached list a problem opened alone asks for, today's daily problem and the user's marks.
public enum BrowserAction: Sendable {
  /// The background sync moved on; the line to show.
  case syncProgress(String)
  /// The background sync ended: its summary, the list it left and the slugs now cached.
  case syncFinished(String, items: [ProblemListItem]?, cached: Set<String>)
  /// The problem list was refreshed by itself: its items and the slugs cached.
  case listRefreshed(items: [ProblemListItem], cached: Set<String>)
  /// Refreshing the problem list failed: why, on one line.
  case listNotRefreshed(String)
  /// The cached list asked for by `s` on a problem opened alone (empty when none is cached), the
  /// slugs cached and today's daily problem.
  case listLoaded(items: [ProblemListItem], cached: Set<String>, dailySlug: String?)
  /// Today's daily problem became known.
  case dailyKnown(slug: String)
  /// The user's marks, refreshed in the background (already merged with the cached ones).
  case marksRefreshed(SolvedMarks)
  /// The background refresh of the marks failed (`reason`), or was answered as signed out (nil).
  case marksNotRefreshed(reason: String?)
  /// The Due section as it stands now: after a grade was kept, or the solved list refreshed.
  case dueRefreshed(BrowserDue)
}
