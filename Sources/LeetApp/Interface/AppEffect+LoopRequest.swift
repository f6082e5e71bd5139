import LeetCurses
import LeetUI

extension AppEffect {
  /// What the loop itself does for this effect (quit, redraw, frames); nil for the effects the
  /// runner carries out.
  public var loopRequest: LoopRequest? {
    switch self {
    case .quit: .quit
    case .redraw: .redraw
    case .scheduleFrame(let tag): .frame(tag: tag)
    case .scheduleFrameAfter(let tag, let delay): .frameAfter(tag: tag, delay: delay)
    default: nil
    }
  }
}
