import LeetModel
import TermCore

/// Work the app reducer asks the runtime to do.
public enum AppEffect: Hashable, Sendable {
  case scheduleFrame(tag: Int)
  /// A frame after `delay` (the judge panel's spinner).
  case scheduleFrameAfter(tag: Int, delay: Duration)
  /// Load a problem (from the cache; fetched in the background when online).
  case loadProblem(slug: String)
  /// Fetch what the app starts on (try `attempt`), answering with `.startup` actions.
  case fetchStartup(FetchStep, attempt: Int)
  /// Load, refresh or page a segment of `slug`, or open one of its entries.
  case segmentTask(slug: String, Segment, SegmentTask)
  /// Persist the recently viewed list (slugs, newest first).
  case saveRecent([String])
  /// Persist the tab bar: all segments in order, and the hidden ones.
  case saveTabs(order: [Segment], hidden: Set<Segment>)
  /// Look up today's daily problem in the background and answer with `.browser(.dailyKnown)`.
  case lookUpDaily
  /// Read the cached problem list for the sidebar of a problem opened alone (`s`), answering with
  /// `.browser(.listLoaded)`.
  case loadList
  /// Start the polite `sync --details` in the background.
  case startSync
  /// Fetch the problem list again in the background, answering with `.browser(.listRefreshed)` or
  /// `.browser(.listNotRefreshed)`.
  case refreshList
  /// Draw the pictures of the problem `slug` (`ProblemEffect.drawPictures`).
  case drawPictures(slug: String, urls: [String], box: PictureBox)
  /// Solving work on the open problem: read its solution, edit it, or ask the judge.
  case solve(SolveRequest, Problem)
  /// A diff or a restore of the open problem's past code.
  case pastCode(PastCodeEffect, Problem)
  /// Refresh the user's marks in the background, answering with `.browser(.marksRefreshed)`.
  case refreshMarks
  /// Refresh the solved list of the Due section in the background, answering with
  /// `.browser(.dueRefreshed)`.
  case refreshDue
  /// Work for the Progress screen's runner.
  case progress(ProgressEffect)
  /// Work for the runner of the plans, lists and contests.
  case collections(CollectionEffect)
  /// Work for the runner of the question `f` asks (which list to change).
  case listChooser(ListChooserEffect)
  /// Work for the notes' runner: read, edit or send a note.
  case notes(NotesEffect)
  case redraw
  case quit
}
