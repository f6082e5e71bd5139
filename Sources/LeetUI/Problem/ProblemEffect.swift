import LeetModel
import LeetText
import TermCore

/// Work the problem reducer asks for; the app reducer turns it into an `AppEffect`.
public enum ProblemEffect: Hashable, Sendable {
  /// Deliver `.tick` for the glide `tag` at the next frame time.
  case scheduleFrame(tag: Int)
  /// A frame after `delay`, for what moves slower than a glide (the judge panel's spinner).
  case scheduleFrameAfter(tag: Int, delay: Duration)
  /// The segment is shown but holds only a placeholder: load it if possible.
  case loadSegment(Segment)
  /// Do `task` for the segment in the background and answer with `.segmentResult`.
  case segmentTask(Segment, SegmentTask)
  /// Fetch (offline: find cached) and draw the pictures at `urls` within `box`, off the interface's
  /// thread, and answer with `.picturesDrawn`.
  case drawPictures(urls: [String], box: PictureBox)
  /// Solving work: read the solution, open the editor, ask the judge.
  case solve(SolveRequest)
  /// A diff or a restore of a past submission's code.
  case pastCode(PastCodeEffect)
  /// Repaint the whole screen (Ctrl-L), in case something else wrote on it.
  case redraw
  /// Leave the interface.
  /// Open another problem like any problem (a similar question chosen with `o`).
  case openProblem(slug: String)
  case quit
}
