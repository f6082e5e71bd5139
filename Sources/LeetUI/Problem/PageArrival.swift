import LeetModel
import LeetText

/// What arrives from the background for the problem page of `slug`: the problem asked for (or
/// why not, or how long it has been waited for), a segment, its pictures, solving work.
public enum PageArrival: Sendable {
  /// A problem asked for arrived: the problem, where it came from, and a note (stale copy).
  case loaded(slug: String, Problem, sourceLabel: String, note: String?)
  /// A problem asked for could not be loaded.
  case failed(slug: String, reason: String)
  /// The problem `slug` has been waited for this many whole seconds.
  case waited(slug: String, seconds: Int)
  /// One segment of the problem `slug` arrived as a finished page.
  case segmentLoaded(slug: String, Segment, Document)
  /// A segment task of the problem `slug` (a list, a page more, an article) finished.
  case segmentResult(slug: String, Segment, SegmentTask, SegmentOutcome)
  /// The pictures of the problem `slug` were drawn for `box`.
  case picturesDrawn(slug: String, PictureBox, PictureSlots)
  /// Solving work for the problem `slug` reported back.
  case solved(slug: String, SolveEvent)
  /// A diff or a restore of the problem `slug`'s past code reported back.
  case pastCode(slug: String, PastCodeAction)
}
