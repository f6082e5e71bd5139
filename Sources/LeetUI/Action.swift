import LeetModel
import LeetText
import TermCore

/// Everything that can happen to the interface; the reducer turns each into a new state.
public enum Action: Sendable {
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
  /// A task for a segment (`Effect.loadSegment` or `.segmentTask`) ended.
  case segmentResult(Segment, SegmentTask, SegmentOutcome)
  /// Quit now (a signal such as SIGTERM).
  case quit
}

/// Work the reducer asks the runtime to do.
public enum Effect: Hashable, Sendable {
  /// Deliver `.tick` for the glide `tag` at the next frame time.
  case scheduleFrame(tag: Int)
  /// The segment is shown but holds only a placeholder: load it if possible.
  case loadSegment(Segment)
  /// Do `task` for the segment in the background and answer with `.segmentResult`.
  case segmentTask(Segment, SegmentTask)
  /// Repaint the whole screen (Ctrl-L), in case something else wrote on it.
  case redraw
  /// Leave the interface.
  case quit
}
