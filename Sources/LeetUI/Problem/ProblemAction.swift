import LeetModel
import LeetText
import TermCore

/// Everything that can happen to one open problem; its reducer turns each into a new state.
public enum ProblemAction: Sendable {
  /// The interface is on screen: asks for the opening segment's content if it is a placeholder.
  case start
  case key(Key)
  case mouse(MouseEvent)
  /// The terminal now has this size.
  case resized(Size)
  /// A frame of the glide with `tag` is due; `now` is monotonic time from any origin.
  case tick(at: Duration, tag: Int)
  /// A segment's content arrived (from the cache or the network).
  case segmentLoaded(Segment, Document)
  /// A task for a segment (`ProblemEffect.loadSegment` or `.segmentTask`) ended.
  case segmentResult(Segment, SegmentTask, SegmentOutcome)
  /// The statement's pictures were drawn for `box`: cells or notes, by URL.
  case picturesDrawn(PictureBox, PictureSlots)
  /// Solving work (the solution read, the editor, the judge) reported back.
  case solve(SolveEvent)
  /// A diff or a restore of a past submission's code reported back.
  case pastCode(PastCodeAction)
  /// Quit now (a signal such as SIGTERM).
  case quit
}
