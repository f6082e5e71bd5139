import LeetModel
import LeetText
import TermCore

/// Everything that can happen to the whole interface: the browser and the open problem.
public enum AppAction: Sendable {
  /// The interface is on screen.
  case start
  case key(Key)
  case mouse(MouseEvent)
  case resized(Size)
  /// A frame of the open problem's tab glide is due.
  case tick(at: Duration, tag: Int)
  /// A problem asked for arrived: the problem, where it came from, and a note (stale copy).
  case problemLoaded(slug: String, Problem, sourceLabel: String, note: String?)
  /// A problem asked for could not be loaded.
  case problemFailed(slug: String, reason: String)
  /// The problem `slug` has been waited for this many whole seconds.
  case problemWaited(slug: String, seconds: Int)
  /// One segment of the problem `slug` arrived as a finished page.
  case segmentLoaded(slug: String, Segment, Document)
  /// A segment task of the problem `slug` (a list, a page more, an article) finished.
  case segmentResult(slug: String, Segment, SegmentTask, SegmentOutcome)
  /// The background sync moved on; the line to show.
  case syncProgress(String)
  /// The background sync ended: its summary, the list it left and the slugs now cached.
  case syncFinished(String, items: [ProblemListItem]?, cached: Set<String>)
  /// The problem list was refreshed by itself: its items and the slugs cached.
  case listRefreshed(items: [ProblemListItem], cached: Set<String>)
  /// Refreshing the problem list failed: why, on one line.
  case listNotRefreshed(String)
  /// Saving the tab bar failed; the reason.
  case tabsNotSaved(String)
  /// The pictures of the problem `slug` were drawn for `box`.
  case picturesDrawn(slug: String, PictureBox, PictureSlots)
  /// Solving work for the problem `slug` reported back.
  case solved(slug: String, SolveEvent)
  /// Today's daily problem became known.
  case dailyKnown(slug: String)
  /// The start's fetch try `attempt` reported.
  case startup(attempt: Int, StartupEvent)
  /// The cached list asked for by `s` on a problem opened alone (empty when none is cached), the
  /// slugs cached and today's daily problem.
  case listLoaded(items: [ProblemListItem], cached: Set<String>, dailySlug: String?)
  /// What was fetched could not be kept in the cache: the warning, said once.
  case cacheNotKept(String)
  /// The user's marks, refreshed in the background (already merged with the cached ones).
  case marksRefreshed(SolvedMarks)
  /// The background refresh of the marks failed (`reason`), or was answered as signed out (nil).
  case marksNotRefreshed(reason: String?)
  /// Something for the Progress screen (F2, `leetview stats`).
  case progress(ProgressAction)
  /// Something for the plans, lists and contests where the list stands.
  case collections(CollectionAction)
  /// The user's lists for the question `f` asks about the problem `slug`.
  case listChoices(slug: String, [ListChooser.Choice])
  /// A list was changed: the list's name, and whether the problem was added.
  case listChanged(name: String, added: Bool)
  case quit
}

extension AppAction {
  /// The action for a terminal event: a key, a click or a resize.
  public init(_ event: InputEvent) {
    switch event {
    case .key(let key): self = .key(key)
    case .mouse(let mouse): self = .mouse(mouse)
    case .resize(let size): self = .resized(size)
    }
  }
}
