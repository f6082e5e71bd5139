import LeetCurses

@testable import LeetUI

extension AppEffect {
  /// What the loop itself does for this effect (quit, redraw, frames), as `EffectRunner` maps it;
  /// nil for effects the loop tests carry out themselves.
  var loopRequest: LoopRequest? {
    switch self {
    case .quit: .quit
    case .redraw: .redraw
    case .scheduleFrame(let tag): .frame(tag: tag)
    case .scheduleFrameAfter(let tag, let delay): .frameAfter(tag: tag, delay: delay)
    default: nil
    }
  }
}
